/**
 * Every dataset of the content, each to the `.tar.gz` of `sanity dataset export` (documents,
 * drafts, releases and asset files), by Sanity's own export tool: the same file the Sanity
 * CLI writes for a hosted project, so a backup restores with either.
 */
import type { SanityClient } from "@sanity/client";
import { exportArchive } from "@tastemap/lake/transfer";
import { type BackupManifest, datasetArchive } from "./backup-folder";

export async function backUpDatasets(
  client: SanityClient,
  folder: string,
  log: (line: string) => void,
): Promise<BackupManifest["datasets"]> {
  const datasets = (await client.datasets.list()).map((dataset) => dataset.name).sort();
  if (datasets.length === 0) throw new Error("The project has no dataset to back up");
  const written: BackupManifest["datasets"] = [];
  for (const name of datasets) {
    const file = datasetArchive(folder, name);
    log(`dataset "${name}" → ${file}`);
    const result = await exportArchive({
      client: client.withConfig({ dataset: name }),
      file,
      log,
    });
    written.push({ name, file: `${name}.tar.gz`, ...result });
  }
  return written;
}
