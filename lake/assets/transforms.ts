/**
 * Sanity's image URL parameters (`w`, `h`, `fit`, `rect`, `fm`...) applied with sharp,
 * within an output budget so one URL cannot cost seconds of CPU.
 */
import fs from "node:fs";
import type { Sharp } from "sharp";
import sharp from "sharp";
import { badRequest } from "../core/errors";

/**
 * The largest image a transform may produce, device pixel ratio included: one
 * anonymous URL must not cost seconds of CPU and hundreds of megabytes (8192 ×
 * 8192 at dpr 2 is 268 megapixels). Sanity's own output limits are of this order.
 */
const MAX_OUTPUT_SIDE = 8192;
/** Sanity's `dpr` runs from 1 to 3 (@sanity/image-url's README); larger values count as 3. */
const MAX_DPR = 3;
const MAX_OUTPUT_PIXELS = 40_000_000;

function assertOutputBudget(
  width: number | undefined,
  height: number | undefined,
  srcW: number,
  srcH: number,
): void {
  // One side given: the other follows the source's aspect ratio.
  const outW = width ?? (height !== undefined ? Math.round((srcW * height) / srcH) : srcW);
  const outH = height ?? (width !== undefined ? Math.round((srcH * width) / srcW) : srcH);
  if (outW > MAX_OUTPUT_SIDE || outH > MAX_OUTPUT_SIDE || outW * outH > MAX_OUTPUT_PIXELS) {
    throw badRequest(
      `Requested image is too large: ${outW} × ${outH} px (dpr included); the limit is ${MAX_OUTPUT_SIDE} px a side and ${MAX_OUTPUT_PIXELS / 1_000_000} megapixels`,
    );
  }
}

function num(q: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = q.get(name);
  if (raw === null || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw badRequest(`Invalid value for ${name}: ${raw}`);
  return Math.min(max, Math.max(min, value));
}

function color(raw: string | null): string | undefined {
  if (!raw) return undefined;
  const hex = raw.replace(/^#/, "");
  if (!/^([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex))
    throw badRequest(`Invalid bg color ${raw}`);
  // Sanity/imgix put alpha first (ARGB); CSS wants it last.
  if (hex.length === 4) return `#${hex.slice(1)}${hex[0]}`;
  if (hex.length === 8) return `#${hex.slice(2)}${hex.slice(0, 2)}`;
  return `#${hex}`;
}

const GRAVITY: Record<string, string> = {
  top: "north",
  bottom: "south",
  left: "west",
  right: "east",
  "top,left": "northwest",
  "left,top": "northwest",
  "top,right": "northeast",
  "right,top": "northeast",
  "bottom,left": "southwest",
  "left,bottom": "southwest",
  "bottom,right": "southeast",
  "right,bottom": "southeast",
  center: "centre",
};

/**
 * AVIF for Sanity's `q` (a JPEG/WebP scale, 75 by default): q − 20 (55), chroma at half
 * resolution as WebP's, effort 4 (sharp's default). On the seeded heroes at the site's
 * widths: 18-38% fewer bytes than WebP at q, at an SSIM as high or higher; effort 3 takes
 * 40% of the time for 6% more bytes, effort 5 saves 5% for 1.8× the time, q50 is at WebP's
 * SSIM (docs/benchmarks.md, "AVIF for auto=format"; decision 0040).
 */
function avifOptions(quality: number) {
  return { quality: Math.max(1, quality - 20), effort: 4, chromaSubsampling: "4:2:0" };
}

/**
 * The largest Gaussian sigma applied at full size. A blur's cost grows with its sigma (libvips'
 * kernel is about 6σ wide): `blur=2000` (σ 500) on a 4000 px output was minutes of CPU. Past
 * this sigma the image is blurred at a scale where the sigma is this one, then enlarged back:
 * what a blur that wide leaves has no detail a smaller copy loses, and the cost no longer
 * depends on the sigma.
 */
const MAX_FULL_SIZE_SIGMA = 8;

async function blurred(img: Sharp, sigma: number): Promise<Sharp> {
  if (sigma <= MAX_FULL_SIZE_SIGMA) return img.blur(sigma);
  const full = await img.raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = full.info;
  const scale = MAX_FULL_SIZE_SIGMA / sigma;
  const small = await sharp(full.data, { raw: { width, height, channels } })
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), {
      fit: "fill",
    })
    .blur(MAX_FULL_SIZE_SIGMA)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(small.data, {
    raw: { width: small.info.width, height: small.info.height, channels: small.info.channels },
  }).resize(width, height, { fit: "fill", kernel: "cubic" });
}

/** Applies Sanity's image URL parameters (rect → orient → resize → effects → encode). */
export async function renderImage(
  file: string,
  q: URLSearchParams,
  format: string,
): Promise<Buffer> {
  const input = await fs.promises.readFile(file);
  const meta = await sharp(input, { failOn: "none" }).metadata();
  let srcW = meta.autoOrient?.width ?? meta.width ?? 1;
  let srcH = meta.autoOrient?.height ?? meta.height ?? 1;
  let img: Sharp = sharp(input, { failOn: "none", animated: false }).autoOrient();

  const rect = q.get("rect");
  if (rect) {
    const parts = rect.split(",").map(Number);
    if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n)))
      throw badRequest(`Invalid rect=${rect}`);
    const [l = 0, t = 0, w = 0, h = 0] = parts.map((n) => Math.round(n));
    const left = Math.min(Math.max(0, l), srcW - 1);
    const top = Math.min(Math.max(0, t), srcH - 1);
    const width = Math.max(1, Math.min(w, srcW - left));
    const height = Math.max(1, Math.min(h, srcH - top));
    // Extract on its own pass so the crop is in oriented coordinates and resizing sees it.
    img = sharp(await img.extract({ left, top, width, height }).toBuffer());
    srcW = width;
    srcH = height;
  }

  const orientation = num(q, "or", 0, 270);
  if (orientation) {
    img = img.rotate(orientation);
    if (orientation === 90 || orientation === 270) [srcW, srcH] = [srcH, srcW];
  }
  const flip = q.get("flip");
  if (flip?.includes("h")) img = img.flop();
  if (flip?.includes("v")) img = img.flip();

  const dpr = num(q, "dpr", 1, MAX_DPR) ?? 1;
  let w = num(q, "w", 1, 8192);
  let h = num(q, "h", 1, 8192);
  const maxW = num(q, "max-w", 1, 8192);
  const maxH = num(q, "max-h", 1, 8192);
  const minW = num(q, "min-w", 1, 8192);
  const minH = num(q, "min-h", 1, 8192);
  if (w !== undefined && maxW !== undefined) w = Math.min(w, maxW);
  if (h !== undefined && maxH !== undefined) h = Math.min(h, maxH);
  if (w !== undefined && minW !== undefined) w = Math.max(w, minW);
  if (h !== undefined && minH !== undefined) h = Math.max(h, minH);
  if (w === undefined && h === undefined && (maxW !== undefined || maxH !== undefined)) {
    // Only limits: shrink to fit them, never enlarge.
    img = img.resize({
      width: maxW ? Math.round(maxW * dpr) : undefined,
      height: maxH ? Math.round(maxH * dpr) : undefined,
      fit: "inside",
      withoutEnlargement: true,
    });
  }
  const tw = w !== undefined ? Math.round(w * dpr) : undefined;
  const th = h !== undefined ? Math.round(h * dpr) : undefined;
  assertOutputBudget(tw, th, srcW, srcH);
  const fit = q.get("fit") ?? "clip";
  const bg = color(q.get("bg"));
  if (tw !== undefined || th !== undefined) {
    if (tw === undefined || th === undefined) {
      img = img.resize({
        width: tw,
        height: th,
        withoutEnlargement: fit === "max" || fit === "min" || fit === "fillmax",
      });
    } else if (fit === "crop" || fit === "min") {
      const crop = q.get("crop") ?? "center";
      const fpx = num(q, "fp-x", 0, 1);
      const fpy = num(q, "fp-y", 0, 1);
      let cw = tw;
      let ch = th;
      if (fit === "min" && (cw > srcW || ch > srcH)) {
        // Keep the aspect ratio of the request without exceeding the source.
        const scale = Math.min(srcW / cw, srcH / ch);
        cw = Math.max(1, Math.round(cw * scale));
        ch = Math.max(1, Math.round(ch * scale));
      }
      if (crop.includes("focalpoint") && fpx !== undefined && fpy !== undefined) {
        const scale = Math.max(cw / srcW, ch / srcH);
        const sw = Math.max(cw, Math.round(srcW * scale));
        const sh = Math.max(ch, Math.round(srcH * scale));
        const left = Math.round(Math.min(Math.max(0, fpx * sw - cw / 2), sw - cw));
        const top = Math.round(Math.min(Math.max(0, fpy * sh - ch / 2), sh - ch));
        img = sharp(await img.resize(sw, sh, { fit: "fill" }).toBuffer()).extract({
          left,
          top,
          width: cw,
          height: ch,
        });
      } else {
        const position =
          crop === "entropy"
            ? sharp.strategy.entropy
            : (GRAVITY[crop] ?? GRAVITY[crop.split(",").reverse().join(",")] ?? "centre");
        img = img.resize(cw, ch, { fit: "cover", position });
      }
    } else if (fit === "fill" || fit === "fillmax") {
      img = img.resize(tw, th, {
        fit: "contain",
        background:
          bg ??
          (format === "jpg" || format === "pjpg" ? "#ffffff" : { r: 0, g: 0, b: 0, alpha: 0 }),
        withoutEnlargement: fit === "fillmax",
      });
    } else if (fit === "scale") {
      img = img.resize(tw, th, { fit: "fill" });
    } else {
      // clip (default) and max: fit inside the box; max never enlarges.
      img = img.resize(tw, th, { fit: "inside", withoutEnlargement: fit === "max" });
    }
  }

  const blur = num(q, "blur", 0, 2000);
  if (blur) img = await blurred(img, Math.max(0.3, blur / 4));
  const sharpen = num(q, "sharp", 0, 100);
  if (sharpen) img = img.sharpen({ sigma: 0.5 + sharpen / 50 });
  if (q.get("sat") === "-100") img = img.grayscale();
  if (q.has("invert")) img = img.negate({ alpha: false });

  const quality = num(q, "q", 1, 100) ?? 75;
  switch (format) {
    case "jpg":
    case "jpeg":
    case "pjpg":
      return img
        .flatten({ background: bg ?? "#ffffff" })
        .jpeg({ quality, progressive: format === "pjpg", mozjpeg: true })
        .toBuffer();
    case "png":
      return img.png().toBuffer();
    case "webp":
      return img.webp({ quality }).toBuffer();
    case "avif":
      return img.avif(avifOptions(quality)).toBuffer();
    case "gif":
      return img.gif().toBuffer();
    default:
      return img.toBuffer();
  }
}
