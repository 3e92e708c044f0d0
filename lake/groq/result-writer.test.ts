import { describe, expect, it } from "vitest";
import { JsonChunks } from "./result-writer";

const text = (out: JsonChunks) => Buffer.concat(out.finish()).toString("utf8");
const tooLarge = () => new Error("too large");

describe("JsonChunks", () => {
  it("writes what JSON.stringify writes, toJSON, undefined and non-finite numbers included", () => {
    const values: unknown[] = [
      null,
      true,
      0,
      -0,
      1.5e-7,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "plain",
      'quotes " and \\ and \n and \u2028 and caffè and 🍕 and \ud800',
      [1, undefined, () => 1, Symbol("s"), { a: undefined, b: null }],
      { nested: { list: [{ x: 1 }, []], empty: {} }, 'odd "key"': "ünïcode" },
      { when: new Date(Date.UTC(2026, 10, 25)), custom: { toJSON: (key: string) => `as ${key}` } },
      Array.from({ length: 5000 }, (_, i) => ({ i, s: "x".repeat(i % 50) })),
    ];
    for (const value of values) {
      const out = new JsonChunks(1024 * 1024 * 1024, tooLarge);
      out.value(value);
      expect(text(out)).toBe(JSON.stringify(value));
      expect(out.bytes).toBe(Buffer.byteLength(JSON.stringify(value)));
    }
  });

  it("stops at the limit, before a long string is escaped", () => {
    const out = new JsonChunks(1000, tooLarge);
    expect(() => out.value({ long: "y".repeat(2000) })).toThrow("too large");
    const many = new JsonChunks(1000, tooLarge);
    expect(() => many.value(Array.from({ length: 1000 }, (_, i) => i))).toThrow("too large");
    expect(many.bytes).toBeLessThanOrEqual(1004);
  });

  it("asks its checkpoint every few hundred values, which may stop it", () => {
    let calls = 0;
    const out = new JsonChunks(1024 * 1024, tooLarge, () => {
      calls++;
      if (calls === 3) throw new Error("stopped");
    });
    expect(() => out.value(Array.from({ length: 10_000 }, (_, i) => i))).toThrow("stopped");
    expect(calls).toBe(3);
  });
});
