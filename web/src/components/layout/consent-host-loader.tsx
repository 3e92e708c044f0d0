import { lazy, Suspense, useEffect, useState } from "react";
import { OPEN_SETTINGS_EVENT } from "../../lib/consent/consent-marks";
import { whenIdle } from "../../lib/paint/when-idle";
import { contentChecked } from "../../lib/sanity/refresh-if-stale";
import type { SiteSettings } from "../../lib/site/site-data";

/** The host (the choice's store, when to ask): a chunk of its own, off the path to interactive. */
const ConsentHost = lazy(() => import("./consent-host"));

/**
 * Loads the consent host once the page is hydrated, has checked its content and is idle again
 * (after the parts' prefetch starts, entry-client.tsx), so the banner costs nothing before the
 * network is idle (issue 28's budget), or at once when the footer's "Cookie settings" asks.
 * It holds the footer's requests (OPEN_SETTINGS_EVENT) and hands them on as a count, so a
 * press before the host's code arrived still opens the settings.
 */
export function ConsentHostLoader({ settings }: { settings: SiteSettings }) {
  const [load, setLoad] = useState(false);
  const [settingsRequests, setSettingsRequests] = useState(0);

  useEffect(() => {
    let cancel: (() => void) | undefined;
    let live = true;
    void contentChecked.then(() => {
      if (live) cancel = whenIdle(() => setLoad(true));
    });
    const open = () => {
      setLoad(true);
      setSettingsRequests((count) => count + 1);
    };
    window.addEventListener(OPEN_SETTINGS_EVENT, open);
    return () => {
      live = false;
      cancel?.();
      window.removeEventListener(OPEN_SETTINGS_EVENT, open);
    };
  }, []);

  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <ConsentHost settings={settings} settingsRequests={settingsRequests} />
    </Suspense>
  );
}
