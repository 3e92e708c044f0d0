import { describe, expect, test } from "vitest";
import { COMPILE_HINT, compileHintOf } from "./compile-hints.ts";

describe("compileHintOf", () => {
  test("marks the entry chunk for eager compilation", () => {
    expect(compileHintOf({ isEntry: true })).toBe("//# allFunctionsCalledOnLoad");
  });

  test("leaves every lazy chunk lazy", () => {
    expect(compileHintOf({ isEntry: false })).toBe("");
  });

  test("is a comment V8 reads only as the first line: no code, one line", () => {
    expect(COMPILE_HINT).toMatch(/^\/\/# [A-Za-z]+$/);
  });
});
