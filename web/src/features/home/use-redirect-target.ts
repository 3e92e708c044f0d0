import { useCallback, useEffect, useState } from "react";
import { safeHref } from "../../lib/safe-url";
import { contentChecked } from "../../lib/sanity/refresh-if-stale";
import { redirectDismissed, rememberRedirectDismissed } from "./redirect-storage";
import type { RedirectContent } from "./types";

/**
 * Whether to show the London redirect dialog, and where it goes. Decided once
 * the page has checked its content is current (the dialog leaves the site, so
 * it must not act on what the build had), then after a frame, so the page
 * renders before the dialog's chunk is even requested. An unusable URL is logged and the dialog
 * never shows; so does a visitor who already chose "Stay here" this session.
 */
export function useRedirectTarget(content: RedirectContent | null | undefined) {
  const [target, setTarget] = useState<string>();
  const enabled = content?.enabled === true;
  const rawUrl = content?.targetUrl;

  useEffect(() => {
    // Content that changed (the page's check found a newer publish) may switch
    // the dialog off or break its URL: then it closes, whatever it showed.
    if (!enabled) {
      setTarget(undefined);
      return;
    }
    const url = safeHref(rawUrl);
    if (!url) {
      console.error(
        `Redirect dialog hidden: invalid redirect URL ${JSON.stringify(rawUrl ?? null)}`,
      );
      setTarget(undefined);
      return;
    }
    if (redirectDismissed()) return;
    let frame = 0;
    let cancelled = false;
    void contentChecked.then(() => {
      if (!cancelled) frame = window.requestAnimationFrame(() => setTarget(url));
    });
    return () => {
      cancelled = true;
      window.cancelAnimationFrame(frame);
    };
  }, [enabled, rawUrl]);

  const stay = useCallback(() => {
    rememberRedirectDismissed();
    setTarget(undefined);
  }, []);

  return { target, stay };
}
