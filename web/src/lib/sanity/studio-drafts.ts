/**
 * Drafts through Studio: the preview's content for a site that has no preview-session
 * endpoint (a real project's static site, where nothing can check the preview URL secret).
 *
 * The page holds no credential at all. It asks Presentation for each query over
 * postMessage (Sanity's "loaders" channel, `loader/query-listen`); Presentation runs it
 * with the signed-in editor's own client, with source maps, and answers with
 * `loader/query-change`, again each time the result changes (a keystroke, a publish, a
 * perspective picked in Studio). Only a Studio the editor is signed in to can answer, and
 * the host's `frame-ancestors` decides which pages may frame the site at all. ADR 0016.
 *
 * Its own chunk, loaded only by a framed page in draft mode.
 */
import type { ClientPerspective, ContentSourceMapDocuments, QueryParams } from "@sanity/client";
import { stegaEncodeSourceMap } from "@sanity/client/stega";
import { createNode, createNodeMachine } from "@sanity/comlink";
import {
  createCompatibilityActors,
  type LoaderControllerMsg,
  type LoaderNodeMsg,
} from "@sanity/presentation-comlink";
import { createChangeSignal } from "./change-signal";

/** How often a query in use is named again. */
const RELIST_MS = 10_000;
/**
 * How long Presentation keeps a query not named again. Well over RELIST_MS: a relist that
 * arrives a moment late (timers drift on a busy machine) must not make Presentation drop the
 * query and start it over, which sends the editor's preview a needless refetch.
 */
const HEARTBEAT_MS = 25_000;
/** A query not asked for again within this time stops being followed. */
const FOLLOW_MS = 5 * 60_000;
/** How long a page waits for Studio's first answer before showing an error. */
const STUDIO_ANSWER_TIMEOUT_MS = 15_000;

export interface StudioDraftsOptions {
  projectId: string;
  dataset: string;
  /** Where stega's edit links point. */
  studioUrl: string;
}

export interface StudioDrafts {
  fetch<Result>(query: string, params: QueryParams, signal?: AbortSignal): Promise<Result>;
  /**
   * Called when Studio sends a newer result for a query already shown, or a new perspective;
   * a change that came before the first listener is told to it.
   */
  onChange(listener: () => void): () => void;
  stop(): void;
}

interface Followed {
  query: string;
  params: QueryParams;
  askedAt: number;
}

export function openStudioDrafts(options: StudioDraftsOptions): StudioDrafts {
  const { projectId, dataset, studioUrl } = options;
  let perspective: Exclude<ClientPerspective, "raw"> = "drafts";
  /** Stega-encoded results by query, as Studio last sent them (kept: a page may come back). */
  const results = new Map<string, unknown>();
  const documents = new Map<string, ContentSourceMapDocuments>();
  const waiting = new Map<string, Set<(result: unknown) => void>>();
  const followed = new Map<string, Followed>();
  const changes = createChangeSignal();

  const keyOf = (inPerspective: ClientPerspective, query: string, params: QueryParams) =>
    JSON.stringify([inPerspective, query, params]);
  const isOurs = (data: { projectId: string; dataset: string }) =>
    data.projectId === projectId && data.dataset === dataset;

  const comlink = createNode<LoaderNodeMsg, LoaderControllerMsg>(
    { name: "loaders", connectTo: "presentation" },
    createNodeMachine<LoaderNodeMsg, LoaderControllerMsg>().provide({
      actors: createCompatibilityActors<LoaderNodeMsg>(),
    }),
  );

  const listen = ({ query, params }: Followed) =>
    comlink.post("loader/query-listen", {
      projectId,
      dataset,
      perspective,
      query,
      params,
      heartbeat: HEARTBEAT_MS,
    });

  comlink.on("loader/perspective", (data) => {
    if (!isOurs(data)) return;
    const next = data.perspective === "raw" ? "drafts" : data.perspective;
    if (JSON.stringify(next) === JSON.stringify(perspective)) return;
    perspective = next;
    for (const entry of followed.values()) listen(entry);
    changes.notify();
  });

  comlink.on("loader/query-change", (data) => {
    if (!isOurs(data)) return;
    const key = keyOf(data.perspective, data.query, data.params);
    const result = data.resultSourceMap
      ? stegaEncodeSourceMap(data.result, data.resultSourceMap, { enabled: true, studioUrl })
      : data.result;
    const shownBefore = results.has(key);
    results.set(key, result);
    documents.set(key, data.resultSourceMap?.documents ?? []);
    const resolvers = waiting.get(key);
    waiting.delete(key);
    for (const resolve of resolvers ?? []) resolve(result);
    // A first answer goes to the loader that asked; a later one is an edit to show.
    if (shownBefore && !resolvers) changes.notify();
    // Presentation lists the documents a page shows (its "documents on this page").
    comlink.post("loader/documents", {
      projectId,
      dataset,
      perspective,
      documents: [...documents.values()].flat(),
    });
  });

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of followed) {
      if (now - entry.askedAt > FOLLOW_MS) followed.delete(key);
      else listen(entry);
    }
  }, RELIST_MS);

  const stopComlink = comlink.start();

  return {
    fetch<Result>(query: string, params: QueryParams, signal?: AbortSignal): Promise<Result> {
      const key = keyOf(perspective, query, params);
      const entry: Followed = { query, params, askedAt: Date.now() };
      followed.set(key, entry);
      listen(entry);
      // A result Studio sent before: Studio sends a newer one on its own if there is one.
      if (results.has(key)) return Promise.resolve(results.get(key) as Result);
      return new Promise<Result>((resolve, reject) => {
        const resolvers = waiting.get(key) ?? new Set();
        waiting.set(key, resolvers);
        const settle = (result: unknown) => {
          clearTimeout(timer);
          resolve(result as Result);
        };
        const give = (error: Error) => {
          resolvers.delete(settle);
          clearTimeout(timer);
          reject(error);
        };
        const timer = setTimeout(
          () =>
            give(
              new Error(
                "Studio did not send this page's content: open the preview from Studio's Presentation tool",
              ),
            ),
          STUDIO_ANSWER_TIMEOUT_MS,
        );
        signal?.addEventListener("abort", () => give(signal.reason as Error), { once: true });
        resolvers.add(settle);
      });
    },
    onChange(listener) {
      return changes.subscribe(listener);
    },
    stop() {
      clearInterval(heartbeat);
      stopComlink();
    },
  };
}
