import { useEffect, useRef } from "react";

/**
 * Member forms start downloading Firebase once they have painted and the main
 * thread is idle, so a submit rarely waits for the SDK. Right away instead when
 * the signed-in hint says a member may already be signed in: then, once Auth
 * has read its session, `onSignedIn` runs if a member really is (the form has
 * nothing to offer them).
 */
export function useFirebaseWarmUp(options: { signedInHint: boolean; onSignedIn(): void }) {
  const onSignedIn = useRef(options.onSignedIn);
  onSignedIn.current = options.onSignedIn;
  const { signedInHint } = options;

  useEffect(() => {
    let cancelled = false;
    const warm = () => {
      if (cancelled) return;
      import("./firebase-members")
        .then(async (members) => {
          await members.warmUp();
          if (cancelled) return;
          const signedIn = await members.isMemberSignedIn();
          // The visitor may have left the form while Auth read its session.
          if (signedIn && !cancelled) onSignedIn.current();
        })
        .catch((error: unknown) => console.error("Could not preload Firebase", error));
    };
    if (signedInHint) {
      warm();
      return () => {
        cancelled = true;
      };
    }
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
  }, [signedInHint]);
}
