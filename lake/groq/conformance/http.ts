/**
 * The conformance suite through the lake's HTTP API, as a client meets it: each test's
 * documents are written to a dataset of a real lake with `/data/mutate`, and each query is
 * a `POST /data/query` answered by the query workers (or, for a lookup by id, the main
 * thread). So what is counted includes storage, the worker pool, the JSON the worker
 * writes and the HTTP answer, not only the evaluator.
 *
 * Stored documents carry the system fields every Sanity document has (`_rev`, `_createdAt`,
 * `_updatedAt`) and the suite's do not: those the test's documents do not have themselves
 * are taken out of the answer before it is compared.
 */
import { API_VERSION, startLake, type TestLake, TOKEN } from "../../testing/test-lake";
import type { Evaluator } from "./runner";
import type { ConformanceTest } from "./suite";

const SYSTEM_FIELDS = ["_rev", "_createdAt", "_updatedAt"] as const;
/** Documents per `/data/mutate` request. */
const BATCH = 500;

interface SuiteDataset {
  name: string;
  /** System fields the lake adds that the suite's documents lack. */
  added: string[];
}

/** Per test: past the lake's 10 s query limit, which answers 408 itself. */
export const HTTP_TEST_TIMEOUT_MS = 12_000;

export interface HttpSuite {
  evaluator: Evaluator;
  /** Documents the lake refused to store (each makes some answers differ). */
  refused: { dataset: string; id: unknown; reason: string }[];
  stop(): Promise<void>;
}

async function call(
  t: TestLake,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${t.lake.url}/v${API_VERSION}${path}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { error: { description: text } };
  }
  return { status: response.status, body: parsed };
}

function describeError(body: Record<string, unknown>): string {
  const error = body.error as { description?: unknown } | string | undefined;
  if (typeof error === "string") return error;
  return String(error?.description ?? JSON.stringify(body).slice(0, 200));
}

/** The documents in the order the suite's reference runner reads `*`: by `_id`. */
function byId(docs: unknown[]): unknown[] {
  const id = (d: unknown) => String((d as { _id?: unknown })?._id ?? "");
  return [...docs].sort((a, b) => (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0));
}

async function store(
  t: TestLake,
  name: string,
  docs: unknown[],
  refused: HttpSuite["refused"],
): Promise<void> {
  const created = await call(t, "PUT", `/datasets/${name}`, {});
  if (created.status !== 200) throw new Error(`dataset ${name}: ${describeError(created.body)}`);
  const sorted = byId(docs);
  for (let start = 0; start < sorted.length; start += BATCH) {
    const batch = sorted.slice(start, start + BATCH);
    const mutations = batch.map((doc) => ({ createOrReplace: doc }));
    const answer = await call(t, "POST", `/data/mutate/${name}`, { mutations });
    if (answer.status === 200) continue;
    // One bad document fails its transaction: store the rest one by one.
    for (const doc of batch) {
      const one = await call(t, "POST", `/data/mutate/${name}`, {
        mutations: [{ createOrReplace: doc }],
      });
      if (one.status !== 200) {
        refused.push({
          dataset: name,
          id: (doc as { _id?: unknown })?._id,
          reason: describeError(one.body),
        });
      }
    }
  }
}

/** Deletes the system fields in `added` from every object in `value`. */
function withoutAdded(value: unknown, added: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutAdded(item, added));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!added.includes(key)) out[key] = withoutAdded(item, added);
  }
  return out;
}

/** Starts a lake, writes every runnable test's documents to it, and answers over HTTP. */
export async function startHttpSuite(tests: ConformanceTest[]): Promise<HttpSuite> {
  // The lake's own limits, as a client meets them (10 s per query).
  const t = await startLake();
  const datasets = new Map<unknown[], SuiteDataset>();
  const refused: HttpSuite["refused"] = [];
  for (const test of tests) {
    const docs = test.documents;
    if (!docs || datasets.has(docs)) continue;
    const name = `suite-${datasets.size}`;
    await store(t, name, docs, refused);
    const has = (field: string) =>
      docs.some((doc) => typeof doc === "object" && doc !== null && field in doc);
    datasets.set(docs, { name, added: SYSTEM_FIELDS.filter((field) => !has(field)) });
  }

  const evaluator: Evaluator = async (test) => {
    const dataset = datasets.get(test.documents ?? []);
    if (!dataset) throw new Error("not runnable: the test's documents are not in the lake");
    const answer = await call(t, "POST", `/data/query/${dataset.name}?perspective=raw`, {
      query: test.query,
      params: test.params,
    });
    if (answer.status !== 200) throw new Error(describeError(answer.body));
    return withoutAdded(answer.body.result, dataset.added);
  };
  return { evaluator, refused, stop: () => t.stop() };
}
