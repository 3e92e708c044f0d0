/**
 * `npm run migrate:translations`: moves the configured lake's content into the
 * translation model of decision 0030 (scripts/lib/translation-migration.ts says
 * what changes). Rerunnable: it reads everything, writes only what is missing,
 * and a second run reports nothing to do. `--dry-run` prints the mutations.
 */
import path from "node:path";
import { readStackConfig } from "@tastemap/config";
import { DOCUMENT_TRANSLATED_TYPES } from "@tastemap/schemas/translation";
import { lakeWriteClient } from "./lib/lake-client";
import { loadDotenv } from "./lib/load-dotenv";
import { withLocalToken } from "./lib/local-token";
import {
  FIELD_TRANSLATED_TYPES,
  type StoredDocument,
  translationMutations,
} from "./lib/translation-migration";

const root = path.resolve(import.meta.dirname, "..");

async function main() {
  loadDotenv(root);
  // The local lake's token comes from its data dir; a real project's from SANITY_API_TOKEN.
  const config = withLocalToken(readStackConfig(process.env));
  // Drafts too: an unpublished edit must not lose its language or its text's shape.
  const client = lakeWriteClient(config, { perspective: "raw" });
  const documents = await client.fetch<StoredDocument[]>(
    `*[_type in $types || _type == "translation.metadata"]`,
    { types: [...DOCUMENT_TRANSLATED_TYPES, ...FIELD_TRANSLATED_TYPES] },
  );
  const mutations = translationMutations(documents);
  if (process.argv.includes("--dry-run")) {
    console.log(JSON.stringify(mutations, null, 2));
    return;
  }
  if (mutations.length === 0) {
    console.log(`migrate:translations: ${documents.length} documents read, nothing to do`);
    return;
  }
  await client.mutate(mutations as never, { visibility: "sync" });
  console.log(`migrate:translations: ${mutations.length} changes written`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
