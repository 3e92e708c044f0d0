/**
 * Import and export in the NDJSON format of `sanity dataset import/export`: one document
 * per line; images and files as `"_sanityAsset": "image@file://./images/x.png"` placeholders
 * (paths relative to the NDJSON file) next to the files themselves.
 *
 * Both work either through a `SanityClient` (a running lake, or a real project: the seed
 * script uses this) or directly on a stopped lake's data dir (`dataDir`).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SanityClient } from "@sanity/client";
import { AssetStore, mimeOf, storeAsset } from "../assets/store";
import { HttpError } from "../core/errors";
import { isRecord } from "../core/json";
import { Datasets } from "../store/datasets";
import { isDraftId, isVersionId, randomId } from "../store/ids";
import { applyMutations } from "../store/mutations";
import { runTransaction } from "../store/transactions";
import { LOCAL_USER_ID, type Logger, type SanityDocument } from "../store/types";

export type ImportMode = "create" | "replace" | "missing";

export interface ImportOptions {
  /** The NDJSON file; `_sanityAsset` paths are relative to it. */
  file: string;
  /** Import through the API (a running lake or real Sanity). The client needs a write token. */
  client?: SanityClient;
  /** Or write straight into a *stopped* lake's data dir. */
  dataDir?: string;
  /** Direct mode only (the client has its own). Default `production`. */
  dataset?: string;
  /** Direct mode: project id and base URL written into new asset documents. */
  projectId?: string;
  publicUrl?: string;
  /** `create` (default) fails if any id exists; `replace` overwrites; `missing` skips existing. */
  mode?: ImportMode;
  /** Documents per transaction. Default 200. */
  batchSize?: number;
  log?: Logger;
}

export interface ImportResult {
  documents: number;
  created: number;
  replaced: number;
  skipped: number;
  assets: number;
}

export class ImportError extends Error {}

type Doc = Record<string, unknown> & { _id: string; _type: string };

/** Reads NDJSON (blank lines allowed); names the line of any malformed document. */
export function readNdjson(file: string): Doc[] {
  const text = fs.readFileSync(file, "utf8");
  const docs: Doc[] = [];
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new ImportError(`${file}:${i + 1}: invalid JSON (${(error as Error).message})`);
    }
    if (!isRecord(value) || typeof value._type !== "string" || value._type === "") {
      throw new ImportError(`${file}:${i + 1}: every line must be a document with a _type`);
    }
    if (value._id !== undefined && typeof value._id !== "string") {
      throw new ImportError(`${file}:${i + 1}: _id must be a string`);
    }
    const { _rev: _ignored, ...doc } = value;
    docs.push({ ...doc, _id: (value._id as string | undefined) || randomId() } as Doc);
  });
  return docs;
}

interface Placeholder {
  kind: "image" | "file";
  file: string;
}

/** `image@file://./images/a.png` → absolute path; remote URLs cannot work offline. */
function parsePlaceholder(value: string, baseDir: string): Placeholder {
  const match = /^(image|file)@(.+)$/.exec(value);
  if (!match)
    throw new ImportError(`Invalid _sanityAsset "${value}": expected "image@file://./path"`);
  const [, kind, location] = match as unknown as [string, "image" | "file", string];
  let file: string;
  if (location.startsWith("file://./") || location.startsWith("file://../")) {
    file = path.resolve(baseDir, location.slice("file://".length));
  } else if (location.startsWith("file://")) {
    file = fileURLToPath(location);
  } else if (/^https?:\/\//.test(location)) {
    throw new ImportError(
      `_sanityAsset "${value}" is remote; the local lake imports local files only`,
    );
  } else {
    file = path.resolve(baseDir, location);
  }
  return { kind, file };
}

function collectPlaceholders(
  value: unknown,
  baseDir: string,
  found: Map<string, Placeholder>,
): void {
  if (Array.isArray(value)) {
    for (const item of value) collectPlaceholders(item, baseDir, found);
    return;
  }
  if (!isRecord(value)) return;
  if (typeof value._sanityAsset === "string") {
    found.set(value._sanityAsset, parsePlaceholder(value._sanityAsset, baseDir));
  }
  for (const child of Object.values(value)) collectPlaceholders(child, baseDir, found);
}

function replacePlaceholders(value: unknown, assetIds: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => replacePlaceholders(item, assetIds));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === "_sanityAsset") continue;
    out[key] = replacePlaceholders(child, assetIds);
  }
  if (typeof value._sanityAsset === "string") {
    out.asset = { _type: "reference", _ref: assetIds.get(value._sanityAsset) };
  }
  return out;
}

const MUTATION_OF: Record<ImportMode, "create" | "createOrReplace" | "createIfNotExists"> = {
  create: "create",
  replace: "createOrReplace",
  missing: "createIfNotExists",
};

/** Imports an NDJSON file; see `ImportOptions`. */
export async function importNdjson(options: ImportOptions): Promise<ImportResult> {
  const log = options.log ?? (() => undefined);
  const mode = options.mode ?? "create";
  const batchSize = Math.max(1, options.batchSize ?? 200);
  const docs = readNdjson(options.file);
  const baseDir = path.dirname(path.resolve(options.file));
  const placeholders = new Map<string, Placeholder>();
  for (const doc of docs) collectPlaceholders(doc, baseDir, placeholders);
  for (const placeholder of placeholders.values()) {
    if (!fs.existsSync(placeholder.file))
      throw new ImportError(`Asset file not found: ${placeholder.file}`);
  }

  const target = options.client ? clientTarget(options.client) : directTarget(options);
  try {
    if (mode === "create") {
      const existing = await target.existing(docs.map((d) => d._id));
      if (existing.length > 0) {
        throw new ImportError(
          `${existing.length} document(s) already exist (${existing.slice(0, 5).join(", ")}${existing.length > 5 ? ", ..." : ""}); use --replace or --missing`,
        );
      }
    }
    const assetIds = new Map<string, string>();
    for (const [placeholder, { kind, file }] of placeholders) {
      const bytes = fs.readFileSync(file);
      const asset = await target.upload(kind, bytes, path.basename(file));
      assetIds.set(placeholder, asset._id);
    }
    if (placeholders.size > 0) log(`imported ${placeholders.size} asset(s)`);
    const result: ImportResult = {
      documents: docs.length,
      created: 0,
      replaced: 0,
      skipped: 0,
      assets: placeholders.size,
    };
    const kind = MUTATION_OF[mode];
    for (let i = 0; i < docs.length; i += batchSize) {
      const batch = docs
        .slice(i, i + batchSize)
        .map((doc) => replacePlaceholders(doc, assetIds) as Doc);
      const operations = await target.write(batch.map((doc) => ({ [kind]: doc })));
      for (const operation of operations) {
        if (operation === "create") result.created++;
        else if (operation === "update") result.replaced++;
        else result.skipped++;
      }
      log(`imported ${Math.min(i + batchSize, docs.length)}/${docs.length} documents`);
    }
    return result;
  } finally {
    target.close();
  }
}

interface Target {
  existing(ids: string[]): Promise<string[]>;
  upload(kind: "image" | "file", bytes: Buffer, filename: string): Promise<{ _id: string }>;
  write(mutations: Record<string, unknown>[]): Promise<string[]>;
  close(): void;
}

function clientTarget(client: SanityClient): Target {
  return {
    async existing(ids) {
      const found: string[] = [];
      for (let i = 0; i < ids.length; i += 100) {
        const chunk = ids.slice(i, i + 100);
        const present = await client.fetch<string[]>(
          "*[_id in $ids]._id",
          { ids: chunk },
          { perspective: "raw" },
        );
        found.push(...present);
      }
      return found;
    },
    async upload(kind, bytes, filename) {
      const ext = path.extname(filename).slice(1);
      return client.assets.upload(kind, bytes, { filename, contentType: mimeOf(ext) });
    },
    async write(mutations) {
      const response = await client.mutate(mutations as never, {
        returnDocuments: false,
        visibility: "async",
      });
      return response.results.map((r) => r.operation);
    },
    close() {},
  };
}

function directTarget(options: ImportOptions): Target {
  if (!options.dataDir) throw new ImportError("importNdjson needs either `client` or `dataDir`");
  const datasetName = options.dataset ?? "production";
  const datasets = Datasets.open(options.dataDir, [datasetName], options.log ?? (() => undefined));
  const store = datasets.get(datasetName);
  const assets = new AssetStore(options.dataDir);
  const projectId = options.projectId ?? "local";
  const baseUrl = options.publicUrl ?? "http://127.0.0.1:8787";
  return {
    async existing(ids) {
      return ids.filter((id) => store.get(id));
    },
    async upload(kind, bytes, filename) {
      return storeAsset(store, assets, {
        kind,
        bytes,
        projectId,
        baseUrl,
        author: LOCAL_USER_ID,
        filename,
      });
    },
    async write(mutations) {
      try {
        const { result } = await runTransaction(store, { author: LOCAL_USER_ID }, (staging) =>
          applyMutations(staging, mutations, { queryIds: async () => [] }),
        );
        return result.map((r) => r.operation);
      } catch (error) {
        if (error instanceof HttpError) throw new ImportError(error.message);
        throw error;
      }
    },
    close() {
      datasets.close();
    },
  };
}

// ---- export ---------------------------------------------------------------------------

export interface ExportOptions {
  file: string;
  client?: SanityClient;
  dataDir?: string;
  dataset?: string;
  /** Copy asset files next to the NDJSON and write `_sanityAsset` placeholders. Default true. */
  assets?: boolean;
  /** Include `drafts.*` (and release versions). Default true. */
  drafts?: boolean;
  /** Only these document types. */
  types?: string[];
  log?: Logger;
}

export interface ExportResult {
  documents: number;
  assets: number;
}

const ASSET_TYPES = new Set(["sanity.imageAsset", "sanity.fileAsset"]);

/** Writes the dataset as NDJSON (plus `images/` and `files/` beside it); see `ExportOptions`. */
export async function exportNdjson(options: ExportOptions): Promise<ExportResult> {
  const withAssets = options.assets ?? true;
  let docs: SanityDocument[];
  let readAsset: (doc: SanityDocument) => Promise<Buffer>;
  if (options.client) {
    const client = options.client;
    docs = await client.fetch<SanityDocument[]>("*", {}, { perspective: "raw" });
    readAsset = async (doc) => {
      const response = await fetch(String(doc.url));
      if (!response.ok)
        throw new Error(`Could not download ${String(doc.url)}: HTTP ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    };
  } else if (options.dataDir) {
    const name = options.dataset ?? "production";
    const datasets = Datasets.open(options.dataDir, [], options.log ?? (() => undefined));
    try {
      docs = [...datasets.get(name).docs.values()];
    } finally {
      datasets.close();
    }
    const store = new AssetStore(options.dataDir);
    readAsset = async (doc) =>
      fs.promises.readFile(
        store.pathOf(String(doc.sha1hash ?? doc.assetId), String(doc.extension)),
      );
  } else {
    throw new Error("exportNdjson needs either `client` or `dataDir`");
  }
  docs.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  const outDir = path.dirname(path.resolve(options.file));
  const assetDocs = new Map(docs.filter((d) => ASSET_TYPES.has(d._type)).map((d) => [d._id, d]));
  const written = new Map<string, string>();

  const placeholderFor = async (assetId: string): Promise<string | undefined> => {
    const known = written.get(assetId);
    if (known) return known;
    const asset = assetDocs.get(assetId);
    if (!asset) return undefined;
    const isImage = asset._type === "sanity.imageAsset";
    const name = isImage
      ? path.basename(String(asset.path ?? `${asset.sha1hash}.${asset.extension}`))
      : `${asset.sha1hash}.${asset.extension}`;
    const relative = `${isImage ? "images" : "files"}/${name}`;
    const target = path.join(outDir, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await readAsset(asset));
    const placeholder = `${isImage ? "image" : "file"}@file://./${relative}`;
    written.set(assetId, placeholder);
    return placeholder;
  };

  const rewrite = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(rewrite));
    if (!isRecord(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[key] = await rewrite(child);
    const ref = isRecord(value.asset) ? value.asset._ref : undefined;
    if (typeof ref === "string") {
      const placeholder = await placeholderFor(ref);
      if (placeholder) {
        delete out.asset;
        out._sanityAsset = placeholder;
      }
    }
    return out;
  };

  const lines: string[] = [];
  let count = 0;
  for (const doc of docs) {
    if (options.drafts === false && (isDraftId(doc._id) || isVersionId(doc._id))) continue;
    if (options.types && !options.types.includes(doc._type)) continue;
    if (withAssets && ASSET_TYPES.has(doc._type)) continue;
    const { _rev: _omitted, ...rest } = doc;
    lines.push(JSON.stringify(withAssets ? await rewrite(rest) : rest));
    count++;
  }
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(options.file, lines.length > 0 ? `${lines.join("\n")}\n` : "");
  options.log?.(`exported ${count} documents and ${written.size} asset(s) to ${options.file}`);
  return { documents: count, assets: written.size };
}
