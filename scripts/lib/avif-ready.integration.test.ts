import { createHash, randomBytes } from "node:crypto";
import { startLake, type TestLake } from "@tastemap/lake/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_IMAGE_ACCEPT, waitForAvifEncodes } from "./avif-ready";

let t: TestLake;
let image: string;

beforeAll(async () => {
  t = await startLake();
  // Noise: each AVIF takes the lake a noticeable moment, so nothing is AVIF by chance.
  const png = await sharp(randomBytes(320 * 240 * 3), {
    raw: { width: 320, height: 240, channels: 3 },
  })
    .png()
    .toBuffer();
  await t.client.assets.upload("image", png);
  const sha1 = createHash("sha1").update(png).digest("hex");
  image = `${t.lake.url}/images/local/production/${sha1}-320x240.png`;
});
afterAll(() => t.stop());

const contentType = async (url: string) => {
  const response = await fetch(url, { headers: { accept: CHROMIUM_IMAGE_ACCEPT } });
  await response.arrayBuffer();
  return response.headers.get("content-type");
};

describe("waitForAvifEncodes", () => {
  it("returns once every URL the lake answered with WebP answers AVIF", async () => {
    const urls = [`${image}?w=320&auto=format`, `${image}?w=300&auto=format`];
    for (const url of urls) expect(await contentType(url)).toBe("image/webp");
    // How many are still WebP when it asks depends on how fast the lake encodes: not counted.
    await waitForAvifEncodes([...urls, ...urls]);
    for (const url of urls) expect(await contentType(url)).toBe("image/avif");
    expect(await waitForAvifEncodes(urls)).toBe(0);
  });

  it("takes another image format as final, and names the URLs still WebP or failing", async () => {
    expect(await waitForAvifEncodes([`${image}?w=20`])).toBe(0); // the PNG source's format
    // An explicit fm=webp stays WebP: never encoded as AVIF.
    await expect(
      waitForAvifEncodes([`${image}?w=20&fm=webp`, `${image}?w=abc&auto=format`], {
        attempts: 2,
        pauseMs: 1,
      }),
    ).rejects.toThrow(
      /fm=webp \(last answer: image\/webp\)\n.*w=abc&auto=format \(last answer: 400\)/,
    );
  });
});
