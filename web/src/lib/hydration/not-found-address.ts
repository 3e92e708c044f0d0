/**
 * The host answers every unknown address with the same prerendered 404.html
 * (status 404), rendered at one address of its own. Hydrating it at another
 * address would make the router's first state differ from the HTML (at
 * `/lisbon` the city route matches; the HTML is the 404 page). So before
 * hydrating, the address bar is set to the address the file was rendered at,
 * and once hydrated the router goes to the visitor's address: a city published
 * after the build renders there, anything else shows the 404 page again.
 *
 * Every document names its address (entry-server.tsx), so the same holds for any
 * document the browser moves before hydrating: draft mode's, which Studio opens at
 * the enable address (the 404 page, on the dev server rendered right there) and
 * which goes to the page Presentation asked for.
 */

import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { whenIdle } from "../paint/when-idle";
import { allHydrated } from "./hydrate-when-needed";

/** The meta element entry-server.tsx puts into every document: the path it was rendered at. */
export const RENDERED_PATH_META = "tastemap:rendered-path";

let addressToRestore: string | undefined;
let handedOver = false;

/** Whether this document stood in for another address (the 404 page, draft mode's page). */
export const stoodIn = (): boolean => handedOver;
let markRestored: () => void = () => undefined;
/** Settles once the visitor's own address is shown (at once when there was nothing to restore). */
export const addressRestored: Promise<void> = new Promise((resolve) => {
  markRestored = resolve;
});

/** Call before creating the router. */
export function prepareNotFoundHydration(): void {
  const rendered = document
    .querySelector<HTMLMetaElement>(`meta[name="${RENDERED_PATH_META}"]`)
    ?.getAttribute("content");
  if (!rendered || rendered === window.location.pathname) return;
  const { pathname, search, hash } = window.location;
  addressToRestore = `${pathname}${search}${hash}`;
  handedOver = true;
  window.history.replaceState(window.history.state, "", rendered);
}

/** Once hydrated (an effect of the document shell), go to the visitor's own address. */
export function useRestoreAddress(): void {
  const router = useRouter();
  // Once the browser is idle: hydration (time-sliced, with lazy boundaries) must
  // be complete before the router moves, or React cannot match the HTML. The
  // address is taken when the task runs, so a cancelled run (React's StrictMode
  // re-running effects in development) leaves it for the next.
  useEffect(
    () =>
      whenIdle(() => {
        const href = addressToRestore;
        addressToRestore = undefined;
        if (!href) {
          markRestored();
          return;
        }
        // Parts hydrated when needed (hydrate-when-needed.tsx) hydrate first, against the
        // HTML they were rendered for.
        void allHydrated()
          .then(() => router.navigate({ href, replace: true }))
          .catch(() => undefined)
          .finally(markRestored);
      }),
    [router],
  );
}
