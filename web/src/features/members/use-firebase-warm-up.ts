import { useCallback, useEffect, useRef } from "react";
import { readWebEnv } from "../../lib/env";
import { hasStoredAuthSession } from "../../lib/firebase/stored-session";
import { whenIdle } from "../../lib/paint/when-idle";

/**
 * When a member form downloads Firebase: right away when the signed-in hint says
 * a member may be signed in; once the page is idle when Auth has a session
 * stored in this browser without the hint (both: once Auth has read its session,
 * `onSignedIn` runs if a member really is, as the form has nothing to offer
 * them); otherwise only when the visitor starts the form (the returned `start`,
 * on focus, pointer-down or input), so a page nobody fills in never downloads
 * the SDK (~100 KB gzip), and one that is filled in has it before the submit.
 */
export function useFirebaseWarmUp(options: { signedInHint: boolean; onSignedIn(): void }) {
  const onSignedIn = useRef(options.onSignedIn);
  onSignedIn.current = options.onSignedIn;
  const { signedInHint } = options;
  const warmed = useRef(false);
  const mounted = useRef(true);

  const warm = useCallback(() => {
    if (warmed.current) return;
    warmed.current = true;
    import("./firebase-members")
      .then(async (members) => {
        await members.warmUp();
        if (!mounted.current) return;
        const signedIn = await members.isMemberSignedIn();
        // The visitor may have left the form while Auth read its session.
        if (signedIn && mounted.current) onSignedIn.current();
      })
      .catch((error: unknown) => console.error("Could not preload Firebase", error));
  }, []);

  useEffect(() => {
    mounted.current = true;
    if (signedInHint) warm();
    else {
      const cancelIdle = whenIdle(() => {
        void hasStoredAuthSession(readWebEnv().firebase.apiKey).then((stored) => {
          // `undefined`: this browser cannot tell without the SDK.
          if (stored !== false && mounted.current) warm();
        });
      }, 2000);
      return () => {
        mounted.current = false;
        cancelIdle();
      };
    }
    return () => {
      mounted.current = false;
    };
  }, [signedInHint, warm]);

  return { start: warm };
}
