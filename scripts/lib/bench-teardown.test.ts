import { afterEach, describe, expect, it, vi } from "vitest";
import { benchTeardown } from "./bench-teardown";

describe("benchTeardown", () => {
  const listenersBefore = {
    SIGINT: process.listeners("SIGINT"),
    SIGTERM: process.listeners("SIGTERM"),
  };
  afterEach(() => {
    // Each teardown listens for Ctrl-C; do not leave those listeners to the next test file.
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      for (const listener of process.listeners(signal)) {
        if (!listenersBefore[signal].includes(listener)) process.removeListener(signal, listener);
      }
    }
  });

  it("stops the last-started first (browser before stack), once however often it is asked", async () => {
    const order: string[] = [];
    const teardown = benchTeardown();
    teardown.defer(async () => order.push("stack"));
    teardown.defer(async () => order.push("browser"));
    await Promise.all([teardown.stopAll(), teardown.stopAll()]);
    await teardown.stopAll();
    expect(order).toEqual(["browser", "stack"]);
  });

  it("still stops the stack when closing the browser fails, and says so", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const stopped: string[] = [];
    const teardown = benchTeardown();
    teardown.defer(async () => stopped.push("stack"));
    teardown.defer(async () => {
      throw new Error("browser already gone");
    });
    await teardown.stopAll();
    expect(stopped).toEqual(["stack"]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("browser already gone"));
    errors.mockRestore();
  });

  it("runs the benchmark and stops everything after it, also when it fails (exit code 1)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const exitCodeBefore = process.exitCode;
    try {
      const stopped: string[] = [];
      const passing = benchTeardown();
      passing.defer(async () => stopped.push("after success"));
      await passing.run(async () => undefined);
      expect(process.exitCode).toBe(exitCodeBefore);

      const failing = benchTeardown();
      failing.defer(async () => stopped.push("after failure"));
      await failing.run(async () => {
        throw new Error("stack would not start");
      });
      expect(stopped).toEqual(["after success", "after failure"]);
      expect(process.exitCode).toBe(1);
      expect(errors).toHaveBeenCalledWith(
        expect.objectContaining({ message: "stack would not start" }),
      );
    } finally {
      process.exitCode = exitCodeBefore;
      errors.mockRestore();
    }
  });

  it("is not interrupted until a signal arrives", () => {
    const teardown = benchTeardown();
    expect(teardown.interrupted).toBe(false);
    expect(() => teardown.throwIfInterrupted()).not.toThrow();
  });
});
