import { describe, expect, it } from "vitest";
import { e2eFailureDigest, type PlaywrightReport } from "./e2e-failure-digest";

const spec = (title: string, status: string, stderr: string) => ({
  title,
  file: "presentation.test.ts",
  line: 34,
  tests: [
    {
      status,
      results: [
        {
          errors: [{ message: "\u001b[31mTimeoutError\u001b[39m: waited 15000ms\n  at x.ts:1" }],
          stdout: [{ text: "presentation: opened\n" }],
          stderr: [{ buffer: Buffer.from(stderr).toString("base64") }],
        },
      ],
    },
  ],
});

const report = (specs: ReturnType<typeof spec>[]): PlaywrightReport => ({
  suites: [
    {
      title: "presentation.test.ts",
      suites: [{ title: "Presentation", specs }],
    },
  ],
});

describe("e2eFailureDigest", () => {
  it("says nothing when nothing failed", () => {
    expect(e2eFailureDigest(report([spec("previews", "expected", "")]))).toEqual([]);
  });

  it("names each failed test with its first error line and the end of what it printed", () => {
    const lines = e2eFailureDigest(
      report([
        spec("previews", "expected", "quiet"),
        spec("as a real project", "unexpected", "frame log 1\nframe log 2\n"),
      ]),
    );
    expect(lines).toEqual([
      "── 1 failed end-to-end test(s), with what each printed last ──",
      "",
      "✘ presentation.test.ts:34 › Presentation › as a real project",
      "  TimeoutError: waited 15000ms",
      "  │ presentation: opened",
      "  │ frame log 1",
      "  │ frame log 2",
    ]);
  });

  it("keeps the last lines of a long printout and counts the tests beyond the limit", () => {
    const long = Array.from({ length: 10 }, (_, index) => `line ${index}`).join("\n");
    const lines = e2eFailureDigest(
      report([spec("a", "unexpected", long), spec("b", "unexpected", long)]),
      { linesPerTest: 2, tests: 1 },
    );
    expect(lines.filter((line) => line.startsWith("  │"))).toEqual(["  │ line 8", "  │ line 9"]);
    expect(lines.at(-1)).toBe("… and 1 more");
  });
});
