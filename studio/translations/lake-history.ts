/**
 * The two questions staleness asks of the history API (`/data/history/…`, which the local
 * lake answers as Sanity's hosted API does): what the English document was at the revision
 * a translation follows, and when it first changed after it. A hosted project keeps
 * history for its plan's retention only: an answer may be empty, and callers say so.
 */
import type { SanityClient } from "sanity";

function historyUri(client: SanityClient, kind: "documents" | "transactions", id: string) {
  return `/data/history/${client.config().dataset}/${kind}/${encodeURIComponent(id)}`;
}

/** The document as it was at `revision` (a transaction id), or null when history lacks it. */
export async function documentAtRevision(
  client: SanityClient,
  id: string,
  revision: string,
): Promise<Record<string, unknown> | null> {
  const answer = await client.request<{ documents?: Record<string, unknown>[] }>({
    uri: `${historyUri(client, "documents", id)}?revision=${encodeURIComponent(revision)}`,
  });
  return answer.documents?.[0] ?? null;
}

/** NDJSON, which the client hands back as text (or, one line only, already parsed). */
function lines(answer: unknown): { timestamp?: string }[] {
  if (typeof answer !== "string") return answer ? [answer as { timestamp?: string }] : [];
  return answer
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { timestamp?: string });
}

/** When `id` first changed after `revision`: the moment its translation fell behind. */
export async function firstChangeAfter(
  client: SanityClient,
  id: string,
  revision: string,
): Promise<string | undefined> {
  const query = new URLSearchParams({
    fromTransaction: revision,
    limit: "2",
    excludeContent: "true",
    excludeMutations: "true",
  });
  const answer = await client.request<unknown>({
    uri: `${historyUri(client, "transactions", id)}?${query}`,
  });
  // `fromTransaction` is inclusive: the first line is the revision itself.
  return lines(answer)[1]?.timestamp;
}
