import { useCallback, useEffect, useState } from "react";
import { safeHref } from "../../lib/safe-url";
import { redirectDismissed, rememberRedirectDismissed } from "./redirect-storage";
import type { RedirectContent } from "./types";

/**
 * Whether to show the London redirect dialog, and where it goes. Decided after
 * the first paint (an effect, then a frame), so the page renders before the
 * dialog's chunk is even requested. An unusable URL is logged and the dialog
 * never shows; so does a visitor who already chose "Stay here" this session.
 */
export function useRedirectTarget(content: RedirectContent | null | undefined) {
  const [target, setTarget] = useState<string>();
  const enabled = content?.enabled === true;
  const rawUrl = content?.targetUrl;

  useEffect(() => {
    if (!enabled) return;
    const url = safeHref(rawUrl);
    if (!url) {
      console.error(
        `Redirect dialog hidden: invalid redirect URL ${JSON.stringify(rawUrl ?? null)}`,
      );
      return;
    }
    if (redirectDismissed()) return;
    const frame = window.requestAnimationFrame(() => setTarget(url));
    return () => window.cancelAnimationFrame(frame);
  }, [enabled, rawUrl]);

  const stay = useCallback(() => {
    rememberRedirectDismissed();
    setTarget(undefined);
  }, []);

  return { target, stay };
}
