/**
 * An esbuild bundle kept no older than its sources (ADR 0067). `ensureBundle` builds it when
 * its folder holds no complete build, or when a file the last build read (esbuild's metafile
 * lists them) or its own configuration (`alsoInputs`) has changed since that build began.
 * Otherwise it reads one small record and stats the inputs, a few milliseconds, so a start
 * pays for a build only after an edit (a build takes 0.2-0.5 s here).
 *
 * Plain JavaScript: it runs before anything could compile TypeScript. Its types are in
 * fresh-bundle.d.mts.
 */
import fs from "node:fs";
import path from "node:path";

/** The record of the last complete build, in the output folder. */
const RECORD = "build.json";
/** Each build's own folder inside the output folder, until its files are renamed into place. */
const SCRATCH_PREFIX = ".build-";

/**
 * File times come from a coarse kernel clock, up to a tick behind `Date.now()`: an input saved
 * in the last moments before a build counts as newer than it, which costs at most one build
 * too many, never a stale start.
 */
const CLOCK_SLACK_MS = 50;

/** A scratch folder this old was left by a build that never finished (its process killed). */
const ABANDONED_MS = 10 * 60_000;

export async function ensureBundle(spec) {
  if (isFresh(spec)) return { built: false };
  await build(spec);
  return { built: true };
}

function isFresh(spec) {
  let record;
  try {
    record = JSON.parse(fs.readFileSync(path.join(spec.outDir, RECORD), "utf8"));
  } catch {
    return false;
  }
  const outputs = new Set(record.outputs);
  const expected = Object.keys(spec.entryPoints).map((name) => `${name}.mjs`);
  if (!expected.every((name) => outputs.has(name))) return false;
  for (const name of record.outputs) {
    if (!fs.existsSync(path.join(spec.outDir, name))) return false;
  }
  for (const input of record.inputs) {
    // A missing input (deleted, renamed) is a change like any other.
    const stat = fs.statSync(path.resolve(spec.outDir, input), { throwIfNoEntry: false });
    if (!stat || stat.mtimeMs >= record.startedAt) return false;
  }
  return true;
}

async function build(spec) {
  const startedAt = Date.now() - CLOCK_SLACK_MS;
  fs.mkdirSync(spec.outDir, { recursive: true });
  // A folder of its own, then each file renamed into place and the record last: two starts
  // that find the bundle stale at once both build, and neither imports a half-written file.
  removeAbandoned(spec.outDir);
  const scratch = fs.mkdtempSync(path.join(spec.outDir, SCRATCH_PREFIX));
  try {
    const esbuild = await import("esbuild");
    let result;
    try {
      result = await esbuild.build({
        entryPoints: spec.entryPoints,
        // Paths in the metafile, and so in the record, are relative to the output folder:
        // a copied checkout checks its own sources.
        absWorkingDir: spec.outDir,
        outdir: scratch,
        outExtension: { ".js": ".mjs" },
        bundle: true,
        platform: "node",
        format: "esm",
        // Packages are imported from node_modules at run time, as the sources import them.
        packages: "external",
        // Stack traces in TypeScript lines with `node --enable-source-maps`.
        sourcemap: "linked",
        metafile: true,
        logLevel: "silent",
      });
    } catch (error) {
      // esbuild's message names each file, line and column.
      throw new Error(`cannot build ${spec.outDir}: ${error.message}`);
    }
    const outputs = fs.readdirSync(scratch);
    for (const name of outputs) {
      fs.renameSync(path.join(scratch, name), path.join(spec.outDir, name));
    }
    const inputs = [
      ...Object.keys(result.metafile.inputs),
      ...(spec.alsoInputs ?? []).map((file) => path.relative(spec.outDir, file)),
    ];
    const record = path.join(scratch, RECORD);
    fs.writeFileSync(record, `${JSON.stringify({ startedAt, outputs, inputs }, null, 2)}\n`);
    fs.renameSync(record, path.join(spec.outDir, RECORD));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function removeAbandoned(outDir) {
  for (const name of fs.readdirSync(outDir)) {
    if (!name.startsWith(SCRATCH_PREFIX)) continue;
    const folder = path.join(outDir, name);
    const stat = fs.statSync(folder, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > ABANDONED_MS) {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
}
