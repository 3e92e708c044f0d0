/**
 * `npm run bench:bundle`: builds the client bundle and prints first-load
 * JavaScript (gzip) for every route (app code, the lazy chunks hydration waits
 * for, and their total, which the budget applies to), flags any public route whose
 * first load contains Firebase, and exits non-zero when a budget is broken.
 * `--write` also updates docs/benchmarks.md.
 */
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { BUDGET_HOME_BYTES, isMemberRoute } from "./lib/budgets";
import { bundleReport, DEFERRED_IMPORTS, kb } from "./lib/bundle-report";

const root = path.resolve(import.meta.dirname, "..");

const build = spawnSync(path.join(root, "node_modules/.bin/vite"), ["build"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const report = bundleReport(path.join(root, "dist"));
const rows = report.routes.map((route) => {
  const firebase = route.firebaseModules.length > 0 ? "yes" : "no";
  return `| \`${route.route}\` | ${kb(route.appGzipBytes)} | ${kb(route.startupGzipBytes)} | **${kb(route.totalGzipBytes)}** | ${firebase} |`;
});
const table = [
  "| route | app code | + start-up imports | first-load JS (gzip) | Firebase in first load |",
  "|---|---|---|---|---|",
  ...rows,
].join("\n");
const summary = [
  `Entry chunk and its imports (React, router, Chakra, layout): ${kb(report.entryGzipBytes)}`,
  `Content client chunk (@sanity/client; not in any first load: the content is in the HTML, the client loads once the page is idle): ${kb(report.contentClientGzipBytes)}`,
  `Start-up imports counted in the first load: ${
    report.startupImports
      .map((entry) => `${entry.why}${entry.routes ? ` (${entry.routes.join(", ")})` : ""}`)
      .join("; ") || "none (everything a page needs is the entry and its route's chunks)"
  }`,
  `Deferred, not counted (hydrated on their own after the page is interactive): ${DEFERRED_IMPORTS.map(
    (entry) => `${entry.why}${entry.routes ? ` (${entry.routes.join(", ")})` : ""}`,
  ).join("; ")}; ${report.routes
    .filter((route) => route.deferredFiles.length > 0)
    .map((route) => `${route.route}: ${kb(route.deferredGzipBytes)}`)
    .join(", ")}`,
].join("\n");
console.log(`${summary}\n\n${table}\n`);

const problems: string[] = [];
const home = report.routes.find((route) => route.route === "/");
if (!home) problems.push("no report for /");
if (home && home.totalGzipBytes > BUDGET_HOME_BYTES) {
  problems.push(
    `/ first load ${kb(home.totalGzipBytes)} is over the ${kb(BUDGET_HOME_BYTES)} budget (app code ${kb(home.appGzipBytes)})`,
  );
}
for (const route of report.routes) {
  if (!isMemberRoute(route.route) && route.firebaseModules.length > 0) {
    problems.push(`${route.route} loads Firebase in its first load`);
  }
}

if (process.argv.includes("--write")) {
  const file = path.join(root, "docs/benchmarks.md");
  const start = "<!-- bundle:start -->";
  const end = "<!-- bundle:end -->";
  const section = `${start}\n\`npm run bench:bundle -- --write\` (${new Date().toISOString().slice(0, 10)}, Vite production build, gzip level 9):\n\n${summary.replace(/\n/g, "  \n")}\n\n${table}\n${end}`;
  let text = await readFile(file, "utf8").catch(() => "# Benchmarks\n");
  text = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), section)
    : `${text.trimEnd()}\n\n## Bundle size\n\n${section}\n`;
  await writeFile(file, text);
  // Keep the file in the one formatter's style so `npm test`'s lint stays green.
  spawnSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", file], { cwd: root });
  console.log("docs/benchmarks.md updated");
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
console.log("✓ budgets hold");
