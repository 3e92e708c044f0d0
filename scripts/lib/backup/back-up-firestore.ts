/**
 * The Firestore data (newsletter, waitlist, invitations, members). Locally the emulator
 * writes its own export into the backup folder (the format `firebase emulators:start
 * --import` reads). A real project's data is exported by Firestore's managed export into a
 * Cloud Storage bucket (FIRESTORE_BACKUP_BUCKET): a service account cannot download
 * Firestore's storage files any other way, and the managed export is the one
 * `gcloud firestore import` restores.
 */
import path from "node:path";
import type { BackupManifest } from "./backup-folder";

export type FirestoreTarget =
  | { mode: "emulator"; projectId: string; host: string }
  | {
      mode: "firebase";
      projectId: string;
      /** `gs://bucket[/prefix]`, or undefined: the backup then says it skipped Firestore. */
      bucket: string | undefined;
      /** An OAuth access token of a service account allowed to export (datastore.importExportAdmin). */
      accessToken: () => Promise<string>;
    };

export async function backUpFirestore(
  target: FirestoreTarget,
  folder: string,
  stamp: string,
): Promise<BackupManifest["firestore"]> {
  const database = `projects/${target.projectId}/databases/(default)`;
  if (target.mode === "emulator") {
    const location = path.join(folder, "firestore");
    await post(`http://${target.host}/emulator/v1/projects/${target.projectId}:export`, {
      database,
      export_directory: folder,
      export_name: "firestore",
    });
    return { projectId: target.projectId, location };
  }
  if (!target.bucket) {
    return {
      skipped:
        "FIRESTORE_BACKUP_BUCKET is not set: a real project's Firestore is exported into a Cloud Storage bucket (docs/deploy.md, Backups)",
    };
  }
  const outputUriPrefix = `${target.bucket.replace(/\/$/, "")}/${stamp}`;
  await post(
    `https://firestore.googleapis.com/v1/${database}:exportDocuments`,
    { outputUriPrefix },
    await target.accessToken(),
  );
  return { projectId: target.projectId, location: outputUriPrefix };
}

async function post(url: string, body: unknown, token?: string): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(
      `Firestore export failed (${response.status} ${response.statusText}): ${await response.text()}`,
    );
  }
}
