/**
 * The conformance suite's groups issue 24 names as misses (score(), boost(), dateTime()
 * and `+`/`-` on dateTimes, slices) through the lake's HTTP API: a real lake, the tests'
 * documents written with /data/mutate, each query a POST /data/query answered by the query
 * workers. The whole suite over HTTP takes minutes on two cores: `npm run bench:groq -- --http`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTTP_TEST_TIMEOUT_MS, type HttpSuite, startHttpSuite } from "./http";
import { appliesToGroq1, runSuite } from "./runner";
import { type ConformanceTest, loadSuite } from "./suite";

const FILES = [
  "function/score.yml",
  "function/boost.yml",
  "function/dateTime.yml",
  "operator/plus.yml",
  "operator/minus.yml",
  "expr/slice.yml",
];

let tests: ConformanceTest[];
let http: HttpSuite;

beforeAll(async () => {
  tests = loadSuite().filter((test) => FILES.some((file) => test.filename.endsWith(file)));
  http = await startHttpSuite(tests);
}, 120_000);

afterAll(() => http?.stop());

describe("GROQ conformance through the HTTP API", () => {
  it("passes every GROQ-1 test of score(), boost(), dateTime arithmetic and slices", async () => {
    const summary = await runSuite(http.evaluator, tests, { timeoutMs: HTTP_TEST_TIMEOUT_MS });
    const groq1 = summary.results.filter((r) => appliesToGroq1(r.test));
    expect(groq1.length).toBeGreaterThan(150);
    const failing = groq1
      .filter((r) => r.outcome !== "pass")
      .map((r) => `${r.test.filename} · ${r.test.name}: ${r.outcome} ${r.detail ?? ""}`);
    expect(http.refused).toEqual([]);
    expect(failing).toEqual([]);
  }, 120_000);
});
