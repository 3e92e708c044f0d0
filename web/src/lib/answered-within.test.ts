import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answeredWithin, NoAnswerError } from "./answered-within";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("answeredWithin", () => {
  it("gives the work's answer when it comes in time", async () => {
    const work = new Promise<string>((resolve) => setTimeout(() => resolve("saved"), 900));
    const answer = answeredWithin(work, 1000, "the write");
    await vi.advanceTimersByTimeAsync(900);
    await expect(answer).resolves.toBe("saved");
  });

  it("gives the work's own failure", async () => {
    const answer = answeredWithin(Promise.reject(new Error("refused")), 1000, "the write");
    await expect(answer).rejects.toThrow("refused");
  });

  it("fails with NoAnswerError, naming the wait, when the work never settles", async () => {
    const answer = answeredWithin(new Promise<never>(() => undefined), 1000, "the write");
    const failure = expect(answer).rejects.toThrow(NoAnswerError);
    await vi.advanceTimersByTimeAsync(1000);
    await failure;
    await expect(answer).rejects.toThrow("the write: no answer within 1 s");
  });
});
