/**
 * `npm run bench:images`: what the lake sends for the site's hero images, WebP against AVIF.
 * The seeded heroes (seed/production/images) are uploaded to a fresh lake and asked for at
 * every width the site's srcset names (web/src/lib/sanity/image.ts, the URLs the site
 * writes), with `fm=webp` and `fm=avif` (what `auto=format` gives a browser that accepts
 * them: the same cache entries) and `fm=png` as the lossless reference. For each: bytes,
 * the lake's time to render it (cache emptied between runs; medians of BENCH_RUNS, default
 * 3) and SSIM against the reference (luma, 8×8 windows, stride 4; 1 = identical).
 * Then, for Amsterdam's hero at 768 px (its LCP image on Lighthouse's phone), the AVIF
 * settings around the lake's: quality and effort, encoded here from the reference.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startLake } from "@tastemap/lake/testing";
import { createImageBuilder, responsiveImage } from "@tastemap/web/image";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const runs = Number(process.env.BENCH_RUNS ?? 3);

/** The seeded heroes and how the site shows them (city-page.tsx, home-hero.tsx). */
const HEROES = [
  { file: "city-amsterdam.png", aspectRatio: 16 / 7, maxWidth: 1920 },
  { file: "city-rome.png", aspectRatio: 16 / 7, maxWidth: 1920 },
  { file: "city-berlin.png", aspectRatio: 16 / 7, maxWidth: 1920 },
  { file: "home-hero.png", aspectRatio: 4 / 3, maxWidth: 960 },
];

/** Mean SSIM of the luma of two RGB images of the same size. */
function ssim(a: Buffer, b: Buffer, width: number, height: number): number {
  const luma = (data: Buffer, i: number) =>
    0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number);
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let sum = 0;
  let windows = 0;
  for (let y = 0; y + 8 <= height; y += 4) {
    for (let x = 0; x + 8 <= width; x += 4) {
      let ma = 0;
      let mb = 0;
      let va = 0;
      let vb = 0;
      let cov = 0;
      for (let j = 0; j < 8; j++) {
        for (let i = 0; i < 8; i++) {
          const k = ((y + j) * width + x + i) * 3;
          const p = luma(a, k);
          const q = luma(b, k);
          ma += p;
          mb += q;
          va += p * p;
          vb += q * q;
          cov += p * q;
        }
      }
      ma /= 64;
      mb /= 64;
      va = va / 64 - ma * ma;
      vb = vb / 64 - mb * mb;
      cov = cov / 64 - ma * mb;
      sum += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      windows++;
    }
  }
  return sum / windows;
}

const rgb = (bytes: Buffer) =>
  sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] as number;
const table = (header: string[], rows: (string | number)[][]) =>
  [header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");

async function main() {
  const t = await startLake();
  try {
    const builder = createImageBuilder({
      projectId: "local",
      dataset: "production",
      apiVersion: "2025-02-19",
      apiHost: t.lake.url,
    });
    const fetchBytes = async (url: string) => {
      const started = performance.now();
      const response = await fetch(url);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`${url}: ${response.status} ${bytes.toString()}`);
      return { bytes, ms: performance.now() - started };
    };

    const rows: (string | number)[][] = [];
    let amsterdam768: Buffer | undefined;
    for (const hero of HEROES) {
      const input = fs.readFileSync(path.join(root, "seed/production/images", hero.file));
      const asset = await t.client.assets.upload("image", input, { filename: hero.file });
      const dimensions = asset.metadata.dimensions;
      const image = responsiveImage(
        builder,
        { asset: { _ref: asset._id }, dimensions },
        { aspectRatio: hero.aspectRatio, maxWidth: hero.maxWidth },
      );
      if (!image) throw new Error(`no URLs for ${hero.file}`);
      for (const entry of image.srcSet.split(", ")) {
        const [url = "", descriptor = ""] = entry.split(" ");
        const times: Record<"webp" | "avif", number[]> = { webp: [], avif: [] };
        const bytes: Partial<Record<"webp" | "avif" | "png", Buffer>> = {};
        for (let run = 0; run < runs; run++) {
          // Empty the variant cache: every run renders (the lake reads the cache from disk).
          fs.rmSync(path.join(t.dataDir, "assets/.cache"), { recursive: true, force: true });
          for (const format of ["webp", "avif"] as const) {
            const answer = await fetchBytes(`${url}&fm=${format}`);
            times[format].push(answer.ms);
            bytes[format] = answer.bytes;
          }
        }
        bytes.png = (await fetchBytes(`${url}&fm=png`)).bytes;
        const reference = await rgb(bytes.png);
        const { width, height } = reference.info;
        const score = async (encoded: Buffer) =>
          ssim(reference.data, (await rgb(encoded)).data, width, height).toFixed(4);
        const webp = bytes.webp as Buffer;
        const avif = bytes.avif as Buffer;
        if (hero.file === "city-amsterdam.png" && width === 768) amsterdam768 = bytes.png;
        rows.push([
          `\`${hero.file}\``,
          `${descriptor.replace("w", "")} × ${height}`,
          webp.length,
          avif.length,
          `${Math.round((100 * (avif.length - webp.length)) / webp.length)}%`,
          await score(webp),
          await score(avif),
          median(times.webp).toFixed(0),
          median(times.avif).toFixed(0),
        ]);
      }
    }

    const settings: (string | number)[][] = [];
    if (amsterdam768) {
      const reference = await rgb(amsterdam768);
      const { width, height } = reference.info;
      const webp = await sharp(amsterdam768).webp({ quality: 75 }).toBuffer();
      settings.push([
        "WebP q75 (the lake's WebP)",
        webp.length,
        ssim(reference.data, (await rgb(webp)).data, width, height).toFixed(4),
        "",
      ]);
      for (const [quality, effort, chroma] of [
        [45, 4, "4:2:0"],
        [50, 4, "4:2:0"],
        [55, 2, "4:2:0"],
        [55, 3, "4:2:0"],
        [55, 4, "4:2:0"],
        [55, 4, "4:4:4"],
        [55, 5, "4:2:0"],
        [60, 4, "4:2:0"],
      ] as const) {
        const times: number[] = [];
        let encoded = Buffer.alloc(0);
        for (let run = 0; run < runs; run++) {
          const started = performance.now();
          encoded = await sharp(amsterdam768)
            .avif({ quality, effort, chromaSubsampling: chroma })
            .toBuffer();
          times.push(performance.now() - started);
        }
        settings.push([
          `AVIF q${quality} effort ${effort} ${chroma}${quality === 55 && effort === 4 && chroma === "4:2:0" ? " (the lake's)" : ""}`,
          encoded.length,
          ssim(reference.data, (await rgb(encoded)).data, width, height).toFixed(4),
          median(times).toFixed(0),
        ]);
      }
    }

    const cpus = os.cpus();
    console.log(
      [
        `\`npm run bench:images\` on ${new Date().toISOString().slice(0, 10)}: ${runs} run(s), ${cpus.length} × ${cpus[0]?.model}, load average ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(" ")} at the end.`,
        "",
        table(
          [
            "image",
            "size px",
            "WebP bytes",
            "AVIF bytes",
            "AVIF vs WebP",
            "SSIM WebP",
            "SSIM AVIF",
            "WebP ms",
            "AVIF ms",
          ],
          rows,
        ),
        "",
        "Amsterdam's hero at 768 px, AVIF settings (encoded from the lossless render):",
        "",
        table(["encoding", "bytes", "SSIM", "encode ms"], settings),
      ].join("\n"),
    );
  } finally {
    await t.stop();
  }
}

await main();
