/**
 * The last words of `npm test` after a failed end-to-end test: each failed test's name, first
 * error line and the tail of what it printed (its failure report: browser events, the machine's
 * spare room, Studio's log). CI often keeps only the end of a run's output, and the test's own
 * printout lies minutes above it, among other tests' lines.
 */

/** The parts of Playwright's JSON report this reads. */
export interface PlaywrightReport {
  suites?: ReportSuite[];
}

interface ReportSuite {
  title: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}

interface ReportSpec {
  title: string;
  file: string;
  line: number;
  tests: {
    status: string;
    results: {
      errors?: { message?: string }[];
      stdout?: Output[];
      stderr?: Output[];
    }[];
  }[];
}

type Output = { text?: string; buffer?: string };

export interface DigestLimits {
  /** Printed lines per failed test. */
  linesPerTest: number;
  /** Failed tests digested; the rest are only counted. */
  tests: number;
}

const DEFAULT_LIMITS: DigestLimits = { linesPerTest: 40, tests: 3 };
// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are control characters
const COLOURS = /\u001b\[[0-9;]*m/g;

export function e2eFailureDigest(
  report: PlaywrightReport,
  limits: DigestLimits = DEFAULT_LIMITS,
): string[] {
  const failed = failedSpecs(report.suites ?? [], []);
  if (failed.length === 0) return [];
  const lines = [`── ${failed.length} failed end-to-end test(s), with what each printed last ──`];
  for (const { spec, path } of failed.slice(0, limits.tests)) {
    const last = spec.tests.flatMap((test) => test.results).at(-1);
    const error = (last?.errors?.[0]?.message ?? "(no error message)").replace(COLOURS, "");
    const printed = [...(last?.stdout ?? []), ...(last?.stderr ?? [])]
      .map(textOf)
      .join("")
      .replace(COLOURS, "")
      .split("\n")
      .filter((line) => line.trim() !== "");
    lines.push(
      "",
      `✘ ${spec.file}:${spec.line} › ${[...path, spec.title].join(" › ")}`,
      `  ${error.split("\n")[0]}`,
      ...printed.slice(-limits.linesPerTest).map((line) => `  │ ${line}`),
    );
  }
  if (failed.length > limits.tests) lines.push("", `… and ${failed.length - limits.tests} more`);
  return lines;
}

function failedSpecs(
  suites: ReportSuite[],
  path: string[],
): { spec: ReportSpec; path: string[] }[] {
  return suites.flatMap((suite) => {
    // The top-level suite is the file, whose name the spec's own `file` already gives.
    const inner = path.length === 0 && suite.title.endsWith(".ts") ? [] : [...path, suite.title];
    const here = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === "unexpected"))
      .map((spec) => ({ spec, path: inner }));
    return [...here, ...failedSpecs(suite.suites ?? [], inner)];
  });
}

function textOf(output: Output): string {
  if (output.text !== undefined) return output.text;
  return output.buffer ? Buffer.from(output.buffer, "base64").toString("utf8") : "";
}
