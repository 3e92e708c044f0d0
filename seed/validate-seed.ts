/**
 * Checks seed/production/data.ndjson against the content model with the same
 * validation rules the Studio applies (required fields, prices, URLs, unique
 * codes and slugs, alt text...), offline: custom validators that query the
 * dataset run their GROQ against the seed file itself.
 *
 *   npx tsx seed/validate-seed.ts [file.ndjson]
 *
 * Exits 1 when any document has an error (warnings are printed, not fatal).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { schemaTypes } from "@tastemap/schemas";
import { evaluate, parse } from "groq-js";
import {
  createSchema,
  type SanityClient,
  type SanityDocument,
  type ValidationMarker,
  validateDocument,
  type Workspace,
} from "sanity";

const here = dirname(fileURLToPath(import.meta.url));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Stands in for what the importer does with `_sanityAsset` placeholders: the
 * image becomes a reference to an asset document (here a fake id derived
 * from the path, since only its presence is validated).
 */
function withAssetReferences(value: Json): Json {
  if (Array.isArray(value)) return value.map(withAssetReferences);
  if (value === null || typeof value !== "object") return value;
  const out: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === "_sanityAsset" && typeof child === "string") {
      const hash = createHash("sha1").update(child).digest("hex");
      out.asset = { _type: "reference", _ref: `image-${hash}-800x600-png` };
    } else {
      out[key] = withAssetReferences(child);
    }
  }
  return out;
}

export function readSeed(file: string): SanityDocument[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      try {
        return withAssetReferences(JSON.parse(line)) as unknown as SanityDocument;
      } catch (error) {
        throw new Error(`Line ${index + 1} is not valid JSON: ${String(error)}`);
      }
    });
}

/** Just enough of a client for custom validators: `fetch` runs GROQ locally. */
function localClient(documents: SanityDocument[]): SanityClient {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const tree = parse(query, { params });
      const result = await evaluate(tree, { dataset: documents, params });
      return result.get();
    },
    withConfig: () => client,
    config: () => ({ projectId: "local", dataset: "production" }),
  };
  return client as unknown as SanityClient;
}

export async function validateSeed(file: string) {
  const documents = readSeed(file);
  const schema = createSchema({ name: "seed", types: schemaTypes });
  const client = localClient(documents);
  const ids = new Set(documents.map((document) => document._id));
  const workspace = { schema, getClient: () => client } as unknown as Workspace;

  const problems: Array<{ id: string; marker: ValidationMarker }> = [];
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document._id)) {
      problems.push({
        id: document._id,
        marker: { level: "error", message: "Duplicate _id", path: [] },
      });
    }
    seen.add(document._id);
    if (!schema.get(document._type)) {
      problems.push({
        id: document._id,
        marker: { level: "error", message: `Unknown type ${document._type}`, path: [] },
      });
      continue;
    }
    // "studio", not "cli": in the CLI environment Sanity appends an
    // unknown-fields check with .warning() to object-typed fields' rules,
    // which downgrades their own errors (a missing image, a taken slug) to
    // warnings. The Studio's levels are the ones that block publishing.
    const markers = await validateDocument({
      document,
      workspace,
      environment: "studio",
      getDocumentExists: async ({ id }) => ids.has(id) || id.startsWith("image-"),
    });
    for (const marker of markers) problems.push({ id: document._id, marker });
  }
  return { documents, problems };
}

async function main() {
  const file = resolve(process.argv[2] ?? join(here, "production", "data.ndjson"));
  const started = performance.now();
  const { documents, problems } = await validateSeed(file);
  for (const { id, marker } of problems) {
    const where = marker.path.length ? ` at ${JSON.stringify(marker.path)}` : "";
    console.log(`${marker.level.toUpperCase()} ${id}${where}: ${marker.message}`);
  }
  const errors = problems.filter(({ marker }) => marker.level === "error");
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${documents.length} documents, ${errors.length} errors, ${problems.length - errors.length} warnings/info (${seconds} s)`,
  );
  process.exitCode = errors.length > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
