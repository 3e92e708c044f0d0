// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { scrollAfterHydration } from "./scroll-after-hydration";

const at = (href: string) => ({ location: { href } });

describe("scrollAfterHydration", () => {
  it("leaves the loaded page's position alone, then scrolls for each navigation", () => {
    const scrolls = scrollAfterHydration();
    expect(scrolls(at("/"))).toBe(false);
    expect(scrolls(at("/terms"))).toBe(true);
    expect(scrolls(at("/"))).toBe(true);
  });

  it("does not scroll a render of the same address again (content refetched)", () => {
    const scrolls = scrollAfterHydration();
    expect(scrolls(at("/"))).toBe(false);
    expect(scrolls(at("/"))).toBe(false);
    expect(scrolls(at("/terms"))).toBe(true);
    expect(scrolls(at("/terms"))).toBe(false);
  });

  it("starts afresh for each router (each page load)", () => {
    scrollAfterHydration()(at("/"));
    expect(scrollAfterHydration()(at("/terms"))).toBe(false);
  });
});
