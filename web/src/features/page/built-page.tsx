import { useRouteContext } from "@tanstack/react-router";
import { Suspense } from "react";
import { lazyWithPreload } from "../../lib/lazy-with-preload";
import type { PageContent, PageSectionsProps } from "../../sections/types";

const loadRenderer = () => import("./page-sections");

/**
 * The renderer of built pages (page-sections.tsx) is a chunk of its own, and
 * each section type another: /{-$lang}/$city, which mostly shows city guides, carries
 * none of them in its first load.
 */
const PageSectionsChunk = lazyWithPreload<PageSectionsProps>(() =>
  loadRenderer().then((module) => ({ default: module.PageSections })),
);

/**
 * Readies a built page to render: the renderer's chunk and those of the
 * section types the page has are loaded before the route renders (at build
 * time, so the HTML holds them; in the browser, so a navigation shows no
 * fallback). With the page come its `head` options (page-sections.tsx).
 */
export async function readyBuiltPage(page: PageContent) {
  const [renderer] = await Promise.all([loadRenderer(), PageSectionsChunk.preload()]);
  return renderer.readyPage(page);
}

/**
 * A built page. Hydrating prerendered HTML, the boundary keeps the server HTML
 * until the renderer's chunk arrives (no fallback is shown); after the route
 * loader (readyBuiltPage) it renders at once.
 */
export function BuiltPage({ page, draftMode, renderedAt }: PageSectionsProps) {
  return (
    <Suspense fallback={null}>
      <PageSectionsChunk.Component page={page} draftMode={draftMode} renderedAt={renderedAt} />
    </Suspense>
  );
}

/**
 * The built page of a route that shows the page of its own slug (routePageLoader), in draft
 * mode when the site is (the root route's context).
 */
export function RouteBuiltPage({ page }: { page: PageContent }) {
  const draftMode = useRouteContext({ from: "__root__", select: (context) => context.draftMode });
  return <BuiltPage page={page} draftMode={draftMode} />;
}
