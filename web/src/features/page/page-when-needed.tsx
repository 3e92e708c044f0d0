import { useEffect } from "react";
import { hydrateWhenNeeded, onApproach, WhenNeeded } from "../../lib/hydration/hydrate-when-needed";
import type { PageSectionsProps } from "../../sections/types";

/** The renderer (page-sections.tsx), hydrated when needed rather than at once. */
const Renderer = hydrateWhenNeeded<PageSectionsProps>(
  () => import("./page-sections").then((module) => ({ default: module.PageSections })),
  { on: "interaction" },
);

/** Loads the renderer now (the route's loader: when prerendering, and for a client-side visit). */
export const preloadRenderer = Renderer.preload;

/**
 * Calls `need` once one of the page's sections whose code is needed as soon as it is in view
 * comes into the viewport: the renderer marks them in the HTML (`data-hydrate-on`, from
 * sections/registry.ts), so this chunk carries no list of section types.
 */
function onSectionApproach(need: () => void): () => void {
  const sections = document.querySelectorAll('[data-hydrate-on="approach"]');
  return sections.length === 0 ? () => undefined : onApproach(sections, need);
}

/**
 * A built page whose renderer, too, hydrates when needed: at the visitor's first
 * interaction (a scroll counts), when a section that needs its code to show what it should
 * comes into view, or at once on arrival with a hash (the renderer scrolls there). Until
 * then the prerendered HTML stands, links working as plain links; a visitor who only reads
 * the first screen downloads neither the renderer nor a section's chunk. For the home page
 * (routes/{-$lang}/index.tsx), the route closest to its budget before the network is idle
 * (ADR 0029); BuiltPage requests the renderer at once.
 */
export function PageWhenNeeded(props: PageSectionsProps) {
  useEffect(() => {
    if (window.location.hash) {
      Renderer.need();
      return;
    }
    return onSectionApproach(Renderer.need);
  }, []);
  return <WhenNeeded part={Renderer} props={props} />;
}
