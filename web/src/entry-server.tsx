/**
 * The build's server entry (`vite build --ssr`): renders one address of the
 * site to a complete HTML document with TanStack Router's own SSR functions.
 * web/build/build.ts calls it for every public page at build time, and the
 * dev server (web/build/dev-server-rendering.ts) for every page request, so development serves
 * what production serves.
 */

import { createRequestHandler, RouterServer } from "@tanstack/react-router/ssr/server";
import type { Manifest } from "@tanstack/router-core";
import { renderSsrHtmlResponse } from "@tanstack/router-core/ssr/server";
import { prerender } from "react-dom/static";
import { SCRIPT_NEEDED_CSS } from "./components/script-needed-css";
import { readWebEnv } from "./lib/env";
import { errorQueueScript } from "./lib/errors/error-queue-script";
import { FIRST_TOUCH_SCRIPT, HELD_CSS } from "./lib/hydration/first-touch-script";
import { RENDERED_PATH_META } from "./lib/hydration/not-found-address";
import { withEmotionStylesInHead } from "./lib/paint/emotion-styles-in-head";
import { dehydrateBuiltContent } from "./lib/sanity/dehydrate-built-content";
import { readContentSnapshot } from "./lib/sanity/read-content-snapshot";
import { createAppRouter } from "./router";
import { siteSystem } from "./theme";
import { GLOBAL_CSS } from "./theme-global-css";
import { RESET_CSS } from "./theme-reset";

interface RenderedPage {
  /** 200, 404 (unknown address or missing document), 500 (content could not be read). */
  status: number;
  /** Set for a redirect route (e.g. /qr): where it goes. */
  location?: string;
  html: string;
}

/**
 * React outlines a large Suspense boundary into a hidden segment that an inline
 * script moves into place, so a streamed shell can flush early. A prerendered
 * file is sent whole: every boundary stays inline, readable without scripts.
 */
const PRERENDER_OPTIONS = { progressiveChunkSize: Number.POSITIVE_INFINITY };

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return await new Response(stream).text();
}

/**
 * `manifest` names the entry script and the chunks each route needs, so the
 * HTML can start all their downloads together (<link rel="modulepreload">; the build
 * starts them after the first paint, web/build/after-first-paint.ts) and the
 * client gets the same list through the hydration data.
 */
export async function render(url: string, manifest: Manifest): Promise<RenderedPage> {
  const env = readWebEnv();
  const request = new Request(new URL(url, env.siteUrl));
  // Read before the page's own queries: a write after it is one the page will hear of.
  const snapshot = await readContentSnapshot(env.sanity);
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter(env, undefined, (matches) => dehydrateBuiltContent(matches, snapshot)),
    getRouterManifest: async () => manifest,
  });
  const response = await handler(({ router, responseHeaders }) =>
    renderSsrHtmlResponse({
      router,
      responseHeaders,
      // `prerender` waits for every Suspense boundary (the lazily loaded footer,
      // the home page's lower sections), so the file holds the whole page.
      // The router writes the doctype itself; React's own would make it two.
      render: async () =>
        (
          await readAll(
            (
              await prerender(<RouterServer router={router} />, PRERENDER_OPTIONS)
            ).prelude,
          )
        ).replace(/^<!DOCTYPE html>/i, ""),
    }),
  );
  const location = response.headers.get("location") ?? undefined;
  return {
    status: response.status,
    ...(location ? { location } : {}),
    // Emotion's styles last in <head>: after the held controls' look, as they were after it
    // in <body>.
    html: withEmotionStylesInHead(
      withFirstTouchHolder(
        withErrorQueue(withGlobalCss(withRenderedPath(await response.text(), request))),
      ),
    ),
  };
}

/**
 * Every document says which address it was rendered at, so the browser can hydrate it
 * there even when it is shown at another: the build's 404.html (rendered once, served at
 * every unknown address) and, on the dev server too, draft mode's page, which Studio opens
 * at the enable address and the browser moves to the page Presentation asked for before
 * hydrating (lib/hydration/not-found-address.ts).
 */
function withRenderedPath(html: string, request: Request): string {
  // A URL's pathname is percent-encoded: nothing in it needs escaping in an attribute.
  const { pathname } = new URL(request.url);
  return html.replace(
    /<head>/i,
    `<head><meta name="${RENDERED_PATH_META}" content="${pathname}"/>`,
  );
}

/**
 * Every document holds the visitor's first touches from its first byte until the control
 * they were aimed at can answer (lib/hydration/first-touch-script.ts): its script is the last thing
 * in <head>, so it runs before the parser has added any control to the page, and removes
 * itself (React hydrates the head as rendered). The build's Content-Security-Policy hashes it
 * with the page's other inline scripts. Beside it, the held controls' look and what a browser
 * without scripts shows of a form (components/script-needed-css.ts).
 */
function withFirstTouchHolder(html: string): string {
  return html.replace(
    /<\/head>/i,
    () =>
      `<style>${HELD_CSS}${SCRIPT_NEEDED_CSS}</style><script>${FIRST_TOUCH_SCRIPT}</script></head>`,
  );
}

/**
 * Every document catches its errors from its first byte (lib/errors/error-queue-script.ts): the
 * first script in <head>, after the rendered path's meta, so an error in any later script is
 * queued, and the sender loads only once there is one (docs/decisions/0059-error-reports.md).
 * Hashed into the Content-Security-Policy with the page's other inline scripts; it removes itself.
 */
function withErrorQueue(html: string): string {
  const script = `<script>${errorQueueScript(import.meta.env.DEV)}</script>`;
  return html.replace(/<head>(<meta [^>]*\/>)?/i, (head) => `${head}${script}`);
}

/**
 * Every document carries the CSS reset (theme-reset.css) and Chakra's global styles (the base
 * layer and the token variables, theme-global-css.ts) in its <head>, after the rendered
 * path's meta, ahead of the styles Emotion writes: the prerendered pages, the 404 page, the
 * dev server's pages (Studio's preview) and so every page the browser renders after them on
 * a client-side navigation. Outside React's tree (hydration passes over it, as over the meta),
 * and led by Chakra's layer order, so the reset layer is declared first, as it was when
 * Chakra inserted the reset itself.
 */
function withGlobalCss(html: string): string {
  return html.replace(
    /<head>(<meta [^>]*\/>)?/i,
    (head) => `${head}<style>${siteSystem().layers.atRule}${RESET_CSS}${GLOBAL_CSS}</style>`,
  );
}
