// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { scrollAfterHydration } from "./scroll-after-hydration";

const at = (key: string, href = "/") => ({ location: { href, state: { __TSR_key: key } } });

describe("scrollAfterHydration", () => {
  it("leaves the loaded page's position alone, then scrolls for each navigation", () => {
    const scrolls = scrollAfterHydration();
    expect(scrolls(at("a"))).toBe(false);
    expect(scrolls(at("b", "/terms"))).toBe(true);
    expect(scrolls(at("a"))).toBe(true);
  });

  it("does not scroll a render of the same history entry again (content refetched)", () => {
    const scrolls = scrollAfterHydration();
    expect(scrolls(at("a"))).toBe(false);
    expect(scrolls(at("a"))).toBe(false);
    expect(scrolls(at("b", "/terms"))).toBe(true);
    expect(scrolls(at("b", "/terms"))).toBe(false);
  });

  it("starts afresh for each router (each page load)", () => {
    scrollAfterHydration()(at("a"));
    expect(scrollAfterHydration()(at("b"))).toBe(false);
  });
});
