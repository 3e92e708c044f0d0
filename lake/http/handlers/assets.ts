/**
 * The asset endpoints: upload (`POST /assets/images|files/:dataset`) and serving
 * (`/images/...` resized on request and cached, `/files/...` as stored).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { type AssetKind, mimeOf, storeAsset } from "../../assets/store";
import { OUTPUT_FORMATS, TRANSFORM_PARAMS } from "../../assets/transform-params";
import { badRequest, HttpError, notFound } from "../../core/errors";
import { acceptsType } from "../accept";
import { requireAuth } from "../auth";
import { ASSET_LIMIT, corsHeaders, type Exchange, readBody, sendJson } from "../exchange";
import { assetBaseUrl, type LakeRequest } from "../router";

export async function handleUpload(request: LakeRequest, kind: AssetKind): Promise<void> {
  const { lake, params } = request;
  const user = requireAuth(request.principal, "Uploading assets");
  const store = lake.datasets.get(params.dataset as string);
  const bytes = await readBody(request.req, ASSET_LIMIT);
  const q = request.url.searchParams;
  const document = await storeAsset(store, lake.assets, {
    kind,
    bytes,
    projectId: lake.projectId,
    baseUrl: assetBaseUrl(request),
    author: user.id,
    filename: q.get("filename") ?? undefined,
    contentType:
      typeof request.req.headers["content-type"] === "string"
        ? request.req.headers["content-type"]
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
  sendJson(request, 200, { document });
}

const IMAGE_NAME = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/;
const FILE_NAME = /^([a-f0-9]{40})\.([a-z0-9]+)$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

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

function sendBytes(
  ctx: Exchange,
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

function downloadHeader(ctx: Exchange, fallbackName: string): Record<string, string> {
  const dl = ctx.url.searchParams.get("dl");
  if (dl === null) return {};
  const name = (dl || fallbackName).replace(/["\\\r\n]/g, "_");
  return { "content-disposition": `attachment; filename="${name}"` };
}

/** The requested asset's name and its parts, or a 404 naming it (the dataset must exist). */
function requestedAsset(request: LakeRequest, pattern: RegExp, kind: "File" | "Image") {
  request.lake.datasets.get(request.params.dataset as string);
  const name = request.params.name as string;
  const parts = pattern.exec(name);
  if (!parts) throw notFound(`${kind} "${name}" not found`);
  return { name, parts: parts as unknown as string[] };
}

export async function serveFile(request: LakeRequest): Promise<void> {
  const { lake } = request;
  const { name, parts } = requestedAsset(request, FILE_NAME, "File");
  const [, sha1, ext] = parts as [string, string, string];
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(lake.assets.pathOf(sha1, ext));
  } catch {
    throw notFound(`File "${name}" not found`);
  }
  sendBytes(request, bytes, mimeOf(ext), `"${sha1}"`, downloadHeader(request, name));
}

/**
 * The caching of a stand-in: the WebP (or original) sent while the AVIF a client accepts is
 * being encoded. Revalidated on every use, so the client gets the AVIF (another ETag) once
 * it is cached, and no cache keeps the stand-in for a year.
 */
const STAND_IN_CACHE_CONTROL = "no-cache";

export async function serveImage(request: LakeRequest): Promise<void> {
  const { lake } = request;
  const { name, parts } = requestedAsset(request, IMAGE_NAME, "Image");
  const [, sha1, , , ext] = parts as [string, string, string, string, string];
  const file = lake.assets.pathOf(sha1, ext);
  if (!fs.existsSync(file)) throw notFound(`Image "${name}" not found`);
  const q = request.url.searchParams;
  const dl = downloadHeader(request, name);

  let format = q.get("fm") ?? undefined;
  if (format !== undefined && !OUTPUT_FORMATS.has(format))
    throw badRequest(`Unsupported output format fm=${format}`);
  const transforms = TRANSFORM_PARAMS.filter((p) => q.has(p) && p !== "fm")
    .map((p) => `${p}=${q.get(p)}`)
    .sort();
  // One cache entry per output: the format is part of the key (fm=avif and a negotiated
  // AVIF are the same bytes, a negotiated WebP another entry).
  const keyOf = (output: string | undefined) =>
    createHash("sha1")
      .update([...transforms, `fm=${output ?? ""}`].join("&"))
      .digest("hex")
      .slice(0, 20);
  // Rendered in a render process within a CPU budget (assets/render-processes.ts).
  const render = (output: string) => () =>
    lake.assets.renderImage({ file, query: q.toString(), format: output });

  // auto=format, as Sanity's CDN: AVIF for a client that names it, once encoded (until then
  // the next best, while the AVIF is encoded in the background, one at a time); else WebP
  // for one that names that; else the original's format. An explicit fm wins; SVG and GIF
  // keep their own format.
  const auto = (q.get("auto") ?? "").split(",").includes("format");
  const vary: Record<string, string> = auto ? { vary: "Accept" } : {};
  let pendingAvif: string | undefined;
  if (!format && auto && ext !== "svg" && ext !== "gif") {
    const accept = request.req.headers.accept;
    if (acceptsType(accept, "image/avif")) {
      const key = keyOf("avif");
      const avif = await lake.assets.cachedVariant(sha1, key, "avif");
      if (avif) {
        sendBytes(request, avif, mimeOf("avif"), `"${sha1}-${key}"`, { ...dl, ...vary });
        return;
      }
      pendingAvif = key;
    }
    if (acceptsType(accept, "image/webp")) format = "webp";
  }
  const extra = {
    ...dl,
    ...vary,
    ...(pendingAvif ? { "cache-control": STAND_IN_CACHE_CONTROL } : {}),
  };
  await sendImage();
  // Once this answer is out, so the encode does not slow it down; never awaited.
  if (pendingAvif) {
    const key = pendingAvif;
    void lake.assets.prepareVariant(sha1, key, "avif", render("avif"), (error) => {
      // A full lane (or a lake shutting down) skips the encode; the next request asks again.
      if (error instanceof HttpError && error.status === 503) return;
      lake.log(`image ${name}: AVIF variant ${key} failed: ${error.message}`);
    });
  }

  async function sendImage(): Promise<void> {
    // SVGs are vectors: serve them as they are unless a raster format is asked for.
    if (ext === "svg" && !q.get("fm")) {
      sendBytes(request, await fs.promises.readFile(file), mimeOf("svg"), `"${sha1}"`, extra);
      return;
    }
    if (
      transforms.length === 0 &&
      (!format || format === ext || (format === "jpg" && ext === "jpeg"))
    ) {
      sendBytes(request, await fs.promises.readFile(file), mimeOf(ext), `"${sha1}"`, extra);
      return;
    }
    const outExt = format === "pjpg" ? "jpg" : (format ?? (OUTPUT_FORMATS.has(ext) ? ext : "jpg"));
    const key = keyOf(format);
    const bytes = await lake.assets.variant(sha1, key, outExt, render(format ?? outExt));
    sendBytes(request, bytes, mimeOf(outExt), `"${sha1}-${key}"`, extra);
  }
}
