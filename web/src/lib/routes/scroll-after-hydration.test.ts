// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { scrollAfterHydration } from "./scroll-after-hydration";

describe("scrollAfterHydration", () => {
  it("leaves the loaded page's position alone, then lets each navigation scroll", () => {
    const scrolls = scrollAfterHydration();
    expect([scrolls(), scrolls(), scrolls()]).toEqual([false, true, true]);
  });

  it("starts afresh for each router (each page load)", () => {
    scrollAfterHydration()();
    expect(scrollAfterHydration()()).toBe(false);
  });
});
