import { describe, expect, it } from "vitest";
import { splitSitePath } from "./cms-link";

describe("splitSitePath", () => {
  it("splits a home-page section link into path and hash", () => {
    expect(splitSitePath("/#food")).toEqual({ to: "/", hash: "food" });
    expect(splitSitePath("/hotel-contact#contact")).toEqual({
      to: "/hotel-contact",
      hash: "contact",
    });
  });

  it("keeps plain paths whole", () => {
    expect(splitSitePath("/signup")).toEqual({ to: "/signup", hash: undefined });
  });

  it("hands a query string to the router as search params", () => {
    expect(splitSitePath("/mt25?ref=card-7#contact")).toEqual({
      to: "/mt25",
      search: { ref: "card-7" },
      hash: "contact",
    });
  });

  it("leaves the path empty for a section of the current page", () => {
    expect(splitSitePath("#newsletter")).toEqual({ to: undefined, hash: "newsletter" });
  });
});
