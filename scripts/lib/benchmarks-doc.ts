/**
 * How the benchmark scripts' `--write` puts a generated section into
 * docs/benchmarks.md: between its markers, leaving the hand-written text around
 * it exactly as its authors left it.
 */
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { replaceBetweenMarkers } from "./page-metrics";

const root = path.resolve(import.meta.dirname, "../..");
export const BENCHMARKS_DOC = path.join(root, "docs/benchmarks.md");

export interface SectionMarkers {
  start: string;
  end: string;
  /** The heading to add above the markers when the section is new. */
  heading: string;
}

export async function writeBenchmarkSection(markers: SectionMarkers, body: string): Promise<void> {
  // Only the new section goes through the repo's formatter; if it cannot format
  // it, the section is written as generated.
  const formatted = spawnSync(
    path.join(root, "node_modules/.bin/biome"),
    ["format", `--stdin-file-path=${BENCHMARKS_DOC}`],
    { cwd: root, input: body, encoding: "utf8" },
  );
  const section = formatted.status === 0 && formatted.stdout.trim() ? formatted.stdout : body;
  const text = await readFile(BENCHMARKS_DOC, "utf8");
  await writeFile(BENCHMARKS_DOC, replaceBetweenMarkers(text, markers, section));
}
