/**
 * `npm run seed:reset`: puts the content back to the committed seed (deletes every
 * other document, drafts included). Works on the local lake, or on a real project
 * when .env names one and gives SANITY_API_TOKEN.
 */
import path from "node:path";
import { readStackConfig } from "@tastemap/config";
import { lakeWriteClient } from "./lib/lake-client";
import { loadDotenv } from "./lib/load-dotenv";
import { withLocalToken } from "./lib/local-token";
import { seedContent } from "./lib/seed-content";

const root = path.resolve(import.meta.dirname, "..");

async function main() {
  loadDotenv(root);
  // The local lake's token comes from its data dir; a real project's from SANITY_API_TOKEN.
  const config = withLocalToken(readStackConfig(process.env));
  // A real project without SANITY_API_TOKEN stops here, naming the variable.
  const client = lakeWriteClient(config);
  const mode = process.argv.includes("--if-empty") ? "ifEmpty" : "reset";
  const result = await seedContent(client, path.join(root, "seed/production/data.ndjson"), mode);
  console.log(
    result.seeded
      ? `Seeded ${result.documents} documents into ${config.sanity.projectId}/${config.sanity.dataset}.`
      : `Dataset already has ${result.documents} documents; nothing changed.`,
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Seeding failed: ${message}`);
  if (/ECONNREFUSED|fetch failed/.test(message)) {
    console.error("Is the lake running? Start it with `npm start` or `npm run lake`.");
  }
  process.exit(1);
});
