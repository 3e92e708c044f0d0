import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";

type Meta = { title?: string; name?: string; content?: string } | undefined;
type Matches = Array<{ meta?: Meta[] }>;

/** The deepest route's value wins, as with TanStack's HeadContent. */
function pick(matches: Matches, read: (meta: NonNullable<Meta>) => string | undefined) {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    for (const meta of matches[index]?.meta ?? []) {
      const value = meta ? read(meta) : undefined;
      if (value) return value;
    }
  }
  return undefined;
}

/**
 * Applies the routes' `head` (title, meta description) to the document (the
 * 404 page, which has no route of its own, sets its title itself). It
 * updates index.html's own <title> and description in place rather than
 * rendering TanStack's <HeadContent>, which would add a second description
 * and ~1.3 KB gzip to the first load.
 */
export function DocumentHead() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const title = useRouterState({
    select: (state) => pick(state.matches as Matches, (meta) => meta.title),
  });
  const description = useRouterState({
    select: (state) =>
      pick(state.matches as Matches, (meta) =>
        meta.name === "description" ? meta.content : undefined,
      ),
  });
  // Re-applied on every page, so a title set by the 404 page never sticks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => {
    if (title) document.title = title;
  }, [title, pathname]);

  useEffect(() => {
    if (!description) return;
    let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!element) {
      element = document.createElement("meta");
      element.name = "description";
      document.head.append(element);
    }
    element.content = description;
  }, [description]);

  return null;
}
