import { describe, expect, it } from "vitest";
import { isPagePending } from "./page-pending";

describe("isPagePending", () => {
  it("is pending while a rendered match loads (a browser-only page arriving as the shell)", () => {
    expect(isPagePending([{ status: "success" }, { status: "pending" }])).toBe(true);
    expect(isPagePending([{ status: "success" }, { status: "success" }])).toBe(false);
  });

  it("ignores the matches below a 404 or an error view: they never render", () => {
    // The dev server's /nope as the router hydrates it: the root shows the 404 page.
    expect(isPagePending([{ status: "success", _notFound: true }, { status: "pending" }])).toBe(
      false,
    );
    expect(isPagePending([{ status: "notFound" }, { status: "pending" }])).toBe(false);
    expect(isPagePending([{ status: "error" }, { status: "pending" }])).toBe(false);
  });
});
