import { describe, expect, it } from "vitest";
import { jsonDepth, toJsonValue } from "./json";

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

describe("toJsonValue", () => {
  it("is what JSON.stringify writes: toJSON's result under its key, else the value", () => {
    const date = new Date("2026-11-29T00:00:00Z");
    expect(toJsonValue(date, "")).toBe("2026-11-29T00:00:00.000Z");
    const keyed = { toJSON: (key: string) => `at ${key}` };
    expect(toJsonValue(keyed, "b")).toBe(JSON.parse(JSON.stringify({ b: keyed })).b);
    const plain = { a: 1 };
    expect(toJsonValue(plain, "a")).toBe(plain);
    expect(toJsonValue(null, "")).toBeNull();
  });
});
