/**
 * `npm run backup` and `npm run restore` as an owner runs them, as processes against a
 * running lake and Firestore emulator: the backup holds every dataset and the Firestore
 * data; a restore into a new dataset brings back every document (drafts included) and every
 * asset byte for byte; a dataset that holds documents is not overwritten without --replace,
 * and with it ends up as the backup had it.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { SanityClient } from "@sanity/client";
import { createLake, type Lake } from "@tastemap/lake";
import { makeClient, tempDir } from "@tastemap/lake/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmulatorService, startFirestoreEmulator } from "../../services/firebase";
import { freePort } from "../service";
import type { BackupManifest } from "./backup-folder";

const root = path.resolve(import.meta.dirname, "../../..");
const run = promisify(execFile);
const TOKEN = "backup-test-token";
const PROJECT = "demo-backup";
const sha1 = (bytes: Buffer | ArrayBuffer) =>
  createHash("sha1")
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest("hex");

let dir: string;
let lake: Lake;
let firestore: EmulatorService;
let client: SanityClient;
let png: Buffer;
const pdf = Buffer.from("%PDF-1.4 the menu");

/** Runs a script of ours as `npm run <name>` runs it, against this suite's lake and emulator. */
function script(name: "backup" | "restore", args: string[]) {
  return run(
    path.join(root, "node_modules/.bin/tsx"),
    [path.join(root, `scripts/${name}.ts`), ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        LAKE_PORT: String(lake.port),
        LAKE_HTTPS_PORT: "off",
        LAKE_DATA_DIR: path.join(dir, "lake"),
        SANITY_API_TOKEN: TOKEN,
        SANITY_PROJECT_ID: "",
        VITE_FIREBASE_PROJECT_ID: PROJECT,
        FIRESTORE_PORT: String(firestore.port),
      },
      timeout: 120_000,
    },
  );
}

/**
 * Every document of a dataset, drafts included, by id, without what a write sets and
 * without where an asset's file lives (its dataset's own path).
 */
async function documents(dataset: string) {
  const all = await client
    .withConfig({ dataset, perspective: "raw" })
    .fetch<Array<Record<string, unknown>>>("*[!(_id in path('_.**'))] | order(_id asc)");
  return all.map(
    ({ _rev: _r, _updatedAt: _u, _createdAt: _c, path: _p, url: _l, uploadId: _i, ...rest }) =>
      rest,
  );
}

beforeAll(async () => {
  dir = tempDir("backup-");
  lake = await createLake({
    port: 0,
    dataDir: path.join(dir, "lake"),
    projectId: "local",
    token: TOKEN,
    datasets: ["production", "staging"],
    log: () => undefined,
  });
  client = makeClient(lake.url, { token: TOKEN });
  png = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#c0ffee" } })
    .png()
    .toBuffer();
  const image = await client.assets.upload("image", png, { filename: "rome.png" });
  const file = await client.assets.upload("file", pdf, { filename: "menu.pdf" });
  await client
    .transaction()
    .create({
      _id: "rome",
      _type: "city",
      name: "Rome",
      hero: { _type: "image", alt: "Colosseum", asset: { _type: "reference", _ref: image._id } },
    })
    .create({
      _id: "enzo",
      _type: "restaurant",
      name: "Da Enzo",
      menu: { _type: "file", asset: { _type: "reference", _ref: file._id } },
    })
    .create({ _id: "drafts.enzo", _type: "restaurant", name: "Da Enzo (draft)" })
    .commit();
  await client
    .withConfig({ dataset: "staging" })
    .create({ _id: "milan", _type: "city", name: "Milan" });

  firestore = await startFirestoreEmulator({
    port: await freePort(),
    projectId: PROJECT,
    rulesPath: path.join(root, "firestore.rules"),
    log: () => undefined,
  });
  // As the Admin SDK writes: the emulator lets "owner" past the rules.
  const written = await fetch(
    `http://${firestore.hostPort}/v1/projects/${PROJECT}/databases/(default)/documents/newsletter?documentId=backup-probe`,
    {
      method: "POST",
      headers: { authorization: "Bearer owner", "content-type": "application/json" },
      body: JSON.stringify({ fields: { email: { stringValue: "probe@example.com" } } }),
    },
  );
  expect(written.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await firestore?.stop();
  await lake?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm run backup, then npm run restore", () => {
  let folder: string;
  let manifest: BackupManifest;

  it("backs up every dataset and the Firestore data into one dated folder", async () => {
    const { stdout } = await script("backup", ["--out", path.join(dir, "backups")]);
    folder = /Backup done: (.+)/.exec(stdout)?.[1] ?? "";
    expect(path.basename(folder)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    manifest = JSON.parse(fs.readFileSync(path.join(folder, "manifest.json"), "utf8"));
    expect(
      manifest.datasets.map((dataset) => [dataset.name, dataset.documents, dataset.assets]),
    ).toEqual([
      ["production", 3, 2],
      ["staging", 1, 0],
    ]);
    for (const dataset of manifest.datasets) {
      expect(fs.statSync(path.join(folder, dataset.file)).size).toBeGreaterThan(0);
    }
    if (!("location" in manifest.firestore))
      throw new Error(`Firestore skipped: ${manifest.firestore.skipped}`);
    // The emulator's own export: its metadata file, and the document's bytes in its data.
    const location = manifest.firestore.location;
    const exported = fs
      .readdirSync(location, { recursive: true })
      .map((name) => path.join(location, String(name)));
    expect(exported.some((file) => file.endsWith("overall_export_metadata"))).toBe(true);
    const bytes = exported
      .filter((file) => fs.statSync(file).isFile())
      .map((file) => fs.readFileSync(file).toString("latin1"))
      .join("");
    expect(bytes).toContain("probe@example.com");
  });

  it("restores a dataset into a new one: every document, draft and asset", async () => {
    const { stdout } = await script("restore", [path.join(folder, "production.tar.gz")]);
    const restored = /into the new dataset "([^"]+)"/.exec(stdout)?.[1] ?? "";
    expect(restored).toMatch(/^production-restored-\d{8}-\d{6}$/);
    expect(await documents(restored)).toEqual(await documents("production"));
    const assets = await client
      .withConfig({ dataset: restored })
      .fetch<Array<{ url: string; sha1hash: string }>>(
        "*[_type in ['sanity.imageAsset', 'sanity.fileAsset']]{url, sha1hash} | order(sha1hash asc)",
      );
    expect(assets.map((asset) => asset.sha1hash).sort()).toEqual([sha1(png), sha1(pdf)].sort());
    for (const asset of assets) {
      const response = await fetch(asset.url);
      expect(response.status).toBe(200);
      expect(sha1(await response.arrayBuffer())).toBe(asset.sha1hash);
    }
  });

  it("refuses to overwrite a dataset that holds documents, and says how", async () => {
    const production = client.withConfig({ dataset: "production" });
    await production.create({ _id: "written-after", _type: "city", name: "Written after" });
    const before = await documents("production");
    const refused = await script("restore", [
      path.join(folder, "production.tar.gz"),
      "--dataset",
      "production",
    ]).catch((error: { code: number; stderr: string }) => error);
    expect("code" in refused && refused.code).toBe(1);
    expect("stderr" in refused && refused.stderr).toContain(
      'Dataset "production" exists and holds 6 documents: restore does not overwrite it.',
    );
    expect(await documents("production")).toEqual(before);
  });

  it("with --replace, makes the dataset what the backup held", async () => {
    const production = client.withConfig({ dataset: "production" });
    const backedUp = (await documents("production")).filter((doc) => doc._id !== "written-after");
    await production.patch("rome").set({ name: "Roma (changed after)" }).commit();
    await script("restore", [
      path.join(folder, "production.tar.gz"),
      "--dataset",
      "production",
      "--replace",
    ]);
    expect(await documents("production")).toEqual(backedUp);
  });
});
