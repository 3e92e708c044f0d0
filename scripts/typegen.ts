/**
 * `npm run typegen`: `sanity schema extract` + `sanity typegen generate`, so every
 * GROQ query in web/src is typed from the schemas. Extraction costs ~40 s on two
 * cores, so it is skipped when neither the schemas nor the queries changed since
 * the last run (a content hash in .data/); `--force` always runs it.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { writeSectionProjections } from "@tastemap/web/section-projections";
import { execa } from "execa";

const root = path.resolve(import.meta.dirname, "..");
const sanity = path.join(root, "node_modules/.bin/sanity");
const stampFile = path.join(root, ".data/typegen.hash");
const outputs = ["schema.json", "web/src/lib/sanity.types.ts"].map((file) => path.join(root, file));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.endsWith("sanity.types.ts") && !file.includes("routeTree.gen"));
}

async function inputsHash(): Promise<string> {
  // Queries live in a few modules (web/src/lib/queries.ts, path-queries.ts, page-queries/,
  // and the page query's section projections: web/src/sections/projections.gen.ts and each
  // section's projection.ts); hashing only them and the schemas keeps ordinary component
  // edits from re-running the slow extraction.
  const files = [
    ...(await filesUnder(path.join(root, "schemas"))),
    path.join(root, "web/src/lib/queries.ts"),
    path.join(root, "web/src/lib/path-queries.ts"),
    path.join(root, "web/src/lib/query-fragments.ts"),
    ...(await filesUnder(path.join(root, "web/src/lib/page-queries"))),
    path.join(root, "web/src/sections/projections.gen.ts"),
    ...(await filesUnder(path.join(root, "web/src/sections"))).filter(
      (file) => path.basename(file) === "projection.ts",
    ),
    path.join(root, "studio/sanity.cli.ts"),
  ].sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(await readFile(file));
  }
  return hash.digest("hex");
}

async function run(args: string[]): Promise<void> {
  const child = execa(sanity, args, {
    cwd: path.join(root, "studio"),
    env: { DO_NOT_TRACK: "1", NO_UPDATE_NOTIFIER: "1" },
    all: true,
    buffer: false,
    reject: false,
  });
  // The CLI's spinner prints a line per file when not on a TTY; keep the outcome lines.
  for await (const line of child.iterable({ from: "all" })) {
    if (line.trim() && !/Generating query types|Processed \d+ of|^- /.test(line)) console.log(line);
  }
  const { exitCode, message } = await child;
  if (exitCode !== 0) throw new Error(`sanity ${args.join(" ")} failed: ${message}`);
}

async function main() {
  // The page query's list of sections is generated from their folders; `npm start` runs this
  // beside the dev server, which writes it too, and a fresh clone has none yet.
  writeSectionProjections();
  const hash = await inputsHash();
  const previous = await readFile(stampFile, "utf8").catch(() => "");
  if (!process.argv.includes("--force") && previous === hash && outputs.every(existsSync)) {
    console.log("typegen: schemas and queries unchanged, types are current");
    return;
  }
  // sanity 6's CLI keeps an existing schema.json unless told to overwrite it.
  await run(["schema", "extract", "--force"]);
  await run(["typegen", "generate"]);
  await mkdir(path.dirname(stampFile), { recursive: true });
  await writeFile(stampFile, hash);
}

main().catch((error: unknown) => {
  console.error(`typegen failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
