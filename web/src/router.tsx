import { createRouter } from "@tanstack/react-router";
import { PagePending } from "./components/page-pending";
import { RouteError } from "./components/route-error";
import type { ContentClient } from "./lib/sanity/client";
import { routeTree } from "./routeTree.gen";

export interface RouterContext {
  /** Read-only content client; loaders read through lib/sanity/load-query. */
  content: ContentClient;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // Hovering or focusing a link loads the next page's content before the click.
    defaultPreload: "intent",
    // Back/forward within this window re-uses loaded content without a request.
    defaultStaleTime: 30_000,
    defaultPreloadStaleTime: 30_000,
    defaultPendingMs: 300,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
