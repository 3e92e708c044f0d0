/**
 * For tests of the query scheduler (groq/query-fairness, groq/query-scheduler): a lake whose
 * SLOW_QUERY runs to its time limit while cheap queries are sent, two clients to send them,
 * and the order the answers arrive in (the checks are on that order, not on the clock).
 */
import { defaultLakeCorsOrigins } from "../config";
import type { LakeOptions } from "../lake";
import { startLake, type TestLake } from "./test-lake";

/** Documents `doc-<i>`, half of them cities, each with its number `n` and a title `T<i>`. */
export const DOCS = 3000;
/** Correlated at every level (n³ document visits over DOCS): runs to the time limit. */
export const SLOW_QUERY = "*[count(*[count(*[n > ^.n]) > 0]) > 0]";
/** Two browser origins the lake accepts: two clients from the same address. */
export const [SITE, STUDIO] = defaultLakeCorsOrigins() as [string, string];

/** A test lake holding the DOCS documents, with the time limit and workers of `options`. */
export async function startLakeOfDocs(
  options: Pick<LakeOptions, "queryTimeoutMs" | "queryWorkers">,
): Promise<TestLake> {
  const lake = await startLake(options);
  const tx = lake.client.transaction();
  for (let i = 0; i < DOCS; i++) {
    tx.create({ _id: `doc-${i}`, _type: i % 2 ? "city" : "hotel", n: i, title: `T${i}` });
  }
  await tx.commit({ visibility: "async" });
  return lake;
}

/** The query endpoint's path for `text` and its parameters. */
export const queryPath = (text: string, params: Record<string, unknown> = {}) =>
  `/v1/data/query/production?query=${encodeURIComponent(text)}${Object.entries(params)
    .map(
      ([name, value]) =>
        `&${encodeURIComponent(`$${name}`)}=${encodeURIComponent(JSON.stringify(value))}`,
    )
    .join("")}`;

/** Records the order in which answers arrive: `track(name, answer)` adds `name` when it does. */
export function arrivals() {
  const order: string[] = [];
  return {
    order,
    track<T>(name: string, answer: Promise<T>): Promise<T> {
      return answer.then((value) => {
        order.push(name);
        return value;
      });
    },
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
