import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLake, type TestLake, TOKEN, tempDir } from "../testing/test-lake";
import { exportNdjson, importNdjson } from "./ndjson";

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
  const file = path.join(dir, "seed.ndjson");
  fs.writeFileSync(file, `${docs.map((d) => JSON.stringify(d)).join("\n")}\n`);
  return file;
}

beforeAll(async () => {
  workDir = tempDir("lake-ndjson-");
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

describe("importNdjson / exportNdjson", () => {
  it("imports through the API, turning _sanityAsset placeholders into asset references", async () => {
    const t = await startLake();
    lakes.push(t);
    const file = writeSeed(path.join(workDir, "seed-a"));
    const result = await importNdjson({ file, client: t.client });
    expect(result).toEqual({ documents: 3, created: 3, replaced: 0, skipped: 0, assets: 2 });
    const rome = await t.client.getDocument("rome");
    expect(rome).toMatchObject({
      _createdAt: "2024-01-01T00:00:00Z",
      hero: {
        _type: "image",
        alt: "Colosseum",
        asset: { _type: "reference", _ref: imageId() },
        hotspot: { x: 0.5 },
      },
    });
    expect(rome?.hero).not.toHaveProperty("_sanityAsset");
    const enzo = await t.client.fetch(
      "*[_id == 'enzo'][0]{'img': gallery[0].asset->metadata.dimensions, 'menu': menu.asset->mimeType}",
    );
    expect(enzo).toEqual({
      img: expect.objectContaining({ width: 30, height: 20 }),
      menu: "application/pdf",
    });
    const image = await fetch(`${t.lake.url}/images/local/production/${sha1(png)}-30x20.png`);
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);

    // Default mode refuses to overwrite; --missing skips; --replace overwrites.
    await expect(importNdjson({ file, client: t.client })).rejects.toThrow(/already exist/);
    expect(await importNdjson({ file, client: t.client, mode: "missing" })).toMatchObject({
      created: 0,
      skipped: 3,
    });
    await t.client.patch("rome").set({ name: "changed" }).commit();
    expect(await importNdjson({ file, client: t.client, mode: "replace" })).toMatchObject({
      replaced: 3,
    });
    expect((await t.client.getDocument("rome"))?.name).toBe("Rome");
  });

  it("round-trips: export writes placeholders and files, importing that into an empty data dir gives the same content", async () => {
    const source = lakes[0] as TestLake;
    const outFile = path.join(workDir, "export-a", "production.ndjson");
    const exported = await exportNdjson({ file: outFile, client: source.client });
    expect(exported).toEqual({ documents: 3, assets: 2 });
    const lines = fs
      .readFileSync(outFile, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((d) => d._id)).toEqual(["drafts.enzo", "enzo", "rome"]);
    const rome = lines.find((d) => d._id === "rome");
    expect(rome.hero).toEqual({
      _type: "image",
      alt: "Colosseum",
      hotspot: { x: 0.5, y: 0.5, height: 1, width: 1 },
      _sanityAsset: `image@file://./images/${sha1(png)}-30x20.png`,
    });
    expect(rome).not.toHaveProperty("_rev");
    expect(
      fs
        .readFileSync(path.join(workDir, "export-a", "images", `${sha1(png)}-30x20.png`))
        .equals(png),
    ).toBe(true);
    expect(
      fs.readFileSync(path.join(workDir, "export-a", "files", `${sha1(pdf)}.pdf`)).equals(pdf),
    ).toBe(true);

    // Direct mode: straight into a stopped lake's data dir.
    const dataDir = scratch();
    const result = await importNdjson({ file: outFile, dataDir });
    expect(result).toMatchObject({ documents: 3, created: 3, assets: 2 });
    const target = await startLake({ dataDir });
    lakes.push(target);
    const strip = (d: Record<string, unknown> | null | undefined) => {
      if (!d) return d;
      const { _rev, _updatedAt, ...rest } = d;
      return rest;
    };
    for (const id of ["rome", "enzo", "drafts.enzo"]) {
      expect(strip(await target.client.getDocument(id))).toEqual(
        strip(await source.client.getDocument(id)),
      );
    }
    expect((await target.client.getDocument(imageId()))?.url).toBe(
      `${target.lake.url}/images/local/production/${sha1(png)}-30x20.png`,
    );
    expect(await target.client.getDocument(fileId())).toMatchObject({ _type: "sanity.fileAsset" });
  });

  it("reports malformed lines and missing asset files clearly", async () => {
    const dir = path.join(workDir, "bad");
    fs.mkdirSync(dir, { recursive: true });
    const badJson = path.join(dir, "bad.ndjson");
    fs.writeFileSync(badJson, '{"_id":"a","_type":"x"}\n{nope\n');
    await expect(importNdjson({ file: badJson, dataDir: scratch() })).rejects.toThrow(
      /bad\.ndjson:2: invalid JSON/,
    );
    const missing = path.join(dir, "missing.ndjson");
    fs.writeFileSync(
      missing,
      '{"_id":"a","_type":"x","img":{"_sanityAsset":"image@file://./nope.png"}}\n',
    );
    await expect(importNdjson({ file: missing, dataDir: scratch() })).rejects.toThrow(
      /Asset file not found/,
    );
  });
});

describe("lake/cli.ts", () => {
  it("imports and exports on a data dir, and through a running lake when one holds it", async () => {
    const dataDir = scratch();
    const file = writeSeed(path.join(workDir, "seed-cli"));
    const env = { ...process.env, LAKE_DATA_DIR: dataDir, SANITY_API_TOKEN: TOKEN };
    const imported = await run(tsx, [path.join(root, "lake/cli.ts"), "import", file], {
      cwd: root,
      env,
    });
    expect(imported.stdout).toContain(`working on ${dataDir}`);
    expect(imported.stdout).toContain(
      "imported 3 documents (3 created, 0 replaced, 0 skipped), 2 asset(s)",
    );

    const again = await run(tsx, [path.join(root, "lake/cli.ts"), "import", file], {
      cwd: root,
      env,
    }).catch((e) => e);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exist.*--replace or --missing/);

    // With a lake running on the data dir, the CLI goes through its API instead.
    const t = await startLake({ dataDir });
    lakes.push(t);
    const out = path.join(workDir, "cli-export", "out.ndjson");
    const exported = await run(
      tsx,
      [path.join(root, "lake/cli.ts"), "export", out, "--no-drafts"],
      { cwd: root, env },
    );
    expect(exported.stdout).toContain(`lake is running at ${t.lake.url}`);
    expect(exported.stdout).toContain("exported 2 documents, 2 asset(s)");
    const replaced = await run(tsx, [path.join(root, "lake/cli.ts"), "import", out, "--replace"], {
      cwd: root,
      env,
    });
    expect(replaced.stdout).toContain("imported 2 documents (0 created, 2 replaced, 0 skipped)");
  }, 120_000); // four CLI runs through tsx
});
