import { describe, expect, it, vi } from "vitest";
import type { AuthClient } from "../firebase/auth";
import { createSignedInStore, SIGNED_IN_HINT_KEY } from "./signed-in-store";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

/** A fake Auth whose state the test drives with `emit`. */
function fakeAuth() {
  let observer: ((user: object | null) => void) | undefined;
  const client = {
    auth: {},
    sdk: {
      onAuthStateChanged: (_auth: unknown, next: (user: object | null) => void) => {
        observer = next;
        return () => {};
      },
    },
  } as unknown as AuthClient;
  return { client, emit: (user: object | null) => observer?.(user) };
}

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const auth = fakeAuth();
  const loadAuth = vi.fn(async () => auth.client);
  const tasks: Array<() => void> = [];
  const store = createSignedInStore({
    storage: () => storage,
    loadAuth,
    afterFirstPaint: (task) => tasks.push(task),
    logError: () => {},
  });
  const flush = async () => {
    for (const task of tasks.splice(0)) task();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { storage, auth, loadAuth, store, flush };
}

describe("signed-in store", () => {
  it("is signed out and loads nothing when there is no hint", async () => {
    const { store, loadAuth, flush } = setup();
    store.start();
    await flush();
    expect(store.getSnapshot()).toBe(false);
    expect(loadAuth).not.toHaveBeenCalled();
  });

  it("trusts the hint at once and loads Auth only after first paint", async () => {
    const { store, loadAuth, flush, auth } = setup({ [SIGNED_IN_HINT_KEY]: "1" });
    store.start();
    expect(store.getSnapshot()).toBe(true);
    expect(loadAuth).not.toHaveBeenCalled();
    await flush();
    expect(loadAuth).toHaveBeenCalledTimes(1);
    auth.emit({ uid: "u1" });
    expect(store.getSnapshot()).toBe(true);
  });

  it("clears a stale hint when Auth has no user", async () => {
    const { store, flush, auth, storage } = setup({ [SIGNED_IN_HINT_KEY]: "1" });
    const listener = vi.fn();
    store.subscribe(listener);
    store.start();
    await flush();
    auth.emit(null);
    expect(store.getSnapshot()).toBe(false);
    expect(storage.values.has(SIGNED_IN_HINT_KEY)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("records sign-in and sign-out and notifies every subscriber", () => {
    const { store, storage } = setup();
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    const unsubscribe = store.subscribe(second);
    store.setSignedIn(true);
    expect(storage.values.get(SIGNED_IN_HINT_KEY)).toBe("1");
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setSignedIn(false);
    expect(storage.values.has(SIGNED_IN_HINT_KEY)).toBe(false);
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("follows Auth once however often member pages ask for it", async () => {
    const { store, loadAuth, auth } = setup();
    const [a, b] = await Promise.all([store.loadFollowedAuth(), store.loadFollowedAuth()]);
    expect(a).toBe(b);
    expect(loadAuth).toHaveBeenCalledTimes(1);
    auth.emit({ uid: "u1" });
    expect(store.getSnapshot()).toBe(true);
  });

  it("retries loading Auth after a failure", async () => {
    const { store, loadAuth, auth } = setup();
    loadAuth.mockRejectedValueOnce(new Error("offline"));
    await expect(store.loadFollowedAuth()).rejects.toThrow("offline");
    expect(await store.loadFollowedAuth()).toBe(auth.client);
  });

  it("keeps working when storage throws", () => {
    const store = createSignedInStore({
      storage: () => {
        throw new Error("blocked");
      },
      loadAuth: async () => fakeAuth().client,
      afterFirstPaint: () => {},
    });
    store.start();
    store.setSignedIn(true);
    expect(store.getSnapshot()).toBe(true);
  });
});
