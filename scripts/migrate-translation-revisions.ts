/**
 * `npm run migrate:translation-revisions [-- --dry-run]` (decision 0055): marks every
 * existing translation up to date with its source's current revision, and every field
 * translated per language with its current English, where nothing is recorded yet. Against
 * the local lake, or a real project when .env names one and gives SANITY_API_TOKEN.
 * Rerunnable: a second run writes nothing.
 */
import path from "node:path";
import { readStackConfig } from "@tastemap/config";
import { lakeWriteClient } from "./lib/lake-client";
import { loadDotenv } from "./lib/load-dotenv";
import { withLocalToken } from "./lib/local-token";
import { markMissingSourceRecords } from "./lib/translation-revisions";

const root = path.resolve(import.meta.dirname, "..");

async function main() {
  loadDotenv(root);
  const config = withLocalToken(readStackConfig(process.env));
  const dryRun = process.argv.includes("--dry-run");
  const counts = await markMissingSourceRecords(lakeWriteClient(config), { dryRun });
  const what = `${counts.revisions} document translation(s) and ${counts.fields} translated field(s)`;
  console.log(
    counts.revisions + counts.fields === 0
      ? "Every translation already records what it follows; nothing to write."
      : `${dryRun ? "Would mark" : "Marked"} ${what} up to date in ${config.sanity.projectId}/${config.sanity.dataset}.`,
  );
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
