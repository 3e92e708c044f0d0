/**
 * Loads a third-party script (form embeds, the storefront buy button) on the
 * page that needs it, never at start-up. Each address is inserted once: later
 * callers share the same promise. A failed load removes its tag and forgets the
 * promise, so a later visit (the network came back, a blocker was turned off)
 * tries again instead of being stuck with the first failure.
 */

export class ScriptLoadError extends Error {
  constructor(readonly src: string) {
    super(`Could not load script ${src}`);
    this.name = "ScriptLoadError";
  }
}

const loads = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  const existing = loads.get(src);
  if (existing) return existing;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.loadScript = "";
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener(
      "error",
      () => {
        script.remove();
        loads.delete(src);
        reject(new ScriptLoadError(src));
      },
      { once: true },
    );
    document.head.append(script);
  });
  loads.set(src, load);
  return load;
}
