/**
 * The committed seed (seed/production/data.ndjson), which global-setup loads into the test
 * lake: what a test expects the site to have published from the start, read from the file
 * rather than from a query written for the test.
 */

import { fileURLToPath } from "node:url";
import { readNdjson } from "@tastemap/scripts/seed-content";

const SEED_FILE = fileURLToPath(new URL("../../../seed/production/data.ndjson", import.meta.url));

/** The seeded English city guides, in their order on the site: each one's name and slug. */
export async function seededCities(): Promise<Array<{ name: string; slug: string }>> {
  const documents = await readNdjson(SEED_FILE);
  return documents
    .filter((doc) => doc._type === "city" && (doc.language ?? "en") === "en")
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0))
    .map((doc) => ({
      name: String(doc.name),
      slug: String((doc.slug as { current: string }).current),
    }));
}
