import { useEffect } from "react";

/**
 * Member pages start downloading Firebase once they have painted and the main
 * thread is idle, so a submit rarely waits for the SDK.
 */
export function useFirebaseWarmUp() {
  useEffect(() => {
    let cancelled = false;
    const warm = () => {
      if (cancelled) return;
      import("./firebase-members")
        .then((members) => members.warmUp())
        .catch((error: unknown) => console.error("Could not preload Firebase", error));
    };
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(warm, { timeout: 2000 });
      return () => {
        cancelled = true;
        cancelIdleCallback(handle);
      };
    }
    const handle = setTimeout(warm, 300);
    return () => {
      cancelled = true;
      clearTimeout(handle);
    };
  }, []);
}
