/**
 * The mutation engine behind `POST /data/mutate`: create, createOrReplace,
 * createIfNotExists, delete and patch (by id, ids or GROQ query), applied to a `Staging`
 * copy. Patch operations are delegated to `@sanity/mutator`, the same code Studio uses to
 * apply them optimistically, so server and Studio agree on the result.
 */
import { extractWithPath, Mutation } from "@sanity/mutator";
import { HttpError, TransactionError } from "../core/errors";
import { isRecord } from "../core/json";
import { isDateTime, isValidId, randomId, randomKey } from "./ids";
import type { Staging } from "./staging";
import type { SanityDocument } from "./types";

type Operation = "create" | "update" | "delete" | "none";

export interface MutationResult {
  id: string;
  operation: Operation;
  document?: SanityDocument | null;
}

export interface MutateOptions {
  /** Resolves a `{query, params}` selection to document ids (evaluated on the raw dataset). */
  queryIds: (query: string, params: Record<string, unknown>) => Promise<string[]>;
  autoGenerateArrayKeys?: boolean;
}

const KINDS = ["create", "createOrReplace", "createIfNotExists", "delete", "patch"] as const;
const PATCH_OPS = [
  "set",
  "setIfMissing",
  "unset",
  "inc",
  "dec",
  "insert",
  "diffMatchPatch",
] as const;

const fail = (index: number, status: number, type: string, description: string, id?: string) =>
  new TransactionError(status, { index, type, description, ...(id === undefined ? {} : { id }) });

/** Applies `mutations` in order to `staging`; throws `TransactionError` on the first failure. */
export async function applyMutations(
  staging: Staging,
  mutations: unknown,
  options: MutateOptions,
): Promise<MutationResult[]> {
  if (!Array.isArray(mutations) || mutations.length === 0) {
    throw fail(0, 400, "invalidMutationError", "`mutations` must be a non-empty array");
  }
  const results: MutationResult[] = [];
  for (const [index, mutation] of mutations.entries()) {
    staging.index = index;
    if (!isRecord(mutation))
      throw fail(index, 400, "invalidMutationError", "A mutation must be an object");
    const keys = Object.keys(mutation);
    const kind = keys[0] as (typeof KINDS)[number];
    if (keys.length !== 1 || !KINDS.includes(kind)) {
      throw fail(
        index,
        400,
        "invalidMutationError",
        `Unknown mutation type ${JSON.stringify(keys.join(","))}; expected one of ${KINDS.join(", ")}`,
      );
    }
    const body = mutation[kind];
    switch (kind) {
      case "create":
      case "createOrReplace":
      case "createIfNotExists":
        results.push(applyCreate(staging, kind, body, index, options));
        break;
      case "delete":
        for (const id of await selectIds(body, index, options)) {
          const existed = staging.get(id) !== null;
          if (existed) staging.remove(id);
          results.push({ id, operation: existed ? "delete" : "none" });
        }
        break;
      case "patch":
        for (const id of await selectIds(body, index, options)) {
          applyPatch(staging, id, body as Record<string, unknown>, index, options);
          results.push({ id, operation: "update" });
        }
        break;
    }
  }
  return results;
}

/** Fills `document` on each result: the state after the transaction (deletes: before it). */
export function attachDocuments(staging: Staging, results: MutationResult[]): void {
  for (const result of results) {
    result.document =
      result.operation === "delete" ? staging.original(result.id) : staging.get(result.id);
  }
}

function applyCreate(
  staging: Staging,
  kind: "create" | "createOrReplace" | "createIfNotExists",
  body: unknown,
  index: number,
  options: MutateOptions,
): MutationResult {
  if (!isRecord(body))
    throw fail(index, 400, "invalidMutationError", `${kind} needs a document object`);
  let id = body._id;
  if (kind === "create" && (id === undefined || id === "")) id = randomId();
  else if (kind === "create" && typeof id === "string" && id.endsWith("."))
    id = `${id}${randomId()}`;
  if (id === undefined)
    throw fail(index, 400, "invalidMutationError", `${kind} requires the document to have an _id`);
  if (!isValidId(id))
    throw fail(
      index,
      400,
      "invalidDocumentIdError",
      `Document ID ${JSON.stringify(id)} is not valid`,
    );
  if (typeof body._type !== "string" || !/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(body._type)) {
    throw fail(
      index,
      400,
      "invalidDocumentError",
      `Document ${JSON.stringify(id)} is missing a valid _type`,
      id,
    );
  }
  for (const field of ["_createdAt", "_updatedAt"] as const) {
    if (body[field] !== undefined && !isDateTime(body[field])) {
      throw fail(
        index,
        400,
        "invalidDocumentError",
        `${field} must be an ISO 8601 date-time, got ${JSON.stringify(body[field])}`,
        id,
      );
    }
  }
  const existing = staging.get(id);
  if (existing && kind === "create") {
    throw fail(
      index,
      409,
      "documentAlreadyExistsError",
      `Document by ID "${id}" already exists`,
      id,
    );
  }
  if (existing && kind === "createIfNotExists") return { id, operation: "none" };
  const { _rev: _ignoredRev, _updatedAt: _ignoredUpdatedAt, ...content } = body;
  const prepared = options.autoGenerateArrayKeys
    ? (withKeys(content) as Record<string, unknown>)
    : content;
  staging.put(id, prepared, (doc) => ({ [kind]: doc }));
  return { id, operation: existing ? "update" : "create" };
}

async function selectIds(
  selection: unknown,
  index: number,
  options: MutateOptions,
): Promise<string[]> {
  if (!isRecord(selection)) throw fail(index, 400, "invalidMutationError", "Missing id or query");
  if (typeof selection.query === "string") {
    const params = isRecord(selection.params) ? selection.params : {};
    try {
      return await options.queryIds(selection.query, params);
    } catch (error) {
      // A query stopped at one of the lake's limits (time, memory, a busy lake) keeps its
      // status and type: the query may be valid, the answer says which limit it met.
      if (error instanceof HttpError && error.status !== 400) {
        const body = error.body.error;
        const type =
          isRecord(body) && typeof body.type === "string" ? body.type : "queryLimitError";
        throw fail(index, error.status, type, `Query in mutation stopped: ${error.message}`);
      }
      throw fail(
        index,
        400,
        "queryError",
        `Invalid query in mutation: ${(error as Error).message}`,
      );
    }
  }
  const ids = Array.isArray(selection.id) ? selection.id : [selection.id];
  if (ids.length === 0 || !ids.every(isValidId)) {
    throw fail(
      index,
      400,
      "invalidDocumentIdError",
      `Invalid document id ${JSON.stringify(selection.id)}`,
    );
  }
  return ids as string[];
}

function applyPatch(
  staging: Staging,
  id: string,
  patch: Record<string, unknown>,
  index: number,
  options: MutateOptions,
): void {
  const current = staging.get(id);
  if (!current) {
    throw fail(
      index,
      409,
      "documentNotFoundError",
      `Cannot modify document "${id}": document does not exist`,
      id,
    );
  }
  if (patch.ifRevisionID !== undefined) {
    const original = staging.original(id);
    if (!original || original._rev !== patch.ifRevisionID) {
      throw fail(
        index,
        409,
        "documentRevisionIDDoesNotMatchError",
        `Document by ID "${id}" has unexpected revision ID ("${original?._rev ?? ""}"), expected "${String(patch.ifRevisionID)}"`,
        id,
      );
    }
  }
  const { result, ops } = patchDocument(
    current,
    patch,
    index,
    options.autoGenerateArrayKeys ?? false,
  );
  // A patch may set `_createdAt` (imports keep their dates), but only to a date-time.
  if (result._createdAt !== current._createdAt && !isDateTime(result._createdAt)) {
    throw fail(
      index,
      400,
      "invalidDocumentError",
      `_createdAt must be an ISO 8601 date-time, got ${JSON.stringify(result._createdAt)}`,
      id,
    );
  }
  staging.put(id, result, () => ({ patch: { id, ...ops } }));
}

/**
 * Applies the operations of one patch to `current` (never mutated) and returns the new
 * document plus the normalised operations, or throws a `TransactionError` for `index`.
 */
export function patchDocument(
  current: SanityDocument,
  patch: Record<string, unknown>,
  index: number,
  autoGenerateArrayKeys = false,
): { result: SanityDocument; ops: Record<string, unknown> } {
  const id = current._id;
  const ops: Record<string, unknown> = {};
  for (const op of PATCH_OPS) {
    if (patch[op] === undefined) continue;
    ops[op] =
      autoGenerateArrayKeys && op !== "unset" && op !== "diffMatchPatch"
        ? withKeys(patch[op])
        : patch[op];
  }
  const unknownOps = Object.keys(patch).filter(
    (k) =>
      !(PATCH_OPS as readonly string[]).includes(k) &&
      !["id", "query", "params", "ifRevisionID"].includes(k),
  );
  if (unknownOps.length > 0) {
    throw fail(
      index,
      400,
      "invalidPatchError",
      `Unknown patch operation(s): ${unknownOps.join(", ")}`,
      id,
    );
  }
  validatePatchShapes(ops, index, id);
  const notArray = insertTargetNotArray(ops.insert, current);
  if (notArray !== undefined) {
    throw fail(
      index,
      400,
      "invalidPatchError",
      `Cannot insert into "${notArray}" of document "${id}": it is not an array`,
      id,
    );
  }
  let result: SanityDocument | null;
  try {
    result = new Mutation({ mutations: [{ patch: { ...ops, id } }] }).apply(
      structuredClone(current),
    ) as SanityDocument | null;
  } catch (error) {
    throw fail(
      index,
      400,
      "invalidPatchError",
      `Unable to apply patch to "${id}": ${(error as Error).message}`,
      id,
    );
  }
  if (!result || result._id !== id) {
    throw fail(
      index,
      400,
      "invalidPatchError",
      `A patch may not change or remove _id (document "${id}")`,
      id,
    );
  }
  if (typeof result._type !== "string" || result._type === "") {
    throw fail(
      index,
      400,
      "invalidPatchError",
      `A patch may not remove _type (document "${id}")`,
      id,
    );
  }
  return { result, ops };
}

/**
 * Cheap structural check of a JSONMatch path: the mutator's parser is lenient and turns
 * e.g. `a[` into a write to `a`, where Sanity answers 400.
 */
function isPlausiblePath(path: string): boolean {
  if (path.trim() === "" || path.endsWith(".") || path.startsWith(".")) return false;
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < path.length; i++) {
    const ch = path[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "[") depth++;
    else if (ch === "]" && --depth < 0) return false;
  }
  return depth === 0 && quote === undefined;
}

/** The mutator silently ignores malformed operations; Sanity rejects them, so do we. */
function validatePatchShapes(ops: Record<string, unknown>, index: number, id: string): void {
  const bad = (what: string) =>
    fail(index, 400, "invalidPatchError", `Invalid ${what} in patch for "${id}"`, id);
  const paths = [
    ...["set", "setIfMissing", "diffMatchPatch", "inc", "dec"].flatMap((op) =>
      isRecord(ops[op]) ? Object.keys(ops[op] as Record<string, unknown>) : [],
    ),
    ...(Array.isArray(ops.unset)
      ? ops.unset.filter((p): p is string => typeof p === "string")
      : []),
    ...(isRecord(ops.insert)
      ? ["before", "after", "replace"].flatMap((k) => {
          const value = (ops.insert as Record<string, unknown>)[k];
          return typeof value === "string" ? [value] : [];
        })
      : []),
  ];
  const wrong = paths.find((p) => !isPlausiblePath(p));
  if (wrong !== undefined) throw bad(`path ${JSON.stringify(wrong)}`);
  for (const op of ["set", "setIfMissing", "diffMatchPatch", "inc", "dec"] as const) {
    if (ops[op] !== undefined && !isRecord(ops[op])) throw bad(op);
  }
  for (const op of ["inc", "dec"] as const) {
    const value = ops[op];
    if (
      isRecord(value) &&
      !Object.values(value).every((v) => typeof v === "number" && Number.isFinite(v))
    ) {
      throw bad(`${op} value (numbers only)`);
    }
  }
  if (
    isRecord(ops.diffMatchPatch) &&
    !Object.values(ops.diffMatchPatch).every((v) => typeof v === "string")
  ) {
    throw bad("diffMatchPatch value (strings only)");
  }
  if (
    ops.unset !== undefined &&
    !(Array.isArray(ops.unset) && ops.unset.every((p) => typeof p === "string"))
  ) {
    throw bad("unset (array of paths)");
  }
  if (ops.insert !== undefined) {
    const insert = ops.insert;
    const positions = isRecord(insert)
      ? ["before", "after", "replace"].filter((k) => k in insert)
      : [];
    if (!isRecord(insert) || positions.length !== 1 || !Array.isArray(insert.items))
      throw bad("insert");
  }
}

/**
 * The path of an insert's target that holds something other than an array, if any. An
 * insert's selector names an array item (`tags[-1]`, `sections[_key=="a"]`); what it is in
 * must be an array. @sanity/mutator 5 refused the rest, 6 leaves the document as it was and
 * reports success, so a client would believe its items were stored (decision 0032).
 */
function insertTargetNotArray(insert: unknown, current: SanityDocument): string | undefined {
  if (!isRecord(insert)) return undefined;
  const selector = ["before", "after", "replace"]
    .map((position) => insert[position])
    .find((value): value is string => typeof value === "string");
  const container = selector?.match(/^(.+)\[[^[\]]*\]$/)?.[1];
  if (container === undefined) return undefined;
  const found = extractWithPath(container, current).find(
    ({ value }) => value !== undefined && value !== null && !Array.isArray(value),
  );
  return found === undefined ? undefined : container;
}

/** `autoGenerateArrayKeys`: gives every object in an array a `_key` if it has none. */
function withKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const next = withKeys(item);
      return isRecord(next) && typeof next._key !== "string"
        ? { _key: randomKey(), ...next }
        : next;
    });
  }
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withKeys(v);
    return out;
  }
  return value;
}
