import { useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { THIRD_PARTY_ATTRIBUTE } from "../../lib/consent/consent-marks";
import { useHasChoice } from "../../lib/consent/consent-store";
import type { SiteSettings } from "../../lib/site/site-data";
import type { ConsentView } from "../consent/consent-dialogs";

/** The banner and the settings: a chunk of their own, fetched only when one opens. */
const ConsentDialogs = lazy(() => import("../consent/consent-dialogs"));

/**
 * Where the consent banner and settings open (ADR 0054). Rendered by the footer, a part that
 * hydrates at the visitor's first interaction (ADR 0037): nothing of it is on any page's path
 * to interactive, and it renders nothing until hydrated, so it is never in the prerendered
 * HTML: the banner overlays the page (fixed, nothing moves: CLS 0) and is not in the
 * prerendered HTML, so no tap can reach it before its code has run. It opens on a page that
 * holds a third party's part (a placeholder, the shop's products: THIRD_PARTY_ATTRIBUTE) while
 * the visitor has no current choice; a page that loads nothing of another site asks nothing.
 * Browsing or scrolling records nothing. The footer's "Cookie settings" opens the settings on
 * every page (each press counted in `settingsRequests` by the footer).
 */
export function ConsentHost({
  settings,
  settingsRequests,
}: {
  settings: SiteSettings;
  settingsRequests: number;
}) {
  const [view, setView] = useState<ConsentView | undefined>();
  const hasChoice = useHasChoice();
  // The page shown: a client-side navigation may bring a third party's part.
  const path = useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).pathname,
  });

  useEffect(() => {
    if (hasChoice === true) {
      // Chosen elsewhere (a placeholder's button, another tab): the banner has nothing to ask.
      setView((current) => (current === "banner" ? undefined : current));
      return;
    }
    // Looked for again on every page shown (`path`): its parts are in the DOM by then.
    if (hasChoice === undefined || !path) return;
    if (document.querySelector(`[${THIRD_PARTY_ATTRIBUTE}]`)) {
      setView((current) => current ?? "banner");
    }
  }, [hasChoice, path]);

  useEffect(() => {
    if (settingsRequests > 0) setView("settings");
  }, [settingsRequests]);

  if (!view || !settings.consent) return null;
  // Into <body>, not the footer it is rendered from: the banner is not the footer's content.
  return createPortal(
    <Suspense fallback={null}>
      <ConsentDialogs
        copy={settings.consent}
        view={view}
        onView={setView}
        onDone={() => setView(undefined)}
      />
    </Suspense>,
    document.body,
  );
}
