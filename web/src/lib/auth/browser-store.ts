import { afterNextPaint } from "../paint/after-next-paint";
import { createSignedInStore, SIGNED_IN_HINT_KEY } from "./signed-in-store";

function afterFirstPaint(task: () => void) {
  afterNextPaint(() => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 200);
  });
}

/** The page's one store: every component calling useSignedIn() sees the same state. */
export const signedInStore = createSignedInStore({
  storage: () => (typeof window === "undefined" ? undefined : window.localStorage),
  // The wrapper module too is fetched only when needed.
  loadAuth: () => import("../firebase/auth").then((module) => module.loadAuth()),
  afterFirstPaint,
  watchOtherTabs: (onChange) => {
    window.addEventListener("storage", (event) => {
      if (event.key === SIGNED_IN_HINT_KEY || event.key === null) {
        onChange(event.newValue === "1");
      }
    });
  },
});

/** Firebase Auth for member pages, with the header kept in step with its state. */
export const loadMemberAuth = () => signedInStore.loadFollowedAuth();

/** Member flows record sign-in/sign-up (true) and sign-out (false) here. */
export const setSignedInHint = (value: boolean) => signedInStore.setSignedIn(value);
