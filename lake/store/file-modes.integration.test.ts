/**
 * The data dir holds the token, every document and its history: only its owner may read it,
 * as the token alone was before (mode 0600 files in a 0700 directory).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { startLake, type TestLake, tempDir } from "../testing/test-lake";

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

let t: TestLake | undefined;
let parent: string;
afterEach(async () => {
  await t?.stop();
  t = undefined;
  fs.rmSync(parent, { recursive: true, force: true });
});

/** Every file and directory under `dir`, the dir itself included, with its mode. */
function modesUnder(dir: string): Record<string, number> {
  const out: Record<string, number> = { ".": modeOf(dir) };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = modeOf(file);
  }
  return out;
}

describe("data files", () => {
  it("are made 0600 in 0700 directories: logs, settings, assets", async () => {
    parent = tempDir();
    const dataDir = path.join(parent, "lake");
    t = await startLake({ dataDir, datasets: ["production", "staging"] });
    await t.client.create({ _type: "page", title: "x" });
    await t.client.datasets.edit("staging", { aclMode: "private" });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    await t.client.assets.upload("image", png);
    const modes = modesUnder(dataDir);
    expect(Object.keys(modes)).toEqual(
      expect.arrayContaining(["production.log.ndjson", "datasets.json", "assets"]),
    );
    const loose = Object.entries(modes).filter(([file, mode]) => {
      const isDir = fs.statSync(path.join(dataDir, file)).isDirectory();
      return mode !== (isDir ? 0o700 : 0o600);
    });
    expect(loose).toEqual([]);
  });

  it("tightens a data dir and logs made by an older lake", async () => {
    parent = tempDir();
    const dataDir = path.join(parent, "lake");
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, "production.log.ndjson"), "", { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, "production.log.ndjson"), 0o644);
    t = await startLake({ dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "production.log.ndjson"))).toBe(0o600);
  });
});
