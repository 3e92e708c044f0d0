/**
 * Before the server renders a page (the build's prerender, the dev server's request), where
 * the content stands: the newest live event and the content's revision (built-content.ts).
 * Server only: entry-server.tsx imports it.
 */
import { CONTENT_REVISION_QUERY } from "../queries";
import type { ContentRevision, ContentSnapshot } from "./built-content";
import { type ContentApiEnv, liveEventsUrl } from "./content-api";
import { fetchPublished } from "./published-query";

/** A stream that says nothing within this long has no newest event to tell. */
const EVENT_WAIT_MS = 1500;
/** The id the stream is opened after: one no API has given out. */
const UNKNOWN_EVENT = "tastemap-unknown-event";
/**
 * How long a snapshot serves the pages rendered after it (a build renders dozens in a row).
 * An older snapshot is only ever safe: the page hears of more events, or compares an older
 * revision, and reloads what changed.
 */
const SNAPSHOT_TTL_MS = 5000;

/**
 * The newest event of the Live Content API. A stream opened with a `lastEventId` the API
 * does not know answers `restart` naming the newest event: the client refetches and resumes
 * from there, as the page will. Undefined when it names none (no event yet, or an API that
 * does not say): the page then compares revisions.
 */
async function newestLiveEventId(env: ContentApiEnv): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), EVENT_WAIT_MS);
  try {
    const url = `${liveEventsUrl(env)}?lastEventId=${encodeURIComponent(UNKNOWN_EVENT)}`;
    const response = await fetch(url, {
      headers: {
        accept: "text/event-stream",
        ...(env.apiHost !== undefined ? { "X-Sanity-Project-ID": env.projectId } : {}),
      },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) return undefined;
    const decoder = new TextDecoder();
    let text = "";
    for await (const chunk of response.body) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      const id = restartId(text);
      // An API that echoes the id it was given names no event of its own.
      if (id !== null) return id === UNKNOWN_EVENT ? undefined : id;
    }
    return undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** The id of the first complete `restart` event in `stream` (undefined: none given); null: none yet. */
export function restartId(stream: string): string | undefined | null {
  for (const block of stream.split(/\r?\n\r?\n/).slice(0, -1)) {
    const lines = block.split(/\r?\n/);
    if (!lines.includes("event: restart")) continue;
    const id = lines
      .find((line) => line.startsWith("id:"))
      ?.slice(3)
      .trim();
    return id || undefined;
  }
  return null;
}

let cached: { source: string; at: number; snapshot: Promise<ContentSnapshot> } | undefined;

export function readContentSnapshot(env: ContentApiEnv): Promise<ContentSnapshot> {
  const now = Date.now();
  const source = `${env.apiHost ?? ""} ${env.projectId} ${env.dataset}`;
  if (cached?.source !== source || now - cached.at > SNAPSHOT_TTL_MS) {
    cached = { source, at: now, snapshot: readFreshSnapshot(env) };
  }
  return cached.snapshot;
}

async function readFreshSnapshot(env: ContentApiEnv): Promise<ContentSnapshot> {
  const [liveEventId, revision] = await Promise.all([
    newestLiveEventId(env),
    fetchPublished<ContentRevision>(env, CONTENT_REVISION_QUERY).then(
      (response) => response.result,
      () => undefined,
    ),
  ]);
  return {
    ...(liveEventId ? { liveEventId } : {}),
    ...(revision ? { revision } : {}),
  };
}
