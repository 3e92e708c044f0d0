/**
 * Puts a dataset archive (a backup's `<dataset>.tar.gz`, or any `sanity dataset export`
 * file) back into a dataset. By default into a new one, so a restore can be looked at
 * before anything live changes; a dataset that holds documents is overwritten only when
 * asked (`replace`), and then ends up as the backup had it: documents written since the
 * backup are deleted.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SanityClient } from "@sanity/client";
import { importArchive } from "@tastemap/lake/transfer";
import { extract } from "tar";

export class RestoreRefused extends Error {}

const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** `production.tar.gz` taken any time → `production-restored-20261129-004105`. */
export function newDatasetName(archive: string, at: Date): string {
  const source = path.basename(archive).replace(/\.(tar\.gz|tgz|ndjson)$/, "");
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "")
    .replaceAll(/[-:]/g, "")
    .replace("T", "-");
  const base = source.toLowerCase().replaceAll(/[^a-z0-9_-]/g, "-") || "restore";
  const suffix = `-restored-${stamp}`;
  return base.slice(0, 64 - suffix.length) + suffix;
}

export function checkDatasetName(name: string): void {
  if (!DATASET_NAME.test(name)) {
    throw new RestoreRefused(
      `"${name}" is not a dataset name: lowercase letters, digits, "_" and "-", at most 64 characters, starting with a letter or digit`,
    );
  }
}

export interface RestoreOptions {
  /** A client of the project (any dataset: the restore picks its own). */
  client: SanityClient;
  archive: string;
  dataset: string;
  /** Overwrite a dataset that holds documents (and delete what the backup did not have). */
  replace: boolean;
  log: (line: string) => void;
}

export interface RestoreResult {
  dataset: string;
  created: boolean;
  documents: number;
  /** Documents the dataset had and the backup did not (deleted; `replace` only). */
  deleted: number;
}

export async function restoreDataset(options: RestoreOptions): Promise<RestoreResult> {
  const { archive, dataset, replace, log } = options;
  checkDatasetName(dataset);
  if (!fs.existsSync(archive)) throw new RestoreRefused(`There is no backup file at ${archive}`);
  const client = options.client.withConfig({ dataset, perspective: "raw", useCdn: false });
  const exists = (await client.datasets.list()).some((known) => known.name === dataset);
  const held = exists ? await client.fetch<number>("count(*)") : 0;
  if (held > 0 && !replace) {
    throw new RestoreRefused(
      `Dataset "${dataset}" exists and holds ${held} documents: restore does not overwrite it. Restore into a new dataset (--dataset <new-name>, or no --dataset for a fresh one), or pass --replace to make "${dataset}" what the backup holds.`,
    );
  }
  if (!exists) await client.datasets.create(dataset);

  const unpacked = await unpack(archive);
  try {
    const idsInBackup = readIds(path.join(unpacked.folder, "data.ndjson"));
    log(`restoring ${idsInBackup.size} documents into "${dataset}"`);
    const { documents, warnings } = await importArchive({
      client,
      source: unpacked.folder,
      operation: replace ? "createOrReplace" : "create",
      log,
    });
    for (const warning of warnings) log(`warning: ${warning}`);
    const deleted = replace ? await deleteAllBut(client, idsInBackup) : 0;
    return { dataset, created: !exists, documents, deleted };
  } finally {
    fs.rmSync(unpacked.root, { recursive: true, force: true });
  }
}

/** The archive unpacked into a temp folder (`root`), and the folder holding its `data.ndjson`. */
async function unpack(archive: string): Promise<{ root: string; folder: string }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "tastemap-restore-"));
  if (archive.endsWith(".ndjson")) {
    fs.copyFileSync(archive, path.join(root, "data.ndjson"));
    return { root, folder: root };
  }
  await extract({ file: archive, cwd: root });
  const candidates = [root, ...fs.readdirSync(root).map((name) => path.join(root, name))];
  const folder = candidates.find((candidate) => fs.existsSync(path.join(candidate, "data.ndjson")));
  if (!folder) {
    fs.rmSync(root, { recursive: true, force: true });
    throw new RestoreRefused(`${archive} is not a dataset export: it holds no data.ndjson`);
  }
  return { root, folder };
}

function readIds(ndjson: string): Set<string> {
  const ids = new Set<string>();
  for (const line of fs.readFileSync(ndjson, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const id = (JSON.parse(line) as { _id?: unknown })._id;
    if (typeof id === "string") ids.add(id);
  }
  return ids;
}

/**
 * Deletes every document not in `keep`, 100 to a transaction. Asset documents are not in an
 * export's data.ndjson (the import makes them as it uploads the files) and stay: one the
 * backup does not use is only an unused file.
 */
async function deleteAllBut(client: SanityClient, keep: Set<string>): Promise<number> {
  const all = await client.fetch<string[]>(
    "*[!(_id in path('_.**')) && !(_type in ['sanity.imageAsset', 'sanity.fileAsset'])]._id",
  );
  const extra = all.filter((id) => !keep.has(id));
  for (let start = 0; start < extra.length; start += 100) {
    const transaction = client.transaction();
    for (const id of extra.slice(start, start + 100)) transaction.delete(id);
    await transaction.commit({ visibility: "async" });
  }
  return extra.length;
}
