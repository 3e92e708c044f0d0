/**
 * Loads the committed seed dataset into a Content Lake through @sanity/client, so
 * the same code seeds the local lake and (with a token) a real Sanity project.
 * The NDJSON is `sanity dataset import` format, including its asset placeholders
 * `{"_sanityAsset": "image@file://./images/x.png"}`.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SanityClient } from "@sanity/client";
import { markMissingSourceRecords } from "./translation-revisions";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SeedDocument = { _id: string; _type: string; [key: string]: Json };

export async function readNdjson(file: string): Promise<SeedDocument[]> {
  const text = await readFile(file, "utf8");
  return text
    .split("\n")
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== "")
    .map(({ line, number }) => {
      try {
        const document = JSON.parse(line) as SeedDocument;
        if (typeof document._id !== "string" || typeof document._type !== "string") {
          throw new Error("needs _id and _type");
        }
        return document;
      } catch (error) {
        throw new Error(`${file}:${number}: ${(error as Error).message}`);
      }
    });
}

const ASSET_PLACEHOLDER = /^(image|file)@file:\/\/(.+)$/;

/** Replaces every `_sanityAsset` placeholder with a reference to the uploaded asset. */
async function resolveAssets(
  value: Json,
  baseDir: string,
  upload: (kind: "image" | "file", file: string) => Promise<string>,
): Promise<Json> {
  if (Array.isArray(value)) {
    return await Promise.all(value.map((item) => resolveAssets(item, baseDir, upload)));
  }
  if (value === null || typeof value !== "object") return value;
  const entries: [string, Json][] = [];
  for (const [key, child] of Object.entries(value)) {
    if (key === "_sanityAsset" && typeof child === "string") {
      const match = ASSET_PLACEHOLDER.exec(child);
      if (!match) throw new Error(`Unsupported asset placeholder: ${child}`);
      const kind = match[1] as "image" | "file";
      const file = path.resolve(baseDir, match[2] as string);
      entries.push(["asset", { _type: "reference", _ref: await upload(kind, file) }]);
      continue;
    }
    entries.push([key, await resolveAssets(child, baseDir, upload)]);
  }
  return Object.fromEntries(entries);
}

export interface SeedResult {
  seeded: boolean;
  documents: number;
}

/**
 * Seeds `file` into the client's dataset.
 * - `ifEmpty`: only when the dataset holds no documents (what `npm start` does, so
 *   staff edits and deletions survive a restart);
 * - `reset`: deletes every non-asset document first, then loads the seed.
 */
export async function seedContent(
  client: SanityClient,
  file: string,
  mode: "ifEmpty" | "reset",
): Promise<SeedResult> {
  if (mode === "ifEmpty") {
    const count = await client.fetch<number>(
      'count(*[!(_type in ["sanity.imageAsset", "sanity.fileAsset"])])',
      {},
      { perspective: "raw" },
    );
    if (count > 0) return { seeded: false, documents: count };
  }
  const documents = await readNdjson(file);
  const baseDir = path.dirname(file);
  const uploaded = new Map<string, Promise<string>>();
  const upload = (kind: "image" | "file", assetPath: string) => {
    const key = `${kind}:${assetPath}`;
    let pending = uploaded.get(key);
    if (!pending) {
      pending = readFile(assetPath).then(async (bytes) => {
        const asset = await client.assets.upload(kind, bytes, {
          filename: path.basename(assetPath),
        });
        return asset._id;
      });
      uploaded.set(key, pending);
    }
    return pending;
  };
  const resolved = [];
  for (const document of documents) {
    resolved.push((await resolveAssets(document, baseDir, upload)) as SeedDocument);
  }
  const transaction = client.transaction();
  if (mode === "reset") {
    const existing = await client.fetch<string[]>(
      '*[!(_type in ["sanity.imageAsset", "sanity.fileAsset"])]._id',
      {},
      { perspective: "raw" },
    );
    const seededIds = new Set(resolved.map((document) => document._id));
    for (const id of existing) if (!seededIds.has(id)) transaction.delete(id);
  }
  for (const document of resolved) transaction.createOrReplace(document);
  // One transaction: a failed seed leaves the dataset as it was.
  await transaction.commit({ visibility: "sync" });
  // Seeded translations start up to date with their sources (decision 0055).
  await markMissingSourceRecords(client);
  return { seeded: true, documents: resolved.length };
}
