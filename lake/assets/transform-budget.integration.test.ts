/**
 * Image transforms under a cost limit: a URL that multiplies cost (a huge blur on an enlarged
 * image) neither holds the render slot nor keeps the lake from stopping.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLake, type TestLake } from "../testing/test-lake";

let t: TestLake;
let image: string;

beforeAll(async () => {
  t = await startLake({ assets: { cpuBudgetMs: 1500, avifCpuBudgetMs: 1500 } });
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
  await t.client.assets.upload("image", png, { filename: "budget.png" });
  image = `/images/local/production/${createHash("sha1").update(png).digest("hex")}-80x60.png`;
});
afterAll(() => t?.stop());

async function timed(lakeUrl: string, path: string) {
  const started = performance.now();
  const response = await fetch(`${lakeUrl}${path}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, ms: performance.now() - started };
}

describe("a transform's cost limit", () => {
  it("renders ?blur=2000&w=4000 within its budget while another transform is answered", async () => {
    const hostile = timed(t.lake.url, `${image}?blur=2000&w=4000&fm=jpg`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const normal = await timed(t.lake.url, `${image}?w=20&fm=webp`);
    // Answered while the hostile render is in flight (or already bounded and done): the
    // render slot is not the hostile URL's alone.
    expect(normal.status).toBe(200);
    const answer = await hostile;
    // Rendered (the blur is bounded in cost) or refused with a 4xx, within the CPU budget the
    // next test checks; wall-clock time here is the machine's.
    expect(answer.status).toBeLessThan(500);
    if (answer.status === 200) {
      expect(await sharp(answer.bytes).metadata()).toMatchObject({ width: 4000, height: 3000 });
    }
  }, 20_000);

  it("refuses a render past its CPU budget with a 422 naming the limit", async () => {
    // A 36-megapixel AVIF: many seconds of CPU, far over the 1.5 s this lake allows.
    const answer = await timed(t.lake.url, `${image}?w=6000&h=6000&fit=scale&fm=avif&q=90`);
    expect(answer.status).toBe(422);
    expect(answer.bytes.toString()).toMatch(/budget of 1\.5 s of CPU time/);
    // The slot it held is free again.
    expect((await timed(t.lake.url, `${image}?w=30&fm=png`)).status).toBe(200);
  }, 20_000);

  it("stops at once while a render is in progress", async () => {
    const other = await startLake({ assets: { cpuBudgetMs: 60_000, avifCpuBudgetMs: 60_000 } });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#39c" } })
      .png()
      .toBuffer();
    await other.client.assets.upload("image", png, { filename: "stop.png" });
    const name = `/images/local/production/${createHash("sha1").update(png).digest("hex")}-64x64.png`;
    const rendering = timed(other.lake.url, `${name}?w=6000&h=6000&fit=scale&fm=avif&q=90`).catch(
      () => ({ status: 0, bytes: Buffer.alloc(0), ms: 0 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const started = performance.now();
    await other.stop();
    // The render alone would take many seconds (its budget is 60 s): a stop that waited for it
    // would take that long, one that ends it takes a moment even on a loaded machine.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect((await rendering).status).not.toBe(200);
  }, 30_000);
});
