/**
 * Which width Presentation opens the preview at, remembered per person (issue 41, ADR 0057):
 * the phone first, as most of the site's readers are on one; desktop once someone chooses it.
 * Kept in Studio's key-value store (`/users/me/keyvalue`), the per-user settings Studio keeps
 * on the API host for every person signed in: it follows them to any browser, and a colleague
 * at the same computer keeps their own. Presentation itself keeps the width only in the URL
 * (`?viewport=mobile`, absent for desktop).
 */
import { PRESENTATION_VIEWPORT_KEY as VIEWPORT_KEY } from "@tastemap/config/studio";
import { useCallback, useEffect, useState } from "react";
import { useKeyValueStore } from "sanity";
import type { PresentationViewport } from "sanity/presentation";

const DEFAULT_VIEWPORT: PresentationViewport = "mobile";

/** A stored value as a viewport: anything but an explicit "desktop" is the phone. */
function asViewport(value: unknown): PresentationViewport {
  return value === "desktop" ? "desktop" : DEFAULT_VIEWPORT;
}

/**
 * The person's viewport, `undefined` until the store has answered. A store that fails (the
 * API host down) answers the default: the preview must open either way.
 */
export function usePreferredViewport(): PresentationViewport | undefined {
  const store = useKeyValueStore();
  const [viewport, setViewport] = useState<PresentationViewport>();
  useEffect(() => {
    const subscription = store.getKey(VIEWPORT_KEY).subscribe({
      next: (value) => setViewport(asViewport(value)),
      error: () => setViewport(DEFAULT_VIEWPORT),
    });
    return () => subscription.unsubscribe();
  }, [store]);
  return viewport;
}

/** Stores a choice; a failed write only costs the memory of it, never the switch itself. */
export function useRememberViewport(): (viewport: PresentationViewport) => void {
  const store = useKeyValueStore();
  return useCallback(
    (viewport) => {
      store.setKey(VIEWPORT_KEY, viewport).catch(() => undefined);
    },
    [store],
  );
}
