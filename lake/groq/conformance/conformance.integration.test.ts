/**
 * The official GROQ conformance suite against the lake's evaluator (parseQuery + runQuery,
 * the code every /data/query request runs). It is slow (~40 s on two cores), so it lives
 * in the integration project. `npm run bench:groq` prints the same figures.
 */
import { describe, expect, it } from "vitest";
import { appliesToGroq1, lake, runSuite } from "./runner";
import { loadSuite } from "./suite";

describe("GROQ conformance suite", () => {
  it("the lake passes every GROQ-1 test and at least 98% of all runnable ones", async () => {
    const tests = loadSuite();
    const summary = await runSuite(lake, tests);
    const groq1 = summary.results.filter((r) => appliesToGroq1(r.test));
    const groq1Passed = groq1.filter((r) => r.outcome === "pass").length;
    const failing = groq1.filter((r) => r.outcome !== "pass").map((r) => r.test.name);

    expect(summary.total).toBeGreaterThan(10_000);
    expect(groq1Passed / groq1.length, `failing GROQ-1 tests: ${failing.join("; ")}`).toBe(1);
    // The rest are 0.1-only tests, many the opposite of a GROQ-1 twin (docs/benchmarks.md).
    expect(summary.passed / summary.total).toBeGreaterThanOrEqual(0.98);
    // The geo functions are the bulk of what groq-js lacks: every one of them must pass.
    const geo = summary.results.filter((r) => r.test.features.includes("geoFunctions"));
    expect(geo.length).toBeGreaterThan(2000);
    expect(geo.filter((r) => r.outcome !== "pass").map((r) => r.test.query)).toEqual([]);
  }, 300_000);
});
