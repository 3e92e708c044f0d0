import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { readWebEnv } from "./lib/env";
import { prepareNotFoundHydration } from "./lib/hydration/not-found-address";
import { createAppRouter } from "./router";

/**
 * The browser's entry: every page arrives as prerendered HTML (entry-server.tsx)
 * carrying the router's data, and this hydrates it: no content request is made
 * for what the HTML already shows. Once the page is hydrated and idle, one small
 * query checks whether content changed since the build and, only if so, reloads
 * the page's content (lib/sanity/refresh-if-stale.ts, run by the root layout).
 */
function start() {
  prepareNotFoundHydration();
  let router: ReturnType<typeof createAppRouter>;
  try {
    router = createAppRouter(readWebEnv());
  } catch (error) {
    // A misconfigured build must say what is wrong instead of failing silently.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`The site is misconfigured: ${message}`);
    return;
  }
  // In a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page (Chakra's styles are
  // computed while hydrating): the page answers input sooner, and Lighthouse's
  // total blocking time counts far fewer long tasks.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
}

start();
