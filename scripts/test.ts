/**
 * `npm test`: type-check, lint, then every Vitest project (unit, integration,
 * Firestore rules, deploy), then the Chromium end-to-end suite on @playwright/test
 * (playwright.config.ts), ending with one plain summary line. Typegen, route-tree generation, type-check, lint and the dependency check (knip:
 * every workspace package declares exactly what it imports) count as one test each in that line.
 *
 * Extra arguments go to the Vitest run, e.g. `npm test -- -t "newsletter"`; the end-to-end
 * suite takes its own with `npx playwright test` (e.g. `-g "newsletter"`).
 */
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { execa } from "execa";
import { e2eFailureDigest, type PlaywrightReport } from "./lib/e2e-failure-digest";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const resultsDir = path.join(root, ".data/test-results");
const extraArgs = process.argv.slice(2);

async function run(label: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n▶ ${label}: ${path.basename(command)} ${args.join(" ")}`);
  const result = await execa(command, args, { cwd: root, stdio: "inherit", reject: false });
  if (result.exitCode === undefined) console.error(`${label} could not start: ${result.message}`);
  return result.exitCode === 0;
}

/**
 * Like run, with the output held back and printed whole when the command ends, so checks that
 * run side by side (the type-check on one core, lint and knip on the other) do not interleave.
 */
async function runHeld(label: string, command: string, args: string[]): Promise<boolean> {
  const result = await execa(command, args, { cwd: root, all: true, reject: false });
  console.log(`\n▶ ${label}: ${path.basename(command)} ${args.join(" ")}\n${result.all ?? ""}`);
  if (result.exitCode === undefined) console.error(`${label} could not start: ${result.message}`);
  return result.exitCode === 0;
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
}

async function vitest(label: string, projects: string[], file: string): Promise<Counts> {
  const output = path.join(resultsDir, file);
  await rm(output, { force: true });
  const ok = await run(label, bin("vitest"), [
    "run",
    ...projects.flatMap((project) => ["--project", project]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${output}`,
    "--passWithNoTests",
    ...extraArgs,
  ]);
  try {
    const json = JSON.parse(await readFile(output, "utf8")) as VitestJson;
    // A crashed suite (e.g. global setup failed) has no failed tests but failed overall.
    const failed = json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1);
    return { passed: json.numPassedTests, failed, skipped: json.numPendingTests ?? 0 };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

/** Playwright's JSON reporter's totals (retries are off, so nothing is "flaky"). */
interface PlaywrightJson extends PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: unknown[];
}

/** The end-to-end suite; its JSON report goes where playwright.config.ts says. */
async function playwright(label: string): Promise<Counts & { digest: string[] }> {
  const output = path.join(resultsDir, "e2e.json");
  await rm(output, { force: true });
  const ok = await run(label, bin("playwright"), ["test"]);
  try {
    const json = JSON.parse(await readFile(output, "utf8")) as PlaywrightJson;
    const { expected, unexpected, flaky, skipped } = json.stats;
    // Global setup failing (the stack never started) fails the run without a failed test.
    const failed = unexpected + flaky + (ok || unexpected + flaky > 0 ? 0 : 1);
    return { passed: expected, failed, skipped, digest: e2eFailureDigest(json) };
  } catch {
    return { passed: 0, failed: 1, skipped: 0, digest: [] };
  }
}

async function main() {
  await mkdir(resultsDir, { recursive: true });
  const startedAt = Date.now();
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const count = (ok: boolean) => (ok ? passed++ : failed++);

  // The route tree and the page query's section list are generated (gitignored); a fresh
  // clone has neither before a build, and typegen reads the page query.
  count(await run("generated sources", bin("tsx"), ["web/build/generate-sources.ts"]));
  // Types come from the schemas: regenerate them first so the type-check sees drift.
  count(await run("typegen", bin("tsx"), ["scripts/typegen.ts"]));
  // Side by side: tsc keeps one core busy for minutes, lint and the dependency check share
  // the other. Package boundaries are a unit test (scripts/lib/package-boundaries.test.ts).
  const checks = await Promise.all([
    run("typecheck", bin("tsc"), ["-p", "tsconfig.json", "--noEmit"]),
    (async () => [
      await runHeld("lint + format", bin("biome"), ["check", "."]),
      await runHeld("dependencies of every package (knip)", bin("knip"), []),
    ])(),
  ]);
  for (const ok of checks.flat()) count(ok);
  // The browser suite after the others, so Chromium never competes for the two CPU cores.
  const fast = await vitest(
    "unit, integration, rules and deploy-check tests",
    ["unit", "integration", "rules", "deploy"],
    "fast.json",
  );
  const e2e = await playwright("end-to-end tests (Chromium)");
  for (const result of [fast, e2e]) {
    passed += result.passed;
    failed += result.failed;
    skipped += result.skipped;
  }

  if (e2e.digest.length > 0) console.log(`\n${e2e.digest.join("\n")}`);
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`\nFinished in ${seconds} s${skipped ? ` (${skipped} skipped)` : ""}.`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
