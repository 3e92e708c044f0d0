/**
 * `npm run backup [-- --out <folder>] [--skip-firestore]`: a dated copy of everything the
 * site's owners would miss. Every content dataset to the `.tar.gz` of `sanity dataset
 * export` (assets included), and the Firestore data: locally from the running lake and
 * Firestore emulator (`npm start`), or from the real Sanity and Firebase projects when .env
 * names them. `npm run restore` puts a dataset back; docs/deploy.md ("Backups") says how
 * production is backed up on a schedule and how Firestore is restored.
 */
import fs from "node:fs";
import path from "node:path";
import { readStackConfig, requireEnv } from "@tastemap/config";
import { applicationDefault } from "firebase-admin/app";
import { backUpDatasets } from "./lib/backup/back-up-content";
import { backUpFirestore, type FirestoreTarget } from "./lib/backup/back-up-firestore";
import {
  type BackupManifest,
  backupFolder,
  backupStamp,
  MANIFEST_FILE,
} from "./lib/backup/backup-folder";
import { lakeWriteClient } from "./lib/lake-client";
import { loadDotenv } from "./lib/load-dotenv";
import { withLocalToken } from "./lib/local-token";

const root = path.resolve(import.meta.dirname, "..");

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main() {
  loadDotenv(root);
  const config = withLocalToken(readStackConfig(process.env));
  const takenAt = new Date();
  const folder = backupFolder(
    path.resolve(option("out") ?? process.env.BACKUP_DIR ?? path.join(root, ".data/backups")),
    takenAt,
  );
  fs.mkdirSync(folder, { recursive: true });
  console.log(`Backing up into ${folder}`);

  // Drafts and releases are part of the content: the export needs a token that reads them.
  const datasets = await backUpDatasets(lakeWriteClient(config), folder, (line) =>
    console.log(line),
  );

  const firestoreTarget: FirestoreTarget =
    config.firebase.mode === "emulator"
      ? {
          mode: "emulator",
          projectId: config.firebase.projectId,
          host: `127.0.0.1:${config.ports.firestore}`,
        }
      : {
          mode: "firebase",
          projectId: config.firebase.projectId,
          bucket: process.env.FIRESTORE_BACKUP_BUCKET || undefined,
          accessToken: async () => {
            requireEnv(process.env, "GOOGLE_APPLICATION_CREDENTIALS");
            return (await applicationDefault().getAccessToken()).access_token;
          },
        };
  const firestore = process.argv.includes("--skip-firestore")
    ? { skipped: "--skip-firestore" }
    : await backUpFirestore(firestoreTarget, folder, backupStamp(takenAt));

  const manifest: BackupManifest = {
    takenAt: takenAt.toISOString(),
    sanity: { projectId: config.sanity.projectId, mode: config.sanity.mode },
    datasets,
    firestore,
  };
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const dataset of datasets) {
    console.log(
      `✓ ${dataset.name}: ${dataset.documents} documents, ${dataset.assets} assets → ${dataset.file}`,
    );
  }
  console.log(
    "skipped" in firestore
      ? `! Firestore not backed up: ${firestore.skipped}`
      : `✓ Firestore (${firestore.projectId}) → ${firestore.location}`,
  );
  console.log(`Backup done: ${folder}`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Backup failed: ${message}`);
  if (/ECONNREFUSED|fetch failed/.test(message)) {
    console.error(
      "Is the stack running? Locally the backup reads the running lake and Firestore emulator: start them with `npm start`.",
    );
  }
  process.exit(1);
});
