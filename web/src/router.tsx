import { createRouter } from "@tanstack/react-router";
import { PagePending } from "./components/page-pending";
import { RouteError } from "./components/route-error";
import type { WebEnv } from "./lib/env";
import { scrollAfterHydration } from "./lib/routes/scroll-after-hydration";
import { type BuiltContent, hydrateBuiltContent } from "./lib/sanity/built-content";
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
 * HTML the build writes is what the client hydrates. The server's router writes what the
 * page was rendered from (`dehydrate`: where the content stood and each match's sync tags)
 * into the hydration data, and the browser's keeps it (built-content.ts).
 */
export function createAppRouter(
  env: WebEnv,
  draft?: DraftSession,
  dehydrate?: (matches: ReadonlyArray<{ id: string; loaderData?: unknown }>) => BuiltContent,
) {
  const context: RouterContext = {
    // A draft session exists only in Studio's preview frame (lib/sanity/draft-mode.ts).
    content: createContentClient(env.sanity, draft),
    images: createImageBuilder(env.sanity),
    siteUrl: env.siteUrl,
    draftMode: draft !== undefined,
  };
  const router = createRouter({
    routeTree,
    context,
    // Each side only its own half: the server writes what the browser keeps. A router without
    // `dehydrate` (a test's, say) still writes what the browser reads.
    dehydrate: import.meta.env.SSR
      ? (): BuiltContent => dehydrate?.(router.state.matches) ?? { tags: {} }
      : undefined,
    hydrate: import.meta.env.SSR ? undefined : (data) => hydrateBuiltContent(data as BuiltContent),
    // Hovering or focusing a link loads the next page's content before the click.
    defaultPreload: "intent",
    // Back/forward within this window re-uses loaded content without a request.
    defaultStaleTime: 30_000,
    defaultPreloadStaleTime: 30_000,
    defaultPendingMs: 300,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: RouteError,
    // Client-side navigations only: the page the browser loaded stays where the visitor is.
    scrollRestoration: scrollAfterHydration(),
  });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
