/**
 * Content Source Maps (`resultSourceMap=true|withKeyArraySelector` on `/data/query`), in the
 * shape Sanity documents and @sanity/client's stega encoder reads: `documents` (id and type),
 * `paths` (JSONPath into a document) and `mappings` from a result path to one
 * `{ type: "value", source: { type: "documentValue", document, path } }`.
 *
 * groq-js does not say where a value came from, so the map is found after the fact: each
 * string in the result is looked up among the strings of the documents the query read (the
 * ids in the result and the ones it dereferenced or filtered by, the types it filtered by
 * when they are few). When a string occurs in several places, the document whose `_id` is
 * on the nearest enclosing result object wins, then a path that ends in the result's own
 * key, then the shortest path. Strings that are in no document read (computed with GROQ
 * functions, literals) get no mapping and stay plain, as Sanity leaves them. Only strings
 * are mapped: they are all stega encodes and all overlays need.
 */
import { isRecord } from "../core/json";
import { publishedIdOf } from "../store/ids";
import type { View } from "../store/perspective";
import type { SanityDocument } from "../store/types";
import type { QueryReads } from "./sync-tags";

export interface ContentSourceMap {
  documents: { _id: string; _type: string }[];
  paths: string[];
  mappings: Record<
    string,
    { type: "value"; source: { type: "documentValue"; document: number; path: number } }
  >;
}

/** `index`: array items by position (`resultSourceMap=true`); `key`: by `_key` when they have one. */
export type ArraySelector = "index" | "key";

type Segment = string | number | { _key: string };

interface Occurrence {
  doc: SanityDocument;
  path: Segment[];
}

/** Past this many documents of a filtered type, only ids seen in the result are searched. */
const TYPE_CANDIDATE_LIMIT = 500;

function jsonPath(path: Segment[]): string {
  return `$${path
    .map((segment) => {
      if (typeof segment === "number") return `[${segment}]`;
      if (typeof segment === "string") return `['${escapeKey(segment)}']`;
      return `[?(@._key=='${escapeKey(segment._key)}')]`;
    })
    .join("")}`;
}

function escapeKey(text: string): string {
  return text.replace(/[\f\n\r\t'\\]/g, (c) =>
    c === "\f" ? "\\f" : c === "\n" ? "\\n" : c === "\r" ? "\\r" : c === "\t" ? "\\t" : `\\${c}`,
  );
}

/** Every string value in a document (system fields aside) by where it sits. */
function indexStrings(
  docs: Iterable<SanityDocument>,
  selector: ArraySelector,
): Map<string, Occurrence[]> {
  const index = new Map<string, Occurrence[]>();
  const walk = (doc: SanityDocument, value: unknown, path: Segment[]): void => {
    if (typeof value === "string") {
      const list = index.get(value) ?? [];
      list.push({ doc, path });
      index.set(value, list);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        const key = isRecord(item) && typeof item._key === "string" ? item._key : undefined;
        walk(doc, item, [...path, selector === "key" && key ? { _key: key } : i]);
      });
      return;
    }
    if (!isRecord(value)) return;
    for (const [key, child] of Object.entries(value)) {
      // System fields, keys and types are never what a page shows as content.
      if (key.startsWith("_")) continue;
      walk(doc, child, [...path, key]);
    }
  };
  for (const doc of docs) walk(doc, doc, []);
  return index;
}

/** The documents whose strings may be in the result. */
function candidates(result: unknown, view: View, reads: QueryReads): Map<string, SanityDocument> {
  const found = new Map<string, SanityDocument>();
  const add = (id: string) => {
    const doc = view.byId.get(id) ?? view.byId.get(publishedIdOf(id));
    if (doc) found.set(doc._id, doc);
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (isRecord(value)) {
      if (typeof value._id === "string") add(value._id);
      for (const child of Object.values(value)) visit(child);
    }
  };
  visit(result);
  for (const id of reads.ids) add(id);
  const typed = [...reads.types].flatMap((type) => view.ofType(type));
  if (typed.length <= TYPE_CANDIDATE_LIMIT) for (const doc of typed) found.set(doc._id, doc);
  return found;
}

export function buildSourceMap(
  result: unknown,
  view: View,
  reads: QueryReads,
  selector: ArraySelector,
): ContentSourceMap {
  const index = indexStrings(candidates(result, view, reads).values(), selector);
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentIndex = new Map<SanityDocument, number>();
  const pathIndex = new Map<string, number>();

  const record = (resultPath: (string | number)[], best: Occurrence) => {
    let document = documentIndex.get(best.doc);
    if (document === undefined) {
      document = map.documents.length;
      documentIndex.set(best.doc, document);
      const originalId = best.doc._originalId;
      map.documents.push({
        _id: typeof originalId === "string" ? originalId : best.doc._id,
        _type: best.doc._type,
      });
    }
    const sourcePath = jsonPath(best.path);
    let path = pathIndex.get(sourcePath);
    if (path === undefined) {
      path = map.paths.length;
      pathIndex.set(sourcePath, path);
      map.paths.push(sourcePath);
    }
    map.mappings[jsonPath(resultPath)] = {
      type: "value",
      source: { type: "documentValue", document, path },
    };
  };

  const choose = (
    occurrences: Occurrence[],
    owner: string | undefined,
    key: string | undefined,
  ): Occurrence => {
    const score = (o: Occurrence) =>
      (owner !== undefined && publishedIdOf(o.doc._id) === owner ? 4 : 0) +
      (key !== undefined && o.path[o.path.length - 1] === key ? 2 : 0);
    let best = occurrences[0] as Occurrence;
    for (const o of occurrences) {
      const [a, b] = [score(o), score(best)];
      if (a > b || (a === b && o.path.length < best.path.length)) best = o;
    }
    return best;
  };

  const walk = (value: unknown, path: (string | number)[], owner: string | undefined): void => {
    if (typeof value === "string") {
      const occurrences = index.get(value);
      if (!occurrences) return;
      const last = path[path.length - 1];
      const key = typeof last === "string" ? last : undefined;
      record(path, choose(occurrences, owner, key));
      return;
    }
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, [...path, i], owner);
      return;
    }
    if (!isRecord(value)) return;
    const own = typeof value._id === "string" ? publishedIdOf(value._id) : owner;
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith("_")) continue;
      walk(child, [...path, key], own);
    }
  };
  walk(result, [], undefined);
  return map;
}
