import { describe, expect, it } from "vitest";
import { AnswerBudget } from "./answer-budget";
import { jsonInSlices } from "./json-slices";

const roomy = () => new AnswerBudget({ bytes: 1024 * 1024 * 1024, ms: 60_000 });
const text = (chunks: Buffer[]) => Buffer.concat(chunks).toString("utf8");

describe("jsonInSlices", () => {
  it("writes what JSON.stringify writes", async () => {
    const value = {
      a: [1, "two", null, undefined, () => 1, { b: true, c: undefined }],
      d: Number.NaN,
      e: { toJSON: () => "as json" },
      'quote"d': "é😀\u2028",
      long: `${"x".repeat(300_000)}😀${"y".repeat(300_000)}`,
      empty: [[], {}],
    };
    expect(text(await jsonInSlices(value, roomy()))).toBe(JSON.stringify(value));
  });

  it("keeps a surrogate pair whole across a piece boundary", async () => {
    const value = `${"a".repeat(256 * 1024 - 1)}😀b`;
    expect(text(await jsonInSlices(value, roomy()))).toBe(JSON.stringify(value));
  });

  it("stops at the byte limit with the error naming it", async () => {
    const budget = new AnswerBudget({ bytes: 1000, ms: 60_000 });
    await expect(jsonInSlices({ list: Array(500).fill("abc") }, budget)).rejects.toMatchObject({
      status: 422,
      body: { error: { type: "answerTooLargeError", limitBytes: 1000 } },
    });
    await expect(
      jsonInSlices("z".repeat(10_000_000), new AnswerBudget({ bytes: 1000, ms: 60_000 })),
    ).rejects.toMatchObject({ status: 422 });
  });

  it("lets the event loop run while it writes a big value", async () => {
    const big = Array.from({ length: 80 }, (_, i) => ({
      _id: `doc-${i}`,
      body: "lorem ipsum ".repeat(20_000),
      list: Array.from({ length: 500 }, (_, j) => ({ _key: `k${j}`, n: j })),
    }));
    // Timers run only when the writer yields between its slices: several of them ran
    // before the last chunk was written. (How long a slice takes is the machine's.)
    let ticks = 0;
    const timer = setInterval(() => {
      ticks++;
    }, 1);
    const chunks = await jsonInSlices(big, roomy());
    clearInterval(timer);
    expect(text(chunks).length).toBe(JSON.stringify(big).length);
    expect(ticks).toBeGreaterThan(3);
  });
});
