import { describe, expect, it } from "vitest";
import { frameSources } from "./policy-sources";

describe("frameSources", () => {
  it("allows the origins of framed pages and nothing else", () => {
    expect(frameSources(["https://qr.example.com/app", null, "javascript:alert(1)"])).toEqual([
      "https://qr.example.com",
    ]);
  });

  it("allows this site when a frame shows one of its own paths (the seeded stand-in)", () => {
    expect(frameSources(["/embeds/stand-in.html", "https://qr.example.com/app"])).toEqual([
      "'self'",
      "https://qr.example.com",
    ]);
  });

  it("does not take a protocol-relative address for a path on this site", () => {
    expect(frameSources(["//evil.example/x"])).toEqual([]);
  });
});
