/**
 * `npm run migrate:pages`: moves the merchant welcome, merchant contact, hotel
 * contact and MT25 singletons, the home page's documents (one per language), and the sticker shop's intro, headings and promo codes (its
 * documents keep the shop settings), into pages built from sections, one per
 * language, linked as translations (scripts/lib/migrate-pages.ts), in one transaction, on the
 * local lake (or a real project when .env names one and gives
 * SANITY_API_TOKEN). `--file seed/production/data.ndjson` migrates an NDJSON
 * file in place instead (how the committed seed was made). Run it again and it
 * says there is nothing to do.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { readStackConfig } from "@tastemap/config";
import { lakeWriteClient } from "./lib/lake-client";
import { loadDotenv } from "./lib/load-dotenv";
import { withLocalToken } from "./lib/local-token";
import {
  type Doc,
  migratePagesInLake,
  PAGE_MIGRATIONS,
  pageTranslationId,
  planPageMigration,
} from "./lib/migrate-pages";

const root = path.resolve(import.meta.dirname, "..");

function describe(plan: ReturnType<typeof planPageMigration>): string {
  if (plan.write.length === 0 && plan.remove.length === 0) {
    return "Nothing to migrate: the pages are in place, no singleton is left and the shop documents hold only the settings.";
  }
  return `Wrote ${plan.write.map((doc) => doc._id).join(", ") || "no page"}; deleted ${plan.remove.join(", ") || "nothing"}.`;
}

async function migrateFile(file: string) {
  const lines = (await readFile(file, "utf8")).split("\n").filter((line) => line.trim() !== "");
  const documents = lines.map((line) => JSON.parse(line) as Doc);
  const plan = planPageMigration(documents);
  const written = new Map(plan.write.map((doc) => [doc._id, doc]));
  const added = plan.write.filter((doc) => !documents.some((existing) => existing._id === doc._id));
  // A migration's new documents: its pages and their translation link.
  const addedFor = (slug: string) =>
    added.filter(
      (doc) => doc._id === pageTranslationId(slug) || doc._id.startsWith(`page-${slug}-`),
    );
  const placed = new Set<string>();
  const out: Doc[] = [];
  for (const doc of documents) {
    const migration = PAGE_MIGRATIONS.find((entry) => entry.singletonId === doc._id);
    // New pages go where their singleton was, so the seed reads in the same order as before.
    if (migration) {
      for (const page of addedFor(migration.slug)) {
        out.push(page);
        placed.add(page._id);
      }
    }
    if (!plan.remove.includes(doc._id)) out.push(written.get(doc._id) ?? doc);
  }
  out.push(...added.filter((doc) => !placed.has(doc._id)));
  await writeFile(file, `${out.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  console.log(describe(plan));
}

async function migrateLake() {
  loadDotenv(root);
  const config = withLocalToken(readStackConfig(process.env));
  const plan = await migratePagesInLake(lakeWriteClient(config, { perspective: "raw" }));
  console.log(`${config.sanity.projectId}/${config.sanity.dataset}: ${describe(plan)}`);
}

const fileAt = process.argv.indexOf("--file");
const file = fileAt === -1 ? undefined : process.argv[fileAt + 1];

(file ? migrateFile(path.resolve(file)) : migrateLake()).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Migration failed: ${message}`);
  if (/ECONNREFUSED|fetch failed/.test(message)) {
    console.error("Is the lake running? Start it with `npm start` or `npm run lake`.");
  }
  process.exit(1);
});
