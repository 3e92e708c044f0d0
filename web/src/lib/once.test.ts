import { describe, expect, it } from "vitest";
import { once } from "./once";

describe("once", () => {
  it("runs the loader once and shares its result", async () => {
    let calls = 0;
    const load = once(async () => ++calls);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
    expect(calls).toBe(1);
  });

  it("retries after a failure", async () => {
    let calls = 0;
    const load = once(async () => {
      calls += 1;
      if (calls === 1) throw new Error("chunk failed");
      return "ok";
    });
    await expect(load()).rejects.toThrow("chunk failed");
    expect(await load()).toBe("ok");
    expect(calls).toBe(2);
  });
});
