import { describe, expect, it } from "vitest";
import { jsonDepth } from "./json";

describe("jsonDepth", () => {
  it("counts objects and arrays", () => {
    expect(jsonDepth("1")).toBe(0);
    expect(jsonDepth('{"a":[{"b":1}]}')).toBe(3);
    expect(jsonDepth("[".repeat(5000) + "]".repeat(5000))).toBe(5000);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[["}')).toBe(1);
  });
});
