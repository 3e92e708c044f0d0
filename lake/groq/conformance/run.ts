/**
 * `npm run bench:groq`: the official GROQ conformance suite (vendored, nothing fetched)
 * against the lake's evaluator, and against plain groq-js for comparison.
 *
 *   npm run bench:groq              # lake and groq-js
 *   npm run bench:groq -- --lake    # the lake only
 *   npm run bench:groq -- --failures   # list the lake's failing tests
 *   npm run bench:groq -- --http    # the lake through its HTTP API as well (a real lake)
 */
import { HTTP_TEST_TIMEOUT_MS, startHttpSuite } from "./http";
import { appliesToGroq1, groqJs, lake, runSuite, type Summary } from "./runner";
import { loadSuite } from "./suite";

const args = new Set(process.argv.slice(2));
const tests = loadSuite();

/**
 * groq-js evaluates nested subqueries once per outer document; its own suite runner
 * disables this test as "very slow" (it runs for many minutes), and its evaluation cannot
 * be interrupted from outside, so it is counted as failed without being run.
 */
const GROQ_JS_STALLS = new Set(["Filters / documents, nested 3"]);

function report(name: string, summary: Summary, ms: number): void {
  if (args.has("--failures") && name.startsWith("lake")) listFailures(summary);
  const groq1 = summary.results.filter((r) => appliesToGroq1(r.test));
  const groq1Passed = groq1.filter((r) => r.outcome === "pass").length;
  // Rounded down: 97.998% must not print as 98.00%.
  const pct = (a: number, b: number) => (Math.floor((10_000 * a) / b) / 100).toFixed(2);
  console.log(
    `${name.padEnd(9)} all runnable: ${summary.passed}/${summary.total} (${pct(summary.passed, summary.total)}%)` +
      `   GROQ-1 tests: ${groq1Passed}/${groq1.length} (${pct(groq1Passed, groq1.length)}%)` +
      `   ${(ms / 1000).toFixed(1)} s`,
  );
}

const skipped = tests.length - tests.filter((t) => t.documents !== undefined).length;
console.log(
  `GROQ conformance suite: ${tests.length} tests, ${skipped} need the external 'movies' dataset (not runnable offline)`,
);

function listFailures(summary: Summary): void {
  for (const r of summary.results) {
    if (r.outcome === "pass") continue;
    const version = r.test.version ? ` [${r.test.version}]` : "";
    console.log(`  ${r.outcome}${version} ${r.test.filename} · ${r.test.name}: ${r.detail ?? ""}`);
  }
}

let started = Date.now();
const lakeSummary = await runSuite(lake, tests);
report("lake", lakeSummary, Date.now() - started);

if (args.has("--http")) {
  const http = await startHttpSuite(tests);
  try {
    for (const r of http.refused)
      console.log(`  refused ${r.dataset} ${String(r.id)}: ${r.reason}`);
    started = Date.now();
    const summary = await runSuite(http.evaluator, tests, { timeoutMs: HTTP_TEST_TIMEOUT_MS });
    report("lake/http", summary, Date.now() - started);
  } finally {
    await http.stop();
  }
}

if (!args.has("--lake")) {
  started = Date.now();
  const baseline = await runSuite(groqJs, tests, { skip: (t) => GROQ_JS_STALLS.has(t.name) });
  report("groq-js", baseline, Date.now() - started);
}
