/**
 * The lake's bundle holds every program the lake starts from a file beside its own module
 * (`new URL("./x.mjs", import.meta.url)`: the query workers, the render processes), so the
 * bundled lake never starts a program through tsx, and a new one added without its entry in
 * bundle/lake-bundle.mjs fails here. The durability and SIGTERM tests run the bundle itself.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { ensureBundle } from "./fresh-bundle.mjs";
import { LAKE_BUNDLE } from "./lake-bundle.mjs";

/** `new URL("./<name>", import.meta.url)`: a file the module finds beside itself. */
const BESIDE = /new URL\(\s*"\.\/([^"]+)",\s*import\.meta\.url\s*\)/g;

it("bundles every program the lake starts beside its module, none of them through tsx", async () => {
  await ensureBundle(LAKE_BUNDLE);
  const record = JSON.parse(
    fs.readFileSync(path.join(LAKE_BUNDLE.outDir, "build.json"), "utf8"),
  ) as { inputs: string[]; outputs: string[] };
  const sources = record.inputs.filter((input) => /\.[cm]?[jt]s$/.test(input));
  const besides = sources.flatMap((input) =>
    [...fs.readFileSync(path.resolve(LAKE_BUNDLE.outDir, input), "utf8").matchAll(BESIDE)].map(
      (match) => match[1],
    ),
  );
  // The query workers and the render processes, at least.
  expect(besides).toEqual(
    expect.arrayContaining(["query-worker-entry.mjs", "render-process-entry.mjs"]),
  );
  for (const name of besides) expect(record.outputs).toContain(name);
  for (const name of record.outputs.filter((output) => output.endsWith(".mjs"))) {
    const code = fs.readFileSync(path.join(LAKE_BUNDLE.outDir, name), "utf8");
    expect(code, name).not.toMatch(/from "tsx|import\("tsx/);
  }
});
