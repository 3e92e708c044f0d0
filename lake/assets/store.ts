/**
 * The asset store: the bytes of images and files, the asset documents Studio and
 * @sanity/image-url expect, and the disk cache of resized variants.
 *
 * Bytes are content-addressed: `<dataDir>/assets/<sha1>.<ext>`, written (and synced)
 * before the asset document is committed, so a committed document always has its bytes.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Metadata } from "sharp";
import { badRequest, boom } from "../core/errors";
import { randomId } from "../store/ids";
import type { DatasetStore } from "../store/log";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../store/private-files";
import { runTransaction } from "../store/transactions";
import type { SanityDocument } from "../store/types";
import { RenderProcesses, type RenderRequest } from "./render-processes";

export type { RenderRequest } from "./render-processes";

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

/**
 * AVIF encodes run one at a time in a lane of their own: one costs 10-20 WebP renders of the
 * same size (docs/benchmarks.md), so a page asking for many could otherwise hold every
 * render slot. Beyond the queue an explicit `fm=avif` gets a 503 and a background encode is
 * skipped (the next request for it asks again).
 */
const AVIF_CONCURRENCY = 1;
const AVIF_QUEUE_LIMIT = 16;
/**
 * Renders at once besides the AVIF lane, each in a process of its own on one libvips thread
 * (render-process.ts): one per core but the one the lake's event loop needs, and at least two,
 * so one render at its budget never leaves every other image waiting.
 */
const TRANSFORM_CONCURRENCY = Math.max(2, os.availableParallelism() - 1);
/** Renders waiting beyond this are refused (503) rather than piling up without end. */
const TRANSFORM_QUEUE_LIMIT = 64;
/** The resized-variant cache is trimmed, oldest use first, to stay under this. */
const VARIANT_CACHE_BYTES = 512 * 1024 * 1024;
/**
 * CPU time one render may use (past it, a 422 naming the budget). The site's images, 960 px
 * at most, take 12-44 ms as WebP and 84-617 ms as AVIF (docs/benchmarks.md); a 2400 px WebP of
 * a 3000 × 2000 photo-like source 0.4 s, its AVIF 11.6 s. 5 s frees a general render slot
 * within seconds of a URL built to hold it; AVIF encodes have a lane of their own, one at a
 * time, so theirs can be larger without holding up any other image.
 */
const RENDER_CPU_BUDGET_MS = 5_000;
const AVIF_CPU_BUDGET_MS = 20_000;

export interface AssetLimits {
  /** Renders at once, and waiting, other than AVIF encodes. */
  concurrency: number;
  queue: number;
  /** AVIF encodes at once, and waiting (foreground and background together). */
  avifConcurrency: number;
  avifQueue: number;
  cacheBytes: number;
  /** CPU time of one render; past it the render's process is killed and the answer is a 422. */
  cpuBudgetMs: number;
  /** The same for an AVIF encode. */
  avifCpuBudgetMs: number;
}

const DEFAULT_LIMITS: AssetLimits = {
  concurrency: TRANSFORM_CONCURRENCY,
  queue: TRANSFORM_QUEUE_LIMIT,
  avifConcurrency: AVIF_CONCURRENCY,
  avifQueue: AVIF_QUEUE_LIMIT,
  cacheBytes: VARIANT_CACHE_BYTES,
  cpuBudgetMs: RENDER_CPU_BUDGET_MS,
  avifCpuBudgetMs: AVIF_CPU_BUDGET_MS,
};

export class AssetStore {
  readonly dir: string;
  private readonly cacheDir: string;
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly limits: AssetLimits;
  private readonly renders: Semaphore;
  private readonly avifEncodes: Semaphore;
  private readonly processes: RenderProcesses;
  /** Cached variants by file, in order of last use (a Map keeps insertion order). */
  private readonly cached = new Map<string, number>();
  private cachedBytes = 0;
  private closed = false;

  constructor(dataDir: string, limits: Partial<AssetLimits> = {}) {
    this.dir = path.join(path.resolve(dataDir), "assets");
    this.cacheDir = path.join(this.dir, ".cache");
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    ensurePrivateDir(this.dir);
    this.renders = new Semaphore(this.limits.concurrency, this.limits.queue);
    this.avifEncodes = new Semaphore(this.limits.avifConcurrency, this.limits.avifQueue);
    this.processes = new RenderProcesses(this.limits.concurrency + this.limits.avifConcurrency);
    this.indexCache();
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

  /**
   * A resized variant from the disk cache, else rendered in a render process within its CPU
   * budget: each distinct variant at most once at a time, at most `concurrency` renders
   * (AVIF: `avifConcurrency`) at once, the cache trimmed to its budget.
   */
  async variant(
    sha1: string,
    key: string,
    ext: string,
    render: () => Promise<Buffer>,
  ): Promise<Buffer> {
    const file = this.variantFile(sha1, key, ext);
    return (await this.readCached(file)) ?? this.render(file, ext, render);
  }

  /** A variant if the cache has it; never renders. */
  cachedVariant(sha1: string, key: string, ext: string): Promise<Buffer | undefined> {
    return this.readCached(this.variantFile(sha1, key, ext));
  }

  /**
   * Renders a variant in the background unless it is cached or already being rendered (then
   * it joins that render). Resolves true once the variant is cached, false when it was
   * skipped (its lane's queue full) or failed (`onFailure` hears why); never rejects, so
   * nobody has to wait for it.
   */
  async prepareVariant(
    sha1: string,
    key: string,
    ext: string,
    render: () => Promise<Buffer>,
    onFailure: (error: Error) => void = () => undefined,
  ): Promise<boolean> {
    try {
      await this.variant(sha1, key, ext, render);
      return true;
    } catch (error) {
      onFailure(error as Error);
      return false;
    }
  }

  private variantFile(sha1: string, key: string, ext: string): string {
    return path.join(this.cacheDir, sha1, `${key}.${ext}`);
  }

  private async readCached(file: string): Promise<Buffer | undefined> {
    try {
      const bytes = await fs.promises.readFile(file);
      this.touch(file, bytes.length);
      return bytes;
    } catch {
      return undefined; // Not cached yet.
    }
  }

  /**
   * Renders an image (Sanity's parameters, transforms.ts) in a render process within the CPU
   * budget: a 422 naming the budget past it, a 400 for parameters sharp cannot honour.
   */
  renderImage(request: RenderRequest): Promise<Buffer> {
    const { cpuBudgetMs, avifCpuBudgetMs } = this.limits;
    return this.processes.render(
      request,
      request.format === "avif" ? avifCpuBudgetMs : cpuBudgetMs,
    );
  }

  private render(file: string, ext: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const existing = this.inFlight.get(file);
    if (existing) return existing;
    const lane = ext === "avif" ? this.avifEncodes : this.renders;
    const job = lane
      .run(() => (this.closed ? Promise.reject(closing()) : render()))
      .then((bytes) => {
        this.remember(file, bytes);
        return bytes;
      });
    this.inFlight.set(file, job);
    const done = () => this.inFlight.delete(file);
    job.then(done, done);
    return job;
  }

  /**
   * Starts no more renders and stops those in progress (their processes are killed): every
   * render waiting or running fails with a 503 at once, so stopping never waits for an
   * image, and nothing is written to the data dir after the lake has closed.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.processes.close();
    await Promise.allSettled(this.inFlight.values());
  }

  /** How many variants the cache holds and their bytes (for tests and logs). */
  cacheUsage(): { files: number; bytes: number } {
    return { files: this.cached.size, bytes: this.cachedBytes };
  }

  private remember(file: string, bytes: Buffer): void {
    if (this.closed || bytes.length > this.limits.cacheBytes) return;
    try {
      // Cache only; losing it in a crash just means re-rendering, so no fsync.
      ensurePrivateDir(path.dirname(file));
      const temp = `${file}.${process.pid}.${randomId(6)}.tmp`;
      fs.writeFileSync(temp, bytes, { mode: PRIVATE_FILE_MODE });
      fs.renameSync(temp, file);
      this.touch(file, bytes.length);
      this.trim();
    } catch {
      // A read-only or full disk must not break image serving.
    }
  }

  private touch(file: string, size: number): void {
    this.cachedBytes -= this.cached.get(file) ?? 0;
    this.cached.delete(file);
    this.cached.set(file, size);
    this.cachedBytes += size;
  }

  private trim(): void {
    for (const [file, size] of this.cached) {
      if (this.cachedBytes <= this.limits.cacheBytes) return;
      this.cached.delete(file);
      this.cachedBytes -= size;
      fs.rmSync(file, { force: true });
    }
  }

  /** What an earlier run cached counts against the budget too (oldest first by mtime). */
  private indexCache(): void {
    let entries: { file: string; size: number; mtime: number }[] = [];
    try {
      entries = fs
        .readdirSync(this.cacheDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
        .map((entry) => {
          const file = path.join(entry.parentPath, entry.name);
          const stat = fs.statSync(file);
          return { file, size: stat.size, mtime: stat.mtimeMs };
        });
    } catch {
      return; // No cache yet.
    }
    entries.sort((a, b) => a.mtime - b.mtime);
    for (const { file, size } of entries) this.touch(file, size);
    this.trim();
  }
}

const closing = () => boom(503, "Service Unavailable", "The lake is shutting down");

/** At most `slots` jobs at once; at most `queue` more waiting, beyond that a 503. */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly queue: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active < this.slots) this.active++;
    else if (this.waiting.length >= this.queue) {
      throw boom(503, "Service Unavailable", "Too many image transforms at once; retry shortly");
    } else {
      // The finishing job hands its slot straight to us, so none can be taken in between.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

function writeDurably(target: string, bytes: Buffer): void {
  ensurePrivateDir(path.dirname(target));
  const temp = `${target}.${process.pid}.${randomId(6)}.tmp`;
  const fd = fs.openSync(temp, "w", PRIVATE_FILE_MODE);
  try {
    fs.writeFileSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, target);
}

// ---- describing and storing -----------------------------------------------------------

interface ImageInfo {
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
async function describeImage(bytes: Buffer): Promise<ImageInfo> {
  // Loaded at the first upload, not at the lake's start (about 75 ms of it; ADR 0067).
  const { default: sharp } = await import("sharp");
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { failOn: "none" }).metadata();
  } catch (error) {
    // sharp's reason is the useful part ("Input image exceeds pixel limit", "unsupported image format").
    throw badRequest(`Invalid image: ${(error as Error).message}`);
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

function sha1Hex(bytes: Buffer): string {
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
