/**
 * "Is someone signed in?" for the header, without Firebase in a public page's
 * first load. A local hint (set on sign-in/sign-up, cleared on sign-out) answers
 * at once; when it says yes, Firebase Auth is loaded after first paint to confirm
 * it (and to clear it when the session is gone). From the moment Auth is loaded,
 * by this confirmation or by a member page, its own state keeps the hint true.
 */
import type { AuthClient } from "../firebase/auth";
import { once } from "../once";

export const SIGNED_IN_HINT_KEY = "tastemap:signed-in";

type Listener = () => void;

interface HintStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface SignedInStoreDeps {
  /** undefined where there is no storage (server, privacy modes that throw). */
  storage: () => HintStorage | undefined;
  loadAuth: () => Promise<AuthClient>;
  /** Runs `task` once the page has painted and the main thread is idle. */
  afterFirstPaint: (task: () => void) => void;
  /** Subscribes to hint changes made in other tabs. */
  watchOtherTabs?: (onChange: (signedIn: boolean) => void) => void;
  logError?: (...data: unknown[]) => void;
}

export function createSignedInStore(deps: SignedInStoreDeps) {
  let signedIn = false;
  let started = false;
  const listeners = new Set<Listener>();
  const logError = deps.logError ?? console.error;

  const update = (value: boolean) => {
    if (value === signedIn) return;
    signedIn = value;
    for (const listener of listeners) listener();
  };

  const readHint = (): boolean => {
    try {
      return deps.storage()?.getItem(SIGNED_IN_HINT_KEY) === "1";
    } catch {
      return false;
    }
  };

  const writeHint = (value: boolean) => {
    try {
      const storage = deps.storage();
      if (value) storage?.setItem(SIGNED_IN_HINT_KEY, "1");
      else storage?.removeItem(SIGNED_IN_HINT_KEY);
    } catch {
      // Storage full or blocked: the in-memory state below still updates the page.
    }
  };

  /** Records the session state (member flows call this on sign-in, sign-up and sign-out). */
  const setSignedIn = (value: boolean) => {
    writeHint(value);
    update(value);
  };

  /**
   * Firebase Auth, with its state followed from now on. Member pages load Auth
   * through this so the header always agrees with Firebase.
   */
  const loadFollowedAuth = once(() =>
    deps.loadAuth().then((client): AuthClient => {
      // The first call comes once persisted credentials have been read.
      client.sdk.onAuthStateChanged(client.auth, (user) => setSignedIn(user !== null));
      return client;
    }),
  );

  /** Reads the hint once (from an effect, never at module scope) and confirms it lazily. */
  const start = () => {
    if (started) return;
    started = true;
    deps.watchOtherTabs?.((value) => update(value));
    if (!readHint()) return;
    update(true);
    deps.afterFirstPaint(() => {
      loadFollowedAuth().catch((error: unknown) => {
        // Firebase could not be loaded: keep the hint rather than guess.
        logError("Could not confirm the sign-in state", error);
      });
    });
  };

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => signedIn,
    getServerSnapshot: () => false,
    start,
    setSignedIn,
    loadFollowedAuth,
  };
}
