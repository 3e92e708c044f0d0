import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { readWebEnv } from "./lib/env";
import { PREFETCH_MARK } from "./lib/hydration/first-touch";
import { addressRestored, prepareNotFoundHydration } from "./lib/hydration/not-found-address";
import { whenIdle } from "./lib/paint/when-idle";
import { type DraftSession, isDraftModeRequest, readDraftSession } from "./lib/sanity/draft-mode";
import { contentChecked } from "./lib/sanity/refresh-if-stale";
import { createAppRouter } from "./router";
import { type SystemStep, siteSystemSteps } from "./theme";

/**
 * The browser's entry: every page arrives as prerendered HTML (entry-server.tsx)
 * carrying the router's data, and this hydrates it: no content request is made
 * for what the HTML already shows. Once the page is hydrated and idle, one small
 * query checks whether content changed since the build and, only if so, reloads
 * the page's content (lib/sanity/refresh-if-stale.ts, run by the root layout).
 */
function start() {
  // Studio's Presentation opening draft mode: trade its secret, then boot at the page it
  // asked for (this document is the 404 page: its hand-over goes there, with drafts).
  if (isDraftModeRequest(window.location)) {
    import("./lib/sanity/enable-draft-mode")
      .then(({ enableDraftMode }) => enableDraftMode(readWebEnv().sanity, window.location.href))
      .then(
        ({ session, target }) => {
          window.history.replaceState(window.history.state, "", target);
          boot(session);
        },
        (error: unknown) => {
          console.error(`Draft mode was not enabled: ${(error as Error).message}`);
          window.history.replaceState(window.history.state, "", window.location.pathname);
          boot(undefined);
        },
      );
    return;
  }
  boot(readDraftSession());
}

function boot(draft: DraftSession | undefined) {
  prepareNotFoundHydration();
  let router: ReturnType<typeof createAppRouter>;
  try {
    router = createAppRouter(readWebEnv(), draft);
  } catch (error) {
    // A misconfigured build must say what is wrong instead of failing silently.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`The site is misconfigured: ${message}`);
    return;
  }
  hydrate(router);
  // Open pages follow published changes (and, in Studio's preview, drafts) as they happen:
  // after the page's content check, so the live chunk is never on the path to interactive.
  // In Studio's preview, as soon as the preview shows drafts: an editor types at once, and
  // the content check (a query Studio answers) can take seconds on a busy machine.
  void (draft ? addressRestored : contentChecked).then(() => {
    import("./lib/sanity/live-content")
      .then(({ startLiveContent }) => startLiveContent(router))
      .catch((error: unknown) => console.warn("Live content is off for this page.", error));
    // Then, idle again, the code of the parts the visitor has not needed yet: a tap on one
    // is answered from memory (ADR 0046).
    whenIdle(() => {
      performance.mark(PREFETCH_MARK);
      import("./lib/hydration/prefetch-parts")
        .then(({ prefetchWaitingParts }) => prefetchWaitingParts(router))
        .catch(() => undefined);
    });
  });
  if (draft) {
    // Fetched at once, beside hydration: on the dev server visual editing is ~100 module
    // requests, and the overlays wait for the last (issue 37).
    const visualEditing = import("./lib/sanity/visual-editing");
    // Started only once the router shows the page Presentation asked for: draft mode boots
    // in the 404 document, hydrated at the address it was rendered at, and visual editing's
    // first act is to tell Presentation where the frame is. Started earlier, it reported the
    // 404 page's own address and Presentation sent the frame there. No further wait for idle:
    // the address is restored from an idle callback already, and until visual editing
    // connects Presentation lays a shield over the frame that swallows the editor's clicks.
    void addressRestored.then(() => {
      // The HTML shows published content: the preview shows drafts, with overlays.
      void router.invalidate();
      visualEditing
        .then(({ startVisualEditing }) => startVisualEditing(router))
        .catch((error: unknown) => console.error("Visual editing failed to start.", error));
    });
  }
}

function hydrate(router: ReturnType<typeof createAppRouter>) {
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

// Tasks, not one: evaluating the entry chunk, building Chakra's system in its steps (most of
// what evaluating the entry took while theme.ts built it on load; docs/benchmarks.md, issues
// 28 and 37), then creating the router and starting hydration (which then yields). Lighthouse
// counts a task of 10 ms or more at its length times the CPU slowdown, and a shorter one not.
function inTasks(steps: SystemStep[], then: () => void) {
  const [step, ...rest] = steps;
  setTimeout(() => {
    if (!step) return then();
    inTasks([...(step() ?? []), ...rest], then);
  }, 0);
}
inTasks(siteSystemSteps(), start);
