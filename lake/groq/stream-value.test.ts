/**
 * The evaluator's streams (vendored groq-js `StreamValue`) read ahead of their reader. A
 * query stopped by its time budget can leave that read-ahead failing with nobody reading:
 * that must not be an unhandled rejection, which ends a Node process (the conformance
 * runner crashed on it under load), while a reader still gets the error.
 */
import { afterEach, describe, expect, it } from "vitest";
import { NULL_VALUE, StreamValue } from "../vendor/groq-js/src/shared/values";

const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);
process.on("unhandledRejection", record);
afterEach(() => {
  unhandled.length = 0;
});

describe("StreamValue", () => {
  it("leaves no unhandled rejection when it fails after its reader stopped", async () => {
    const stream = new StreamValue(async function* () {
      yield NULL_VALUE;
      throw new Error("Query evaluation exceeded its time budget");
    });
    for await (const _first of stream) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
  });

  it("still gives the error to a reader", async () => {
    const stream = new StreamValue(async function* () {
      yield NULL_VALUE;
      throw new Error("stopped");
    });
    await expect(stream.get()).rejects.toThrow("stopped");
  });
});
