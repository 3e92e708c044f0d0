/**
 * Export and import in the format of `sanity dataset export/import`, by running Sanity's
 * own tools (`@sanity/export`, `@sanity/import`) against the lake, so the format is theirs
 * by construction: a `.tar.gz` holding `<name>/data.ndjson`, `images/`, `files/` and
 * `assets.json`; import also reads an unpacked folder of the same shape (the seed) or a
 * bare NDJSON file.
 *
 * Import runs against the lake's HTTPS listener: asset documents then carry https URLs
 * (as on sanity.io), which is what @sanity/import's "does this asset already exist" check
 * speaks. The process must trust the lake's certificate (NODE_EXTRA_CA_CERTS); the CLI
 * arranges that.
 */
import fs from "node:fs";
import type { SanityClient } from "@sanity/client";
import { exportDataset } from "@sanity/export";
import { sanityImport } from "@sanity/import";

export type ImportOperation = "create" | "createIfNotExists" | "createOrReplace";

export interface ExportArchiveOptions {
  client: SanityClient;
  /** Where the `.tar.gz` goes. */
  file: string;
  assets?: boolean;
  drafts?: boolean;
  types?: string[];
  log?: (line: string) => void;
}

export async function exportArchive(
  options: ExportArchiveOptions,
): Promise<{ documents: number; assets: number }> {
  const { client, file, log } = options;
  const dataset = client.config().dataset;
  if (!dataset) throw new Error("The export client needs a dataset");
  const result = await exportDataset({
    client,
    dataset,
    outputPath: file,
    assets: options.assets ?? true,
    drafts: options.drafts ?? true,
    raw: false,
    compress: true,
    ...(options.types ? { types: options.types } : {}),
    onProgress: progressLogger(log),
  });
  return { documents: result.documentCount, assets: result.assetCount };
}

export interface ImportArchiveOptions {
  client: SanityClient;
  /** A `.tar.gz` (or `.ndjson`) file, or a folder holding `data.ndjson` and `images/`. */
  source: string;
  operation?: ImportOperation;
  log?: (line: string) => void;
}

export async function importArchive(
  options: ImportArchiveOptions,
): Promise<{ documents: number; warnings: string[] }> {
  const { client, source, log } = options;
  const stat = fs.statSync(source, { throwIfNoEntry: false });
  if (!stat) throw new Error(`Nothing to import at ${source}`);
  const input = stat.isDirectory() ? source : fs.createReadStream(source);
  const result = await sanityImport(input, {
    client,
    operation: options.operation ?? "create",
    onProgress: progressLogger(log),
    // Releases and other system documents travel with the dataset, as in an export.
    allowSystemDocuments: true,
    releasesOperation: "replace",
  });
  return {
    documents: result.numDocs,
    warnings: result.warnings.map((w) => w.message),
  };
}

/** One log line per step (the tools report every item; a line each would flood the terminal). */
function progressLogger(
  log: ((line: string) => void) | undefined,
): (event: { step: string }) => void {
  let last = "";
  return (event) => {
    if (!log || event.step === last) return;
    last = event.step;
    log(`  ${event.step}`);
  };
}
