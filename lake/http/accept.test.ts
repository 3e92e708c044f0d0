import { describe, expect, it } from "vitest";
import { acceptsType } from "./accept";

describe("acceptsType", () => {
  const chromium = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

  it("finds a type Chromium's image requests name", () => {
    expect(acceptsType(chromium, "image/avif")).toBe(true);
    expect(acceptsType(chromium, "image/webp")).toBe(true);
  });

  it("does not count wildcards, absent headers or q=0", () => {
    expect(acceptsType("image/*,*/*;q=0.8", "image/avif")).toBe(false);
    expect(acceptsType(undefined, "image/webp")).toBe(false);
    expect(acceptsType("image/avif;q=0, image/webp", "image/avif")).toBe(false);
    expect(acceptsType("image/avif;q=0, image/webp", "image/webp")).toBe(true);
  });

  it("reads parameters and case loosely, and repeated headers together", () => {
    expect(acceptsType("Image/AVIF ; q=0.5", "image/avif")).toBe(true);
    expect(acceptsType(["text/html", "image/webp"], "image/webp")).toBe(true);
    expect(acceptsType("image/avifx", "image/avif")).toBe(false);
  });
});
