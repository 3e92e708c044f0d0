// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaintLoader, lazyImageHolder } from "./after-first-paint";

/** Runs the holder as the page's <head> script would, then lets its observer see `body`. */
async function pageWithHolder(body: string) {
  const script = document.createElement("script");
  document.head.append(script);
  Object.defineProperty(document, "currentScript", { value: script, configurable: true });
  new Function(lazyImageHolder())();
  expect(script.isConnected).toBe(false);
  document.body.innerHTML = body;
  await Promise.resolve();
}

const image = (selector: string) => document.querySelector(selector) as HTMLImageElement;
const attributes = (element: Element) =>
  Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
const painted = () => document.dispatchEvent(new Event(paintedEvent()));

/** The event the loader sends, read from the loader itself so the two cannot drift apart. */
function paintedEvent(): string {
  const name = /new Event\("([^"]+)"\)/.exec(afterFirstPaintLoader("/entry.js", []))?.[1];
  if (!name) throw new Error("the loader sends no event");
  return name;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("lazyImageHolder", () => {
  it("takes src and srcset off a lazy image until the paint, then gives them back", async () => {
    await pageWithHolder(
      '<main><img id="card" loading="lazy" src="/a.webp?w=400" srcset="/a.webp?w=400 400w, /a.webp?w=800 800w" sizes="50vw" alt=""></main>',
    );
    expect(attributes(image("#card"))).toEqual({
      id: "card",
      loading: "lazy",
      "data-held-src": "/a.webp?w=400",
      "data-held-srcset": "/a.webp?w=400 400w, /a.webp?w=800 800w",
      sizes: "50vw",
      alt: "",
    });
    painted();
    expect(attributes(image("#card"))).toEqual({
      id: "card",
      loading: "lazy",
      src: "/a.webp?w=400",
      srcset: "/a.webp?w=400 400w, /a.webp?w=800 800w",
      sizes: "50vw",
      alt: "",
    });
  });

  it("holds images the parser adds to elements it added in an earlier task", async () => {
    await pageWithHolder("<main><section></section></main>");
    // As the parser goes on in its next task: the image goes into an element already there.
    image("section").insertAdjacentHTML(
      "beforeend",
      '<div><img id="card" loading="lazy" src="/c.webp" srcset="/c.webp 400w" alt=""></div>',
    );
    await Promise.resolve();
    expect(image("#card").hasAttribute("src")).toBe(false);
    expect(image("#card").hasAttribute("srcset")).toBe(false);
    expect(image("#card").getAttribute("data-held-src")).toBe("/c.webp");
  });

  it("leaves the priority image and other eager images alone", async () => {
    await pageWithHolder(
      '<img id="hero" fetchpriority="high" src="/hero.avif" alt=""><img id="logo" src="/logo.svg" alt="">',
    );
    expect(image("#hero").getAttribute("src")).toBe("/hero.avif");
    expect(image("#logo").getAttribute("src")).toBe("/logo.svg");
  });

  it("holds nothing added after the paint (the client's own renders)", async () => {
    await pageWithHolder("<main></main>");
    painted();
    image("main").insertAdjacentHTML(
      "beforeend",
      '<img id="late" loading="lazy" src="/b.webp" alt="">',
    );
    await Promise.resolve();
    expect(image("#late").getAttribute("src")).toBe("/b.webp");
    expect(image("#late").hasAttribute("data-held-src")).toBe(false);
  });

  it("gives the images back by itself 5 s on, should the loader never say the paint is done", async () => {
    vi.useFakeTimers();
    await pageWithHolder('<img id="card" loading="lazy" src="/a.webp" alt="">');
    expect(image("#card").hasAttribute("src")).toBe(false);
    vi.advanceTimersByTime(4999);
    expect(image("#card").hasAttribute("src")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(image("#card").getAttribute("src")).toBe("/a.webp");
    // And holds nothing after that.
    image("#card").insertAdjacentHTML(
      "afterend",
      '<img id="late" loading="lazy" src="/b.webp" alt="">',
    );
    await Promise.resolve();
    expect(image("#late").getAttribute("src")).toBe("/b.webp");
  });
});
