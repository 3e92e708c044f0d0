/**
 * `npm run restore -- <backup>/<dataset>.tar.gz [--dataset <name>] [--replace]`: puts a
 * backed-up dataset back, into a new dataset unless told otherwise
 * (scripts/lib/backup/restore-dataset.ts). Works on the local lake (`npm start` running),
 * or on the real Sanity project when .env names it and gives SANITY_API_TOKEN.
 */
import path from "node:path";
import { readStackConfig } from "@tastemap/config";
import { newDatasetName, RestoreRefused, restoreDataset } from "./lib/backup/restore-dataset";
import { lakeWriteClient } from "./lib/lake-client";
import { loadDotenv } from "./lib/load-dotenv";
import { withLocalToken } from "./lib/local-token";

const root = path.resolve(import.meta.dirname, "..");
const USAGE =
  "Usage: npm run restore -- <backup folder>/<dataset>.tar.gz [--dataset <name>] [--replace]";

async function main() {
  const args = process.argv.slice(2);
  const datasetAt = args.indexOf("--dataset");
  const named = datasetAt === -1 ? undefined : args[datasetAt + 1];
  const archive = args.find(
    (arg, index) => !arg.startsWith("--") && (datasetAt === -1 || index !== datasetAt + 1),
  );
  if (!archive || (datasetAt !== -1 && !named)) {
    console.error(USAGE);
    process.exit(2);
  }
  loadDotenv(root);
  const config = withLocalToken(readStackConfig(process.env));
  const dataset = named ?? newDatasetName(archive, new Date());
  const result = await restoreDataset({
    client: lakeWriteClient(config),
    archive: path.resolve(archive),
    dataset,
    replace: args.includes("--replace"),
    log: (line) => console.log(line),
  });
  console.log(
    `Restored ${result.documents} documents into ${result.created ? "the new dataset" : "dataset"} "${result.dataset}" of ${config.sanity.projectId}` +
      (result.deleted > 0 ? `; deleted ${result.deleted} written since the backup.` : "."),
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof RestoreRefused ? message : `Restore failed: ${message}`);
  if (/ECONNREFUSED|fetch failed/.test(message)) {
    console.error("Is the lake running? Start it with `npm start` or `npm run lake`.");
  }
  process.exit(1);
});
