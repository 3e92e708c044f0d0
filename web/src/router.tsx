import { createRouter } from "@tanstack/react-router";
import { PagePending } from "./components/page-pending";
import { RouteError } from "./components/route-error";
import type { WebEnv } from "./lib/env";
import { type ContentClient, createContentClient } from "./lib/sanity/client";
import type { DraftSession } from "./lib/sanity/draft-mode";
import { createImageBuilder, type ImageUrlBuilder } from "./lib/sanity/image";
import { routeTree } from "./routeTree.gen";

export interface RouterContext {
  /** Read-only content client; loaders read through lib/sanity/load-query. */
  content: ContentClient;
  /** Image URLs for the configured project (local lake or Sanity's CDN). */
  images: ImageUrlBuilder;
  /** The site's public origin: canonical, Open Graph and hreflang URLs are absolute. */
  siteUrl: string;
  /** Studio's preview frame, reading drafts (lib/sanity/draft-mode.ts); false everywhere else. */
  draftMode: boolean;
}

/**
 * One router per page load in the browser, and one per prerendered page at
 * build time (entry-server.tsx): the same routes, loaders and head tags, so the
 * HTML the build writes is what the client hydrates.
 */
export function createAppRouter(env: WebEnv, draft?: DraftSession) {
  const context: RouterContext = {
    // A draft session exists only in Studio's preview frame (lib/sanity/draft-mode.ts).
    content: createContentClient(env.sanity, draft),
    images: createImageBuilder(env.sanity),
    siteUrl: env.siteUrl,
    draftMode: draft !== undefined,
  };
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
