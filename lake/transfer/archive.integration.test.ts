/**
 * Export and import with Sanity's own tools against the lake, as `npm run lake:export` and
 * `lake:import` run them: a folder in the export layout (the seed's) imports, a lake
 * exports to the `.tar.gz` of `sanity dataset export`, and that file imports into a fresh
 * lake losslessly (documents, drafts, asset bytes and metadata), also a second time over
 * existing assets.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLake, type TestLake, TOKEN, tempDir } from "../testing/test-lake";
import { exportArchive } from "./archive";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const run = promisify(execFile);

let workDir: string;
let png: Buffer;
const pdf = Buffer.from("%PDF-1.4 menu");
const sha1 = (b: Buffer) => createHash("sha1").update(b).digest("hex");
const lakes: TestLake[] = [];
const dirs: string[] = [];
/** A temp dir removed after the suite (lakes started on an explicit dataDir keep theirs). */
const scratch = () => {
  const dir = tempDir();
  dirs.push(dir);
  return dir;
};

function writeSeed(dir: string): string {
  fs.mkdirSync(path.join(dir, "images"), { recursive: true });
  fs.mkdirSync(path.join(dir, "files"), { recursive: true });
  fs.writeFileSync(path.join(dir, "images", "rome.png"), png);
  fs.writeFileSync(path.join(dir, "files", "menu.pdf"), pdf);
  const docs = [
    {
      _id: "rome",
      _type: "city",
      name: "Rome",
      _createdAt: "2024-01-01T00:00:00Z",
      hero: {
        _type: "image",
        alt: "Colosseum",
        _sanityAsset: "image@file://./images/rome.png",
        hotspot: { x: 0.5, y: 0.5, height: 1, width: 1 },
      },
    },
    {
      _id: "enzo",
      _type: "restaurant",
      name: "Da Enzo",
      city: { _type: "reference", _ref: "rome" },
      gallery: [{ _key: "a", _type: "image", _sanityAsset: "image@file://./images/rome.png" }],
      menu: { _type: "file", _sanityAsset: "file@file://./files/menu.pdf" },
    },
    { _id: "drafts.enzo", _type: "restaurant", name: "Da Enzo (draft)", _rev: "ignored" },
  ];
  const file = path.join(dir, "data.ndjson");
  fs.writeFileSync(file, `${docs.map((d) => JSON.stringify(d)).join("\n")}\n`);
  return file;
}

beforeAll(async () => {
  workDir = tempDir("lake-archive-");
  png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#00ff00" } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  for (const lake of lakes) await lake.stop();
  for (const dir of [workDir, ...dirs]) fs.rmSync(dir, { recursive: true, force: true });
});

const imageId = () => `image-${sha1(png)}-30x20-png`;
const fileId = () => `file-${sha1(pdf)}-pdf`;

/** Runs the lake CLI the way `npm run lake:*` does, on `dataDir`. */
async function cli(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(tsx, ["lake/cli.ts", ...args], {
    cwd: root,
    env: {
      ...process.env,
      LAKE_DATA_DIR: dataDir,
      SANITY_API_TOKEN: TOKEN,
      LAKE_PROJECT_ID: "local",
    },
    timeout: 120_000,
  });
  return stdout;
}

/**
 * Everything of a document that an export/import must keep. The lake sets `_rev` and
 * `_updatedAt`; asset documents are uploads anew, so (as on sanity.io, where @sanity/import
 * deliberately does not restore them) their `_createdAt` and `uploadId` are new too.
 */
const content = (docs: Record<string, unknown>[]) =>
  docs
    .map(({ _rev: _r, _updatedAt: _u, url: _url, uploadId: _up, ...rest }) => {
      if (String(rest._type).startsWith("sanity.") && String(rest._type).endsWith("Asset")) {
        const { _createdAt: _c, ...asset } = rest;
        return asset;
      }
      return rest;
    })
    .sort((a, b) => String(a._id).localeCompare(String(b._id)));

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe("lake:import and lake:export (Sanity's own tools)", { timeout: 120_000 }, () => {
  let source: TestLake;
  let archive: string;

  it("imports a folder in the export layout into a data dir no lake is running on", async () => {
    const seedDir = path.join(workDir, "seed");
    writeSeed(seedDir);
    const dataDir = path.join(scratch(), "lake");
    const out = await cli(dataDir, "import", seedDir);
    expect(out).toMatch(/imported 3 documents/);
    source = await startLake({ dataDir, httpsPort: 0 });
    lakes.push(source);
    const enzo = await source.client.getDocument("enzo");
    expect(enzo?.city).toEqual({ _type: "reference", _ref: "rome" });
    expect(enzo?.menu).toMatchObject({ asset: { _ref: fileId() } });
    expect(await source.client.getDocument("drafts.enzo")).toMatchObject({
      name: "Da Enzo (draft)",
    });
    const image = await source.client.getDocument(imageId());
    expect(sha1(await download(String(image?.url)))).toBe(sha1(png));
  });

  it("exports with @sanity/export to the .tar.gz of `sanity dataset export`", async () => {
    // Metadata staff typed into the media library must survive the trip.
    await source.client
      .patch(imageId())
      .set({
        title: "Rome at noon",
        altText: "Colosseum",
        creditLine: "Tastemap",
        description: "Hero",
      })
      .commit();
    archive = path.join(workDir, "production.tar.gz");
    const result = await exportArchive({ client: source.client, file: archive });
    expect(result).toEqual({ documents: 3, assets: 2 });
    const { stdout } = await run("tar", ["tzf", archive]);
    const entries = stdout
      .trim()
      .split("\n")
      .map((e) => e.replace(/^[^/]+\//, ""));
    expect(entries).toEqual(
      expect.arrayContaining([
        "data.ndjson",
        "assets.json",
        `images/${sha1(png)}-30x20.png`,
        `files/${sha1(pdf)}.pdf`,
      ]),
    );
  });

  it("imports that file into a fresh lake losslessly, byte for byte", async () => {
    const dataDir = path.join(scratch(), "lake");
    await cli(dataDir, "import", archive);
    const copy = await startLake({ dataDir, httpsPort: 0 });
    lakes.push(copy);
    const all = (t: TestLake) =>
      t.client.fetch<Record<string, unknown>[]>("*", {}, { perspective: "raw" });
    expect(content(await all(copy))).toEqual(content(await all(source)));
    for (const id of [imageId(), fileId()]) {
      const [a, b] = await Promise.all(
        [source, copy].map(async (t) => download(String((await t.client.getDocument(id))?.url))),
      );
      expect(b?.equals(a as Buffer)).toBe(true);
    }
  });

  it("imports again over existing assets through a running lake (https asset check)", async () => {
    const copy = lakes[lakes.length - 1] as TestLake;
    await copy.client.patch("rome").set({ name: "Roma" }).commit();
    const out = await cli(copy.dataDir, "import", archive, "--replace");
    expect(out).toMatch(/going through its API/);
    expect(out).toMatch(/imported 3 documents/);
    expect(await copy.client.getDocument("rome")).toMatchObject({ name: "Rome" });
    expect(await copy.client.fetch("count(*[_type == 'sanity.imageAsset'])")).toBe(1);
  });

  it("refuses to import over existing documents without --replace or --missing", async () => {
    const copy = lakes[lakes.length - 1] as TestLake;
    await expect(cli(copy.dataDir, "import", archive)).rejects.toThrow(/already exist/);
    const out = await cli(copy.dataDir, "import", archive, "--missing");
    expect(out).toMatch(/imported/);
  });
});

/**
 * Issue 23, item 16: an export holds the release (`_.releases.<id>`), for which
 * @sanity/import sends `sanity.action.release.import`; the lake used to refuse it.
 */
describe("a dataset with content releases, through lake:export and lake:import", {
  timeout: 120_000,
}, () => {
  it("arrives in a fresh lake with its releases and their versions, which still publish", async () => {
    const source = await startLake({ dataDir: path.join(scratch(), "lake") });
    lakes.push(source);
    await source.client
      .transaction()
      .create({ _id: "rome", _type: "city", name: "Rome" })
      .create({ _id: "milan", _type: "city", name: "Milan" })
      .commit();
    await source.client.releases.create({
      releaseId: "summer",
      metadata: { title: "Summer", releaseType: "asap" },
    });
    await source.client.releases.create({
      releaseId: "autumn",
      metadata: { title: "Autumn", releaseType: "scheduled" },
    });
    for (const [releaseId, id, name] of [
      ["summer", "rome", "Rome in summer"],
      ["summer", "turin", "Turin (new)"],
      ["autumn", "milan", "Milan in autumn"],
    ] as const) {
      await source.client.createVersion({
        document: { _id: `versions.${releaseId}.${id}`, _type: "city", name },
        publishedId: id,
        releaseId,
      });
    }
    await source.client.releases.schedule({
      releaseId: "autumn",
      publishAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
    });

    const file = path.join(workDir, "with-releases.tar.gz");
    expect(await cli(source.dataDir, "export", file)).toMatch(/exported 7 documents/);
    const dataDir = path.join(scratch(), "lake");
    expect(await cli(dataDir, "import", file)).toMatch(/imported 7 documents/);
    const copy = await startLake({ dataDir });
    lakes.push(copy);

    const all = (t: TestLake) =>
      t.client.fetch<Record<string, unknown>[]>("*", {}, { perspective: "raw" });
    const copied = content(await all(copy));
    expect(copied).toEqual(content(await all(source)));
    expect(copied.map((doc) => doc._id)).toEqual(
      expect.arrayContaining([
        "_.releases.summer",
        "versions.summer.rome",
        "versions.autumn.milan",
      ]),
    );
    expect(await copy.client.releases.get({ releaseId: "autumn" })).toMatchObject({
      state: "scheduled",
    });
    await copy.client.releases.publish({ releaseId: "summer" });
    expect(await copy.anon.fetch("*[_type == 'city'] | order(_id).name")).toEqual([
      "Milan",
      "Rome in summer",
      "Turin (new)",
    ]);
  });
});
