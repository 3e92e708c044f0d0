/**
 * Images and files: upload (`POST /assets/images|files/:dataset`), the asset documents
 * Studio and @sanity/image-url expect, and serving (`/images/...` resized with sharp and
 * cached on disk, `/files/...` as stored).
 *
 * Bytes are content-addressed: `<dataDir>/assets/<sha1>.<ext>`, written (and synced)
 * before the asset document is committed, so a committed document always has its bytes.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Sharp } from "sharp";
import sharp from "sharp";
import { type Principal, requireAuth } from "./auth";
import type { LakeContext } from "./context";
import { badRequest, HttpError, notFound } from "./errors";
import { ASSET_LIMIT, type Ctx, corsHeaders, readBody, sendJson } from "./http";
import { randomId } from "./ids";
import type { DatasetStore } from "./storage";
import { runTransaction } from "./transactions";
import type { SanityDocument } from "./types";

export type AssetKind = "image" | "file";

const MIME: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  svg: "image/svg+xml",
  tiff: "image/tiff",
  tif: "image/tiff",
  heif: "image/heif",
  pdf: "application/pdf",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  mp4: "video/mp4",
  webm: "video/webm",
  mp3: "audio/mpeg",
  zip: "application/zip",
};

export function mimeOf(ext: string): string {
  return MIME[ext.toLowerCase()] ?? "application/octet-stream";
}

export class AssetStore {
  readonly dir: string;
  private readonly cacheDir: string;
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(dataDir: string) {
    this.dir = path.join(path.resolve(dataDir), "assets");
    this.cacheDir = path.join(this.dir, ".cache");
  }

  pathOf(sha1: string, ext: string): string {
    return path.join(this.dir, `${sha1}.${ext}`);
  }

  has(sha1: string, ext: string): boolean {
    return fs.existsSync(this.pathOf(sha1, ext));
  }

  /** Durable write: temp file, fsync, rename (a crash never leaves half an image). */
  save(sha1: string, ext: string, bytes: Buffer): void {
    const target = this.pathOf(sha1, ext);
    if (fs.existsSync(target)) return;
    writeDurably(target, bytes);
  }

  /** A resized variant from the disk cache, rendering it at most once at a time. */
  async variant(
    sha1: string,
    key: string,
    ext: string,
    render: () => Promise<Buffer>,
  ): Promise<Buffer> {
    const file = path.join(this.cacheDir, sha1, `${key}.${ext}`);
    try {
      return await fs.promises.readFile(file);
    } catch {
      // Not cached yet.
    }
    const existing = this.inFlight.get(file);
    if (existing) return existing;
    const job = render().then((bytes) => {
      try {
        // Cache only; losing it in a crash just means re-rendering, so no fsync.
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const temp = `${file}.${process.pid}.${randomId(6)}.tmp`;
        fs.writeFileSync(temp, bytes);
        fs.renameSync(temp, file);
      } catch {
        // A read-only or full disk must not break image serving.
      }
      return bytes;
    });
    this.inFlight.set(file, job);
    try {
      return await job;
    } finally {
      this.inFlight.delete(file);
    }
  }
}

function writeDurably(target: string, bytes: Buffer): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${randomId(6)}.tmp`;
  const fd = fs.openSync(temp, "w");
  try {
    fs.writeFileSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, target);
}

// ---- describing and storing -----------------------------------------------------------

export interface ImageInfo {
  width: number;
  height: number;
  ext: string;
  mimeType: string;
  hasAlpha: boolean;
  isOpaque: boolean;
  lqip?: string;
}

const EXT_OF_FORMAT: Record<string, string> = { jpeg: "jpg", tiff: "tiff", heif: "heif" };

/** Reads dimensions (after EXIF orientation, as Sanity reports them) and a 20px LQIP. */
export async function describeImage(bytes: Buffer): Promise<ImageInfo> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { failOn: "none" }).metadata();
  } catch {
    throw badRequest("Invalid image, could not read metadata");
  }
  if (!meta.format || !meta.width || !meta.height)
    throw badRequest("Invalid image, could not read metadata");
  const ext = EXT_OF_FORMAT[meta.format] ?? meta.format;
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  const hasAlpha = Boolean(meta.hasAlpha);
  let isOpaque = !hasAlpha;
  let lqip: string | undefined;
  if (ext !== "svg") {
    try {
      if (hasAlpha) isOpaque = (await sharp(bytes, { failOn: "none" }).stats()).isOpaque;
      const small = await sharp(bytes, { failOn: "none" })
        .autoOrient()
        .resize(20, 20, { fit: "inside" })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 40 })
        .toBuffer();
      lqip = `data:image/jpeg;base64,${small.toString("base64")}`;
    } catch {
      // Metadata is enough to store the image; the placeholder is a nicety.
    }
  }
  return { width, height, ext, mimeType: mimeOf(ext), hasAlpha, isOpaque, lqip };
}

export interface AssetOptions {
  filename?: string;
  contentType?: string;
  label?: string;
  title?: string;
  description?: string;
  creditLine?: string;
  source?: { id?: string; name?: string; url?: string };
}

export function sha1Hex(bytes: Buffer): string {
  return createHash("sha1").update(bytes).digest("hex");
}

/**
 * Stores the bytes and returns the asset document, creating it if this dataset does not
 * have it yet (same bytes → same id → the existing document, as on sanity.io).
 */
export async function storeAsset(
  store: DatasetStore,
  assets: AssetStore,
  options: {
    kind: AssetKind;
    bytes: Buffer;
    projectId: string;
    baseUrl: string;
    author: string;
  } & AssetOptions,
): Promise<SanityDocument> {
  const { kind, bytes, projectId, baseUrl } = options;
  if (bytes.length === 0) throw badRequest("Asset body is empty");
  const sha1 = sha1Hex(bytes);
  const dataset = store.name;
  let id: string;
  let body: Record<string, unknown>;
  if (kind === "image") {
    const info = await describeImage(bytes);
    const name = `${sha1}-${info.width}x${info.height}.${info.ext}`;
    id = `image-${sha1}-${info.width}x${info.height}-${info.ext}`;
    assets.save(sha1, info.ext, bytes);
    body = {
      _type: "sanity.imageAsset",
      assetId: sha1,
      sha1hash: sha1,
      extension: info.ext,
      mimeType: info.mimeType,
      size: bytes.length,
      path: `images/${projectId}/${dataset}/${name}`,
      url: `${baseUrl}/images/${projectId}/${dataset}/${name}`,
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: {
          _type: "sanity.imageDimensions",
          width: info.width,
          height: info.height,
          aspectRatio: info.width / info.height,
        },
        hasAlpha: info.hasAlpha,
        isOpaque: info.isOpaque,
        ...(info.lqip ? { lqip: info.lqip } : {}),
      },
    };
  } else {
    const fromName = options.filename ? path.extname(options.filename).slice(1).toLowerCase() : "";
    const fromMime = Object.entries(MIME).find(
      ([, m]) => m === options.contentType?.split(";")[0],
    )?.[0];
    const ext = /^[a-z0-9]{1,10}$/.test(fromName) ? fromName : (fromMime ?? "bin");
    id = `file-${sha1}-${ext}`;
    assets.save(sha1, ext, bytes);
    body = {
      _type: "sanity.fileAsset",
      assetId: sha1,
      sha1hash: sha1,
      extension: ext,
      mimeType:
        options.contentType && options.contentType !== "application/octet-stream"
          ? options.contentType
          : mimeOf(ext),
      size: bytes.length,
      path: `files/${projectId}/${dataset}/${sha1}.${ext}`,
      url: `${baseUrl}/files/${projectId}/${dataset}/${sha1}.${ext}`,
    };
  }
  const existing = store.get(id);
  if (existing) return existing;
  if (options.filename) body.originalFilename = options.filename;
  for (const key of ["label", "title", "description", "creditLine"] as const) {
    if (options[key]) body[key] = options[key];
  }
  if (options.source && (options.source.id || options.source.name || options.source.url)) {
    body.source = { ...options.source };
  }
  body.uploadId = randomId(32);
  const { staging } = await runTransaction(store, { author: options.author }, (staging) => {
    if (!staging.get(id)) staging.put(id, body, (doc) => ({ createIfNotExists: doc }));
  });
  return staging.get(id) ?? (store.get(id) as SanityDocument);
}

// ---- HTTP: upload ---------------------------------------------------------------------

export async function handleUpload(
  ctx: Ctx,
  lake: LakeContext,
  principal: Principal | undefined,
  kind: AssetKind,
  dataset: string,
): Promise<void> {
  const user = requireAuth(principal, "Uploading assets");
  const store = lake.datasets.get(dataset);
  const bytes = await readBody(ctx.req, ASSET_LIMIT);
  const q = ctx.url.searchParams;
  const document = await storeAsset(store, lake.assets, {
    kind,
    bytes,
    projectId: lake.projectId,
    baseUrl: lake.publicUrl(),
    author: user.id,
    filename: q.get("filename") ?? undefined,
    contentType:
      typeof ctx.req.headers["content-type"] === "string"
        ? ctx.req.headers["content-type"]
        : undefined,
    label: q.get("label") ?? undefined,
    title: q.get("title") ?? undefined,
    description: q.get("description") ?? undefined,
    creditLine: q.get("creditLine") ?? undefined,
    source: {
      id: q.get("sourceId") ?? undefined,
      name: q.get("sourceName") ?? undefined,
      url: q.get("sourceUrl") ?? undefined,
    },
  });
  sendJson(ctx, 200, { document });
}

// ---- HTTP: serving --------------------------------------------------------------------

const IMAGE_NAME = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/;
const FILE_NAME = /^([a-f0-9]{40})\.([a-z0-9]+)$/;
const IMMUTABLE = "public, max-age=31536000, immutable";
const OUTPUT_FORMATS = new Set(["jpg", "pjpg", "png", "webp", "avif", "gif"]);
/** Query parameters that change the output; everything else (`tag`, `dl`...) does not. */
const TRANSFORM_PARAMS = [
  "rect",
  "w",
  "h",
  "fit",
  "crop",
  "fp-x",
  "fp-y",
  "fm",
  "q",
  "dpr",
  "bg",
  "blur",
  "flip",
  "or",
  "sat",
  "invert",
  "max-w",
  "max-h",
  "min-w",
  "min-h",
  "sharp",
];

/**
 * Uploaded files are served as inert content: the browser must not guess a type
 * (nosniff), and a document it would run (an SVG or HTML file opened on its own)
 * gets a sandbox with no scripts, so nothing uploaded can act on the lake's origin.
 */
const INERT_CONTENT = {
  "x-content-type-options": "nosniff",
  "content-security-policy":
    "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
};

/**
 * The largest image a transform may produce, device pixel ratio included: one
 * anonymous URL must not cost seconds of CPU and hundreds of megabytes (8192 ×
 * 8192 at dpr 2 is 268 megapixels). Sanity's own output limits are of this order.
 */
export const MAX_OUTPUT_SIDE = 8192;
export const MAX_OUTPUT_PIXELS = 40_000_000;

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

function sendBytes(
  ctx: Ctx,
  bytes: Buffer,
  type: string,
  etag: string,
  extra: Record<string, string> = {},
): void {
  if (ctx.req.headers["if-none-match"] === etag) {
    ctx.res.writeHead(304, {
      ...corsHeaders(ctx.req),
      ...INERT_CONTENT,
      etag,
      "cache-control": IMMUTABLE,
      ...extra,
    });
    ctx.res.end();
    return;
  }
  ctx.res.writeHead(200, {
    ...corsHeaders(ctx.req),
    ...INERT_CONTENT,
    "content-type": type,
    "content-length": String(bytes.length),
    "cache-control": IMMUTABLE,
    etag,
    ...extra,
  });
  ctx.res.end(ctx.method === "HEAD" ? undefined : bytes);
}

function downloadHeader(ctx: Ctx, fallbackName: string): Record<string, string> {
  const dl = ctx.url.searchParams.get("dl");
  if (dl === null) return {};
  const name = (dl || fallbackName).replace(/["\\\r\n]/g, "_");
  return { "content-disposition": `attachment; filename="${name}"` };
}

export async function serveFile(ctx: Ctx, lake: LakeContext, name: string): Promise<void> {
  const match = FILE_NAME.exec(name);
  if (!match) throw notFound(`File "${name}" not found`);
  const [, sha1, ext] = match as unknown as [string, string, string];
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(lake.assets.pathOf(sha1, ext));
  } catch {
    throw notFound(`File "${name}" not found`);
  }
  sendBytes(ctx, bytes, mimeOf(ext), `"${sha1}"`, downloadHeader(ctx, name));
}

export async function serveImage(ctx: Ctx, lake: LakeContext, name: string): Promise<void> {
  const match = IMAGE_NAME.exec(name);
  if (!match) throw notFound(`Image "${name}" not found`);
  const [, sha1, , , ext] = match as unknown as [string, string, string, string, string];
  const file = lake.assets.pathOf(sha1, ext);
  if (!fs.existsSync(file)) throw notFound(`Image "${name}" not found`);
  const q = ctx.url.searchParams;
  const dl = downloadHeader(ctx, name);

  // Output format: explicit fm, else auto=format negotiates WebP, else the original's.
  const accept = String(ctx.req.headers.accept ?? "");
  const auto = (q.get("auto") ?? "").split(",").includes("format");
  let format = q.get("fm") ?? undefined;
  if (format !== undefined && !OUTPUT_FORMATS.has(format))
    throw badRequest(`Unsupported output format fm=${format}`);
  if (!format && auto && accept.includes("image/webp") && ext !== "svg" && ext !== "gif")
    format = "webp";
  const vary: Record<string, string> = auto ? { vary: "Accept" } : {};

  const transforms = TRANSFORM_PARAMS.filter((p) => q.has(p) && p !== "fm").map(
    (p) => `${p}=${q.get(p)}`,
  );
  // SVGs are vectors: serve them as they are unless a raster format is asked for.
  if (ext === "svg" && !q.get("fm")) {
    sendBytes(ctx, await fs.promises.readFile(file), mimeOf("svg"), `"${sha1}"`, {
      ...dl,
      ...vary,
    });
    return;
  }
  if (
    transforms.length === 0 &&
    (!format || format === ext || (format === "jpg" && ext === "jpeg"))
  ) {
    sendBytes(ctx, await fs.promises.readFile(file), mimeOf(ext), `"${sha1}"`, { ...dl, ...vary });
    return;
  }
  const outExt = format === "pjpg" ? "jpg" : (format ?? (OUTPUT_FORMATS.has(ext) ? ext : "jpg"));
  const key = createHash("sha1")
    .update([...transforms.sort(), `fm=${format ?? ""}`].join("&"))
    .digest("hex")
    .slice(0, 20);
  const bytes = await lake.assets.variant(sha1, key, outExt, async () => {
    try {
      return await renderImage(file, q, format ?? outExt);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // Parameters sharp cannot honour (odd rect, huge blur...) are the URL's fault.
      throw badRequest(`Unable to transform image: ${(error as Error).message}`);
    }
  });
  sendBytes(ctx, bytes, mimeOf(outExt), `"${sha1}-${key}"`, { ...dl, ...vary });
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

/** Applies Sanity's image URL parameters (rect → orient → resize → effects → encode). */
async function renderImage(file: string, q: URLSearchParams, format: string): Promise<Buffer> {
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

  const dpr = num(q, "dpr", 1, 5) ?? 1;
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
  if (blur) img = img.blur(Math.max(0.3, blur / 4));
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
      return img.avif({ quality: Math.max(1, quality - 20) }).toBuffer();
    case "gif":
      return img.gif().toBuffer();
    default:
      return img.toBuffer();
  }
}
