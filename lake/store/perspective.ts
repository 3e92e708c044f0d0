/**
 * Perspectives: which documents a query sees. Sanity stores drafts (`drafts.x`) and release
 * versions (`versions.<r>.x`) as separate documents; a perspective decides which of them
 * stand in for `x`. Views are cached per dataset generation so a burst of page queries
 * between two writes shares one overlay and one type/id index.
 */
import { badRequest } from "../core/errors";
import { isDraftId, isVersionId, publishedIdOf } from "./ids";
import { mayRead, type Reader } from "./readers";
import type { SanityDocument } from "./types";

/** `published`, `raw`, or a stack of layers (release names and/or `drafts`), top first. */
export type Perspective = "published" | "raw" | { stack: string[] };

export function parsePerspective(raw: string | null | undefined): Perspective {
  const value = (raw ?? "").trim();
  if (value === "" || value === "published") return "published";
  if (value === "raw") return "raw";
  if (value === "drafts" || value === "previewDrafts") return { stack: ["drafts"] };
  const layers = value.split(",").map((s) => s.trim());
  if (layers.some((l) => !/^[A-Za-z0-9_-]+$/.test(l) || l === "raw" || l === "previewDrafts")) {
    throw badRequest(`Invalid perspective "${value}"`);
  }
  return { stack: layers.filter((l) => l !== "published") };
}

/** True when the perspective can show anything but published documents (needs a token). */
export function isPrivatePerspective(p: Perspective): boolean {
  return p !== "published";
}

export function perspectiveKey(p: Perspective): string {
  return typeof p === "string" ? p : p.stack.join(",");
}

/** The documents one perspective sees, with lookup indexes for the query optimiser. */
export class View {
  private typeIndex?: Map<string, SanityDocument[]>;
  private position?: Map<string, number>;
  readonly byId: Map<string, SanityDocument>;

  constructor(readonly docs: SanityDocument[]) {
    this.byId = new Map(docs.map((d) => [d._id, d]));
  }

  ofType(type: string): SanityDocument[] {
    if (!this.typeIndex) {
      const index = new Map<string, SanityDocument[]>();
      for (const doc of this.docs) {
        let list = index.get(doc._type);
        if (!list) {
          list = [];
          index.set(doc._type, list);
        }
        list.push(doc);
      }
      this.typeIndex = index;
    }
    return this.typeIndex.get(type) ?? [];
  }

  /** Documents with these ids, in dataset order (GROQ results keep `*` order). */
  withIds(ids: Iterable<string>): SanityDocument[] {
    if (!this.position) this.position = new Map(this.docs.map((d, i) => [d._id, i]));
    const position = this.position;
    const found: SanityDocument[] = [];
    for (const id of new Set(ids)) {
      const doc = this.byId.get(id);
      if (doc) found.push(doc);
    }
    return found.sort((a, b) => (position.get(a._id) ?? 0) - (position.get(b._id) ?? 0));
  }
}

/**
 * Asset documents are served with `url` on the lake's *current* base URL: the stored one
 * names the port of the lake that received the upload, which may have moved since.
 */
export function presentDoc(doc: SanityDocument, baseUrl: string): SanityDocument {
  if (
    (doc._type === "sanity.imageAsset" || doc._type === "sanity.fileAsset") &&
    typeof doc.path === "string" &&
    baseUrl
  ) {
    const url = `${baseUrl}/${doc.path}`;
    return doc.url === url ? doc : { ...doc, url };
  }
  return doc;
}

/**
 * `*` without `order()` reads documents in `_id` order, as the hosted API does (the official
 * GROQ suite's "Slice / Over documents" expects `a, b, c` whatever the order of writing), not
 * in the order they were written.
 */
const byId = (a: SanityDocument, b: SanityDocument) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** What a perspective shows `reader` of `docs` (the raw documents), in `_id` order. */
export function buildView(
  docs: ReadonlyMap<string, SanityDocument>,
  perspective: Perspective,
  baseUrl: string,
  reader: Reader,
): View {
  // An overlaid document shows under its published id; what it is stored as decides.
  const visible = buildDocs(docs, perspective).filter((doc) =>
    mayRead(reader, (doc._originalId as string | undefined) ?? doc._id, doc._type),
  );
  return new View(visible.sort(byId).map((doc) => presentDoc(doc, baseUrl)));
}

function buildDocs(
  docs: ReadonlyMap<string, SanityDocument>,
  perspective: Perspective,
): SanityDocument[] {
  const all = [...docs.values()];
  if (perspective === "raw") return all;
  if (perspective === "published")
    return all.filter((d) => !isDraftId(d._id) && !isVersionId(d._id));
  // Overlay: for each base id, the first existing layer wins; published is the bottom layer.
  const layers = perspective.stack;
  const seen = new Set<string>();
  const out: SanityDocument[] = [];
  for (const doc of all) {
    const baseId = publishedIdOf(doc._id);
    if (seen.has(baseId)) continue;
    seen.add(baseId);
    let chosen: SanityDocument | undefined;
    for (const layer of layers) {
      const id = layer === "drafts" ? `drafts.${baseId}` : `versions.${layer}.${baseId}`;
      chosen = docs.get(id);
      if (chosen) break;
    }
    chosen ??= docs.get(baseId);
    if (!chosen) continue; // only exists in a layer this perspective does not include
    // Documents appear under their published id; `_originalId` says where they came from.
    out.push({ ...chosen, _id: baseId, _originalId: chosen._id });
  }
  return out;
}
