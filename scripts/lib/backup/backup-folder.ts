/**
 * Where a backup goes and what it holds: one folder per run, named by its UTC time so a
 * listing sorts oldest to newest, with a manifest saying what each file is.
 */
import path from "node:path";

/** `2026-11-29T00-41-05Z`: an ISO time with the colons a file name cannot always hold. */
export function backupStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}

export function backupFolder(root: string, at: Date): string {
  return path.join(root, backupStamp(at));
}

/** The archive of one dataset inside a backup folder: what `npm run restore` takes. */
export function datasetArchive(folder: string, dataset: string): string {
  return path.join(folder, `${dataset}.tar.gz`);
}

export interface BackupManifest {
  /** When the backup started (ISO time). */
  takenAt: string;
  /** Where the content came from: the local lake or a Sanity project. */
  sanity: { projectId: string; mode: "local" | "sanity" };
  datasets: Array<{ name: string; file: string; documents: number; assets: number }>;
  /** The Firestore export: a folder in the backup (emulator) or a bucket path (production). */
  firestore: { projectId: string; location: string } | { skipped: string };
}

export const MANIFEST_FILE = "manifest.json";
