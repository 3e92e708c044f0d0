import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path_ from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_VERSION, raw, startLake, type TestLake, TOKEN } from "../testing/test-lake";

let t: TestLake;
let png: Buffer;

beforeAll(async () => {
  t = await startLake();
  // 80x60: left half red, right half blue, so crops are checkable by colour.
  const composed = await sharp({
    create: { width: 80, height: 60, channels: 3, background: "#ff0000" },
  })
    .composite([
      {
        input: { create: { width: 40, height: 60, channels: 3, background: "#0000ff" } },
        left: 40,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
  png = await sharp(composed).removeAlpha().png().toBuffer(); // composite adds an alpha channel
});
afterAll(() => t.stop());

const sha1 = (b: Buffer) => createHash("sha1").update(b).digest("hex");

/** A PNG whose header claims `width` × `height` (its pixels are never there). */
function pngClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function getImage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.lake.url}${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

describe("image upload", () => {
  it("stores a sanity.imageAsset document like Sanity does", async () => {
    const doc = await t.client.assets.upload("image", png, { filename: "rome.png", title: "Rome" });
    const hash = sha1(png);
    expect(doc).toMatchObject({
      _id: `image-${hash}-80x60-png`,
      _type: "sanity.imageAsset",
      assetId: hash,
      sha1hash: hash,
      extension: "png",
      mimeType: "image/png",
      size: png.length,
      originalFilename: "rome.png",
      title: "Rome",
      path: `images/local/production/${hash}-80x60.png`,
      url: `${t.lake.url}/images/local/production/${hash}-80x60.png`,
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: {
          _type: "sanity.imageDimensions",
          width: 80,
          height: 60,
          aspectRatio: 80 / 60,
        },
        hasAlpha: false,
        isOpaque: true,
        lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
      },
    });
    // Studio looks assets up by hash before uploading.
    const found = await t.client.fetch("*[_type == $t && sha1hash == $h][0]._id", {
      t: "sanity.imageAsset",
      h: hash,
    });
    expect(found).toBe(doc._id);
    // Same bytes again → same document, no duplicate.
    const again = await t.client.assets.upload("image", png, { filename: "copy.png" });
    expect(again._id).toBe(doc._id);
    expect(await t.client.fetch("count(*[_type == 'sanity.imageAsset'])")).toBe(1);
  });

  it("rejects uploads without a token and bytes that are not an image", async () => {
    await expect(t.anon.assets.upload("image", png)).rejects.toMatchObject({ statusCode: 401 });
    await expect(
      t.client.assets.upload("image", Buffer.from("not an image")),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("Invalid image"),
    });
  });

  it("names the real reason for an image too large to read", async () => {
    await expect(
      t.client.assets.upload("image", pngClaiming(100_000, 100_000)),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/Invalid image: .*pixel limit/),
    });
  });
});

describe("image serving", () => {
  const name = () => `/images/local/production/${sha1(png)}-80x60.png`;

  it("serves the original with immutable caching and ETag/304", async () => {
    const { response, bytes } = await getImage(name());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(bytes.equals(png)).toBe(true);
    const etag = response.headers.get("etag") as string;
    const cached = await getImage(name(), { "if-none-match": etag });
    expect(cached.response.status).toBe(304);
  });

  it("resizes, crops and converts", async () => {
    const resized = await getImage(`${name()}?w=40`);
    expect(await sharp(resized.bytes).metadata()).toMatchObject({
      width: 40,
      height: 30,
      format: "png",
    });

    const cropped = await getImage(`${name()}?w=20&h=20&fit=crop&crop=right&fm=jpg`);
    expect(cropped.response.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(cropped.bytes).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([20, 20, "jpeg"]);
    const { dominant } = await sharp(cropped.bytes).stats();
    expect(dominant.b).toBeGreaterThan(200); // the right (blue) part was kept

    const rect = await getImage(`${name()}?rect=0,0,40,60&w=10&fm=png`);
    const rectMeta = await sharp(rect.bytes).metadata();
    expect([rectMeta.width, rectMeta.height]).toEqual([10, 15]);
    expect((await sharp(rect.bytes).stats()).dominant.r).toBeGreaterThan(200); // only red

    const max = await getImage(`${name()}?w=1000&h=1000&fit=max`);
    expect((await sharp(max.bytes).metadata()).width).toBe(80); // never enlarged

    const clip = await getImage(`${name()}?w=40&h=40`);
    expect(await sharp(clip.bytes).metadata()).toMatchObject({ width: 40, height: 30 });

    const dpr = await getImage(`${name()}?w=20&dpr=2`);
    expect((await sharp(dpr.bytes).metadata()).width).toBe(40);
  });

  it("refuses an output over the pixel budget at once, dpr included, naming the size", async () => {
    const huge = await getImage(`${name()}?w=8192&h=8192&fit=scale&dpr=2&fm=png`);
    expect(huge.response.status).toBe(400);
    expect(huge.bytes.toString()).toMatch(/16384 × 16384 px \(dpr included\)/);
    // Refused before any pixel work (which used to burn seconds of CPU): the answer is the JSON error.
    expect(huge.response.headers.get("content-type")).toMatch(/application\/json/);
    const tall = await getImage(`${name()}?h=8000&dpr=2`);
    expect(tall.response.status).toBe(400);
    // Big but within the budget still renders.
    const big = await getImage(`${name()}?w=2000&fit=scale&fm=jpg`);
    expect(big.response.status).toBe(200);
  });

  it("answers 400 for bad parameters and 404 for unknown images", async () => {
    expect((await getImage(`${name()}?fm=bmp`)).response.status).toBe(400);
    expect((await getImage(`${name()}?w=abc`)).response.status).toBe(400);
    expect(
      (await getImage(`/images/local/production/${"0".repeat(40)}-10x10.png`)).response.status,
    ).toBe(404);
    expect(
      (await getImage(`/images/other/production/${sha1(png)}-80x60.png`)).response.status,
    ).toBe(404);
  });

  it("serves SVG as it is, but inert: its script cannot run on the lake's origin", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12"><script>alert(document.domain)</script><rect width="24" height="12" fill="red"/></svg>',
    );
    const doc = await t.client.assets.upload("image", svg, {
      filename: "logo.svg",
      contentType: "image/svg+xml",
    });
    expect(doc._id).toBe(`image-${sha1(svg)}-24x12-svg`);
    const served = await getImage(`/images/local/production/${sha1(svg)}-24x12.svg?w=100`);
    expect(served.response.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.bytes.equals(svg)).toBe(true);
    // Opened on its own, the SVG is a document: sandboxed, no script source, no sniffing.
    const policy = served.response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("sandbox");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("script-src");
    expect(served.response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("auto=format, as Sanity's CDN negotiates it", () => {
  const name = () => `/images/local/production/${sha1(png)}-80x60.png`;
  const CHROMIUM = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
  const IMMUTABLE = "public, max-age=31536000, immutable";

  /** Asks until the answer is AVIF (the lake encodes it after answering with WebP). */
  async function untilAvif(path: string) {
    for (;;) {
      const answer = await getImage(path, { accept: CHROMIUM });
      if (answer.response.headers.get("content-type") === "image/avif") return answer;
      expect(answer.response.headers.get("content-type")).toBe("image/webp");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("answers an AVIF-accepting client with WebP at once, then AVIF once encoded", async () => {
    const path = `${name()}?w=40&h=30&fit=crop&auto=format`;
    const first = await getImage(path, { accept: CHROMIUM });
    expect(first.response.headers.get("content-type")).toBe("image/webp");
    expect(first.response.headers.get("vary")).toBe("Accept");
    // A stand-in: revalidated, so the client gets the AVIF (another ETag) when it is there.
    expect(first.response.headers.get("cache-control")).toBe("no-cache");

    const avif = await untilAvif(path);
    expect(avif.response.status).toBe(200);
    expect(avif.response.headers.get("vary")).toBe("Accept");
    expect(avif.response.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(await sharp(avif.bytes).metadata()).toMatchObject({
      format: "heif",
      compression: "av1",
      width: 40,
      height: 30,
    });
    // The stand-in's ETag no longer matches: the revalidating client gets the AVIF.
    const revalidated = await getImage(path, {
      accept: CHROMIUM,
      "if-none-match": first.response.headers.get("etag") as string,
    });
    expect(revalidated.response.status).toBe(200);
    expect(revalidated.response.headers.get("content-type")).toBe("image/avif");
    const unchanged = await getImage(path, {
      accept: CHROMIUM,
      "if-none-match": avif.response.headers.get("etag") as string,
    });
    expect(unchanged.response.status).toBe(304);
  });

  it("keeps WebP and AVIF apart: their own cache entries, ETags and bytes", async () => {
    const path = `${name()}?w=30&auto=format`;
    const avif = await untilAvif(path);
    const webp = await getImage(path, { accept: "image/webp,*/*" });
    expect(webp.response.headers.get("content-type")).toBe("image/webp");
    expect(webp.response.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(webp.response.headers.get("vary")).toBe("Accept");
    expect((await sharp(webp.bytes).metadata()).format).toBe("webp");
    expect(webp.response.headers.get("etag")).not.toBe(avif.response.headers.get("etag"));
    expect(webp.bytes.equals(avif.bytes)).toBe(false);
    // The AVIF is still served as AVIF after the WebP was cached beside it.
    const again = await getImage(path, { accept: CHROMIUM });
    expect(again.bytes.equals(avif.bytes)).toBe(true);
    const cached = fs.readdirSync(path_.join(t.dataDir, "assets/.cache", sha1(png)));
    expect(cached.filter((file) => file.endsWith(".avif")).length).toBeGreaterThan(0);
    expect(cached.filter((file) => file.endsWith(".webp")).length).toBeGreaterThan(0);
  });

  it("answers a client naming neither with the original's format", async () => {
    for (const accept of ["image/png", "image/*,*/*;q=0.8", "image/avif;q=0,image/webp;q=0"]) {
      const plain = await getImage(`${name()}?w=30&auto=format`, { accept });
      expect(plain.response.headers.get("content-type")).toBe("image/png");
      expect(plain.response.headers.get("vary")).toBe("Accept");
      expect(plain.response.headers.get("cache-control")).toBe(IMMUTABLE);
    }
    const none = await getImage(`${name()}?w=30&auto=format`);
    expect(none.response.headers.get("content-type")).toBe("image/png");
  });

  it("lets an explicit fm win, and serves fm=avif at once as the negotiated AVIF", async () => {
    const jpg = await getImage(`${name()}?w=20&fm=jpg&auto=format`, { accept: CHROMIUM });
    expect(jpg.response.headers.get("content-type")).toBe("image/jpeg");
    expect(jpg.response.headers.get("cache-control")).toBe(IMMUTABLE);
    const webp = await getImage(`${name()}?w=20&fm=webp`, { accept: CHROMIUM });
    expect(webp.response.headers.get("content-type")).toBe("image/webp");

    const explicit = await getImage(`${name()}?w=20&fm=avif`, { accept: "image/png" });
    expect(explicit.response.headers.get("content-type")).toBe("image/avif");
    expect(explicit.response.headers.get("vary")).toBeNull();
    expect((await sharp(explicit.bytes).metadata()).width).toBe(20);
    // The same output, so the same cache entry: negotiated, it is there at the first request.
    const negotiated = await getImage(`${name()}?w=20&auto=format`, { accept: CHROMIUM });
    expect(negotiated.response.headers.get("content-type")).toBe("image/avif");
    expect(negotiated.response.headers.get("etag")).toBe(explicit.response.headers.get("etag"));
  });

  it("keeps SVG and GIF sources in their own format", async () => {
    const gif = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#00ff00" },
    })
      .gif()
      .toBuffer();
    await t.client.assets.upload("image", gif, { filename: "dot.gif" });
    const served = await getImage(`/images/local/production/${sha1(gif)}-8x8.gif?w=4&auto=format`, {
      accept: CHROMIUM,
    });
    expect(served.response.headers.get("content-type")).toBe("image/gif");
    expect(served.response.headers.get("cache-control")).toBe(IMMUTABLE);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await t.client.assets.upload("image", svg, { contentType: "image/svg+xml" });
    const vector = await getImage(
      `/images/local/production/${sha1(svg)}-10x10.svg?w=5&auto=format`,
      { accept: CHROMIUM },
    );
    expect(vector.response.headers.get("content-type")).toBe("image/svg+xml");
    expect(vector.bytes.equals(svg)).toBe(true);
    expect(vector.response.headers.get("cache-control")).toBe(IMMUTABLE);
  });

  it("goes on answering while AVIF encodes wait their turn", async () => {
    // Noise compresses badly: each encode is real work (a flat image would take a moment).
    const noise = await sharp(randomBytes(160 * 160 * 3), {
      raw: { width: 160, height: 160, channels: 3 },
    })
      .png()
      .toBuffer();
    await t.client.assets.upload("image", noise, { filename: "noise.png" });
    const image = `/images/local/production/${sha1(noise)}-160x160.png`;
    // Distinct explicit AVIFs (they are answered only once encoded) and, at the same time,
    // distinct negotiated ones (answered with WebP, their AVIF queued behind).
    const order: string[] = [];
    const encodes = Array.from({ length: 10 }, (_, i) =>
      getImage(`${image}?w=${160 - i}&fm=avif`).then((answer) => {
        order.push("avif");
        return answer;
      }),
    );
    const negotiated = Array.from({ length: 10 }, (_, i) =>
      getImage(`${image}?w=${120 - i}&auto=format`, { accept: CHROMIUM }),
    );
    const ping = raw(t.lake, "/v1/ping").then((answer) => {
      order.push("ping");
      return answer;
    });
    const query = t.anon.fetch("count(*[_type == 'sanity.imageAsset'])").then((count) => {
      order.push("query");
      return count;
    });
    expect((await ping).status).toBe(200);
    expect(await query).toBeGreaterThan(0);
    for (const { response } of await Promise.all(negotiated)) {
      expect(response.headers.get("content-type")).toBe("image/webp");
    }
    const answers = await Promise.all(encodes);
    // Both answered before the last of the encodes: nothing waited for the AVIF queue.
    expect(order.indexOf("ping")).toBeLessThan(order.lastIndexOf("avif"));
    expect(order.indexOf("query")).toBeLessThan(order.lastIndexOf("avif"));
    // Each explicit AVIF is either encoded or refused with a clear 503, never left hanging.
    for (const { response, bytes } of answers) {
      if (response.status === 200) expect(response.headers.get("content-type")).toBe("image/avif");
      else {
        expect(response.status).toBe(503);
        expect(bytes.toString()).toMatch(/Too many image transforms/);
      }
    }
  });
});

describe("files", () => {
  it("uploads and serves a file asset", async () => {
    const pdf = Buffer.from("%PDF-1.4 fake menu");
    const doc = await t.client.assets.upload("file", pdf, {
      filename: "menu.pdf",
      contentType: "application/pdf",
    });
    const hash = sha1(pdf);
    expect(doc).toMatchObject({
      _id: `file-${hash}-pdf`,
      _type: "sanity.fileAsset",
      extension: "pdf",
      mimeType: "application/pdf",
      size: pdf.length,
      url: `${t.lake.url}/files/local/production/${hash}.pdf`,
    });
    const served = await raw(t.lake, `/files/local/production/${hash}.pdf?dl=menu.pdf`);
    expect(served.status).toBe(200);
    expect(served.text).toBe("%PDF-1.4 fake menu");
    expect(served.headers.get("content-disposition")).toBe('attachment; filename="menu.pdf"');
  });

  it("answers uploads to unknown datasets with 404", async () => {
    const res = await raw(t.lake, `/v${API_VERSION}/assets/files/nope?filename=a.txt`, {
      method: "POST",
      body: "hello",
      token: TOKEN,
    });
    expect(res.status).toBe(404);
  });
});
