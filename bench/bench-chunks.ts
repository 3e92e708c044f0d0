/**
 * `npm run bench:chunks`: the bundle's composition per route, from the build in
 * dist/ (BENCH_DIST=<dir> for another): which chunks each public route loads and
 * when, gzip KiB each (level 9, file by file, as bundle-budgets.ts counts), and
 * what the entry chunk is made of, by package, from its source map
 * (bench/lib/source-attribution.ts: the visualizer's data, as a table).
 *
 * When a chunk loads:
 * - html: modulepreloaded by the prerendered page, needed to hydrate it (the budget);
 * - deferred: in the HTML, requested when needed (bundle-budgets.ts DEFERRED: at the first
 *   interaction, or in view; decision 0037), so all of them is the most a page can fetch;
 *   what a visit receives before the network is idle is measured by `npm run bench:idle-js`;
 * - idle: after the page is hydrated and idle (the content check, live content);
 * - demand: on an interaction or a condition (dialogs, Firebase, the form's SDK, the content
 *   client for a navigation or changed content).
 *
 * `--write` puts the tables into docs/benchmarks.md between `<!-- chunks:start -->`
 * and `<!-- chunks:end -->`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoads, readViteManifest } from "@tastemap/web/bundle-budgets";
import { staticClosure, type ViteManifest } from "@tastemap/web/router-manifest";
import { execa } from "execa";
import { packageOf, readSourceMap, textBySource } from "./lib/source-attribution.ts";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(root, process.env.BENCH_DIST ?? "dist");
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const sizes = new Map<string, number>();
const gzipOf = (file: string) => {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzip(readFileSync(path.join(distDir, file)));
    sizes.set(file, size);
  }
  return size;
};
const sum = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + gzipOf(file), 0);

/** The files of `keys` and everything they import statically. */
function closureFiles(vite: ViteManifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    for (const chunk of staticClosure(vite, key)) files.add(vite[chunk]?.file ?? chunk);
  }
  return files;
}

/**
 * What the page fetches once hydrated and idle, whatever the route: the content check and
 * live content. Neither needs @sanity/client (web/src/lib/sanity/content-api.ts); it is
 * loaded on demand (a client-side navigation, or content that changed).
 */
function idleKeys(vite: ViteManifest): string[] {
  const entryKey = Object.keys(vite).find((key) => vite[key]?.isEntry) ?? "";
  // Their modules, or the one chunk web/src/features/legal/chunk-groups.ts groups them into.
  return (vite[entryKey]?.dynamicImports ?? []).filter(
    (key) =>
      /lib\/sanity\/(live-content|content-check|content-api)\.ts$/.test(key) ||
      /^_after-load-[\w-]+\.js$/.test(key),
  );
}

/** A route's chunks loaded on an interaction or a condition (transitively). */
function demandKeys(vite: ViteManifest, routeFiles: string[]): string[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    for (const dynamic of vite[key]?.dynamicImports ?? []) {
      if (seen.has(dynamic)) continue;
      seen.add(dynamic);
      keys.push(dynamic);
      for (const chunk of staticClosure(vite, dynamic)) visit(chunk);
    }
  };
  for (const [key, chunk] of Object.entries(vite)) {
    if (routeFiles.includes(chunk.file) && !chunk.isEntry) visit(key);
  }
  return keys;
}

function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => "---"), ...rows]
    .map((row) => `| ${row.join(" | ")} |`)
    .join("\n");
}

function main() {
  const vite = readViteManifest(distDir);
  const entry = Object.values(vite).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${distDir}: no entry chunk in the Vite manifest`);
  const idle = closureFiles(vite, idleKeys(vite));
  const loads = firstLoads(distDir);

  const routeRows = loads.map((load) => {
    const early = new Set([...load.files, ...load.deferred]);
    const idleOnly = [...idle].filter((file) => !early.has(file));
    const demand = [...closureFiles(vite, demandKeys(vite, load.files))].filter(
      (file) => !early.has(file) && !idle.has(file),
    );
    const own = load.files.filter((file) => file !== entry.file);
    return [
      `\`${load.route}\``,
      kib(sum(load.files)),
      kib(gzipOf(entry.file)),
      own.length
        ? own.map((file) => `${path.basename(file, ".js")} ${kib(gzipOf(file))}`).join(", ")
        : "-",
      load.deferred.length ? kib(sum(load.deferred)) : "-",
      kib(sum(load.files) + sum(load.deferred) + sum(idleOnly)),
      demand.length ? kib(sum(demand)) : "-",
      load.limit,
    ];
  });

  const composition = [
    ...textBySource(
      readFileSync(path.join(distDir, entry.file), "utf8"),
      readSourceMap(distDir, entry.file) ?? { sources: [], mappings: "" },
      packageOf,
    ),
  ]
    .map(([source, text]) => ({ source, raw: text.length, gzip: gzip(text) }))
    .sort((a, b) => b.gzip - a.gzip);
  const top = composition.slice(0, 14);
  const rest = composition.slice(14);
  const compositionRows = [
    ...top.map((part) => [`\`${part.source}\``, kib(part.raw), kib(part.gzip)]),
    [
      `${rest.length} others (the site's own modules, small packages)`,
      kib(rest.reduce((total, part) => total + part.raw, 0)),
      kib(rest.reduce((total, part) => total + part.gzip, 0)),
    ],
  ];

  const report = [
    `\`npm run bench:chunks\` over \`${path.relative(root, distDir) || "."}\` on ${new Date().toISOString().slice(0, 10)}: gzip KiB (level 9, each file on its own). "html" is the first load the budget counts (the entry, ${kib(gzipOf(entry.file))} KiB, plus the route's own chunks listed); "html + deferred + idle" adds every part hydrated when needed (the most a page fetches: a visit receives only those in view before the network is idle, \`npm run bench:idle-js\`) and what every page fetches once hydrated and idle (the content check, live content); "demand" is loaded on an interaction or a condition (dialogs, Firebase, embeds' code, and \`@sanity/client\` for a client-side navigation or changed content).`,
    "",
    table(
      [
        "route",
        "html",
        "entry",
        "route's own chunks (KiB)",
        "deferred",
        "html + deferred + idle",
        "demand",
        "budget",
      ],
      routeRows,
    ),
    "",
    `The entry chunk (\`${entry.file}\`) by source, each share gzipped on its own (so the shares add up to more than the file):`,
    "",
    table(["source", "raw KiB", "gzip KiB"], compositionRows),
  ].join("\n");
  console.log(report);

  if (process.argv.includes("--write")) {
    const doc = path.join(root, "docs/benchmarks.md");
    const [start, end] = ["<!-- chunks:start -->", "<!-- chunks:end -->"];
    const text = readFileSync(doc, "utf8");
    if (!text.includes(start)) throw new Error(`${doc} has no ${start} … ${end} section`);
    writeFileSync(
      doc,
      text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => `${start}\n${report}\n${end}`),
    );
    void execa(path.join(root, "node_modules/.bin/biome"), ["format", "--write", doc]);
  }
}

main();
