import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  afterFirstPaintLoader,
  lazyImageHolder,
  withScriptsAfterFirstPaint,
} from "./after-first-paint";

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe("withScriptsAfterFirstPaint", () => {
  it("moves the module preloads and the entry script into the inline loader", () => {
    const html = page(
      '<link rel="modulepreload" href="/assets/a.js" fetchPriority="low"/><link rel="icon" href="/favicon.svg"/>' +
        '<link rel="modulepreload" href="/assets/b.js" fetchPriority="low"/>',
      '<main>text</main><script>window.$_TSR={}</script><script type="module" src="/assets/entry.js"></script><script>document.currentScript.remove()</script>',
    );
    const out = withScriptsAfterFirstPaint(html);
    expect(out).not.toContain('modulepreload" href');
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(out).toContain(
      `<main>text</main><script>window.$_TSR={}</script><script>${afterFirstPaintLoader("/assets/entry.js", ["/assets/a.js", "/assets/b.js"])}</script><script>document.currentScript.remove()</script>`,
    );
  });

  it("refuses a page without a module entry (nothing would hydrate it)", () => {
    expect(() => withScriptsAfterFirstPaint(page("", "<main></main>"))).toThrow(/entry script/);
  });
});

/**
 * The loader run against a stand-in document whose frames and image we step by hand.
 * `timing` gives it the browser's paint timing (PerformanceObserver) for those entry types.
 */
function runLoader(options: {
  image?: "loading" | "complete";
  hidden?: boolean;
  timing?: Array<"paint" | "largest-contentful-paint">;
  /** The observer lists the types but throws on `observe({ type })` (older engines). */
  refuses?: boolean;
}) {
  const appended: Array<Record<string, string>> = [];
  let removed = false;
  const frames = [
    new Map([
      ["data-src", "https://embed.example/a"],
      ["data-sandbox", "allow-scripts"],
    ]),
  ];
  const frameCallbacks: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const delayed: Array<{ ms: number; callback: () => void }> = [];
  let decoded: (() => void) | undefined;
  const image = options.image && {
    complete: options.image === "complete",
    decode: () =>
      new Promise<void>((resolve) => {
        decoded = resolve;
      }),
  };
  const observers: Array<{ type: string; report: (entries: object[]) => void; off: boolean }> = [];
  class PerformanceObserver {
    static supportedEntryTypes = options.timing ?? [];
    readonly #callback: (list: { getEntries: () => object[] }) => void;
    #observed?: (typeof observers)[number];
    constructor(callback: (list: { getEntries: () => object[] }) => void) {
      this.#callback = callback;
    }
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      if (options.refuses) throw new TypeError("type is not supported");
      expect(buffered).toBe(true);
      this.#observed = {
        type,
        report: (entries) => this.#callback({ getEntries: () => entries }),
        off: false,
      };
      observers.push(this.#observed);
    }
    disconnect() {
      if (this.#observed) this.#observed.off = true;
    }
  }
  const document = {
    visibilityState: options.hidden ? "hidden" : "visible",
    currentScript: {
      remove: () => {
        removed = true;
      },
    },
    head: {
      appendChild: (element: Record<string, string>) => appended.push({ in: "head", ...element }),
    },
    body: {
      appendChild: (element: Record<string, string>) => appended.push({ in: "body", ...element }),
    },
    createElement: (tag: string) => ({ tag }),
    // The lazy images' holder listens for this (lazyImageHolder): in order with the rest.
    dispatchEvent: (event: { type: string }) =>
      appended.push({ in: "document", event: event.type }),
    querySelector: () => image ?? null,
    querySelectorAll: () =>
      frames.map((frame) => ({
        getAttribute: (name: string) => frame.get(name) ?? null,
        setAttribute: (name: string, value: string) => frame.set(name, value),
      })),
  };
  runInNewContext(afterFirstPaintLoader("/assets/entry.js", ["/assets/route.js"]), {
    document,
    Event: class {
      constructor(readonly type: string) {}
    },
    ...(options.timing ? { PerformanceObserver } : {}),
    requestAnimationFrame: (callback: () => void) => frameCallbacks.push(callback),
    setTimeout: (callback: () => void, ms = 0) =>
      ms > 0 ? delayed.push({ ms, callback }) : timers.push(callback),
  });
  /** The next frame is rendered, and the tasks waiting for it run. */
  const paint = () => {
    for (const callback of frameCallbacks.splice(0)) callback();
    runTasks();
  };
  const runTasks = () => {
    while (timers.length) timers.shift()?.();
  };
  const decode = async () => {
    decoded?.();
    await Promise.resolve();
  };
  /** `ms` pass: the timers due by then fire. */
  const wait = (ms: number) => {
    for (const timer of delayed.filter((timer) => timer.ms <= ms)) {
      delayed.splice(delayed.indexOf(timer), 1);
      timer.callback();
    }
    runTasks();
  };
  /** The browser reports paint-timing entries of this type to whoever still observes it. */
  const report = (type: string, entry: object) => {
    for (const observer of observers.filter((observer) => observer.type === type && !observer.off))
      observer.report([entry]);
    runTasks();
  };
  return { appended, frames, image, paint, decode, wait, report, removed: () => removed };
}

const STARTED = 3; // the painted event, the route's preload, the entry

describe("afterFirstPaintLoader", () => {
  it("starts nothing before the first frame is painted, then frames, preloads and entry", () => {
    const loader = runLoader({});
    expect(loader.appended).toEqual([]);
    expect(loader.frames[0]?.get("src")).toBeUndefined();
    expect(loader.frames[0]?.get("sandbox")).toBeUndefined();
    loader.paint();
    expect(loader.frames[0]?.get("src")).toBe("https://embed.example/a");
    expect(loader.frames[0]?.get("sandbox")).toBe("allow-scripts");
    // Set before the address: a Map keeps the order its keys were set in.
    expect([...(loader.frames[0]?.keys() ?? [])].slice(-2)).toEqual(["sandbox", "src"]);
    expect(loader.appended).toEqual([
      // The lazy images get their addresses back before any script could hydrate them.
      { in: "document", event: "tastemap:painted" },
      { in: "head", tag: "link", rel: "modulepreload", href: "/assets/route.js" },
      // Where the router's own tag was, as React hydrates it: at the end of <body>.
      { in: "body", tag: "script", type: "module", src: "/assets/entry.js" },
    ]);
    // Its text would be a node React does not expect inside that tag (error #418).
    expect(loader.removed()).toBe(true);
  });

  it("with paint timing, waits for the browser's report of the first contentful paint, not a frame", () => {
    const loader = runLoader({ timing: ["paint"] });
    loader.paint();
    loader.paint();
    expect(loader.appended).toEqual([]);
    loader.report("paint", { name: "first-paint" });
    expect(loader.appended).toEqual([]);
    loader.report("paint", { name: "first-contentful-paint" });
    expect(loader.appended).toHaveLength(STARTED);
  });

  it("with largest-paint timing, waits for the priority image to be reported as painted", async () => {
    const loader = runLoader({ image: "loading", timing: ["paint", "largest-contentful-paint"] });
    loader.report("paint", { name: "first-contentful-paint" });
    await loader.decode();
    loader.paint();
    expect(loader.appended).toEqual([]);
    loader.report("largest-contentful-paint", { element: {} });
    expect(loader.appended).toEqual([]);
    loader.report("largest-contentful-paint", { element: loader.image });
    expect(loader.appended).toHaveLength(STARTED);
  });

  it("gives a priority image that is never the largest paint 100 ms after its frame", async () => {
    const loader = runLoader({ image: "loading", timing: ["paint", "largest-contentful-paint"] });
    loader.report("paint", { name: "first-contentful-paint" });
    await loader.decode();
    loader.wait(100);
    expect(loader.appended).toEqual([]);
    loader.paint();
    loader.wait(99);
    expect(loader.appended).toEqual([]);
    loader.wait(100);
    expect(loader.appended).toHaveLength(STARTED);
  });

  it("without paint timing, waits for the priority image to be decoded and a frame", async () => {
    const loader = runLoader({ image: "loading" });
    loader.paint();
    expect(loader.appended).toEqual([]);
    await loader.decode();
    expect(loader.appended).toEqual([]);
    loader.paint();
    expect(loader.appended).toHaveLength(STARTED);
  });

  it("stops waiting for a priority image that is still loading after a while", async () => {
    const loader = runLoader({ image: "loading", timing: ["paint", "largest-contentful-paint"] });
    loader.report("paint", { name: "first-contentful-paint" });
    loader.wait(2999);
    expect(loader.appended).toEqual([]);
    loader.wait(3000);
    expect(loader.appended).toHaveLength(STARTED);
    // The image painted later does not count twice.
    await loader.decode();
    loader.paint();
    loader.report("largest-contentful-paint", { element: loader.image });
    loader.wait(3000);
    expect(loader.appended).toHaveLength(STARTED);
  });

  it("stops waiting for a first paint the browser never reports", () => {
    const loader = runLoader({ timing: ["paint"] });
    loader.wait(2999);
    expect(loader.appended).toEqual([]);
    loader.wait(3000);
    expect(loader.appended).toHaveLength(STARTED);
  });

  it("waits for an image already loaded to be painted: loaded is not on screen", async () => {
    const loaded = runLoader({ image: "complete" });
    loaded.paint();
    expect(loaded.appended).toEqual([]);
    await loaded.decode();
    loaded.paint();
    expect(loaded.appended).toHaveLength(STARTED);
  });

  it("falls back to the frames when the observer refuses the entry type", async () => {
    const loader = runLoader({ image: "loading", timing: ["paint"], refuses: true });
    loader.paint();
    expect(loader.appended).toEqual([]);
    await loader.decode();
    loader.paint();
    expect(loader.appended).toHaveLength(STARTED);
  });

  it("does not wait for paints in a hidden tab", () => {
    expect(runLoader({ hidden: true, image: "loading", timing: ["paint"] }).appended).toHaveLength(
      STARTED,
    );
  });
});

describe("the lazy images' holder in the page", () => {
  it("comes right after the charset, before anything the parser could lay out", () => {
    const out = withScriptsAfterFirstPaint(
      page(
        "<title>t</title>",
        '<img loading="lazy" src="/a.webp" alt=""/><script type="module" src="/assets/entry.js"></script>',
      ),
    );
    expect(out).toContain(
      `<head><meta charSet="utf-8"/><script>${lazyImageHolder()}</script><title>t</title>`,
    );
  });
});
