import { createHash } from "node:crypto";
import { startLake, type TestLake } from "@tastemap/lake/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_IMAGE_ACCEPT, waitUntilAvif } from "./avif-ready";

let t: TestLake;
let image: string;

beforeAll(async () => {
  t = await startLake();
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: "#3366cc" },
  })
    .png()
    .toBuffer();
  await t.client.assets.upload("image", png);
  const sha1 = createHash("sha1").update(png).digest("hex");
  image = `${t.lake.url}/images/local/production/${sha1}-64x48.png`;
});
afterAll(() => t.stop());

const contentType = async (url: string) => {
  const response = await fetch(url, { headers: { accept: CHROMIUM_IMAGE_ACCEPT } });
  await response.arrayBuffer();
  return response.headers.get("content-type");
};

describe("waitUntilAvif", () => {
  it("returns once the lake answers AVIF for every URL the browser got WebP for", async () => {
    const urls = [`${image}?w=32&auto=format`, `${image}?w=16&auto=format`];
    for (const url of urls) expect(await contentType(url)).toBe("image/webp");
    await waitUntilAvif([...urls, ...urls]);
    for (const url of urls) expect(await contentType(url)).toBe("image/avif");
  });

  it("names the URLs that never answered AVIF", async () => {
    // Without auto=format the lake keeps the original's format.
    await expect(waitUntilAvif([`${image}?w=20`], { attempts: 2, pauseMs: 1 })).rejects.toThrow(
      /w=20 \(last answer: image\/png\)/,
    );
  });
});
