import type { SanityClient } from "@sanity/client";
import type { WebEnv } from "../env";
import { once } from "../once";
import type { ContentApiEnv, QueryParams } from "./content-api";
import type { DraftSession, StudioSentDrafts } from "./draft-mode";

/** What route loaders need from the content client: one GROQ read. */
export interface ContentClient {
  fetch<Result>(query: string, params: QueryParams, options?: FetchOptions): Promise<Result>;
  /** The @sanity/client underneath, loaded on first use (draft mode's live events need it). */
  sanity(): Promise<SanityClient>;
  /**
   * Where published content is read without the client (content-api.ts: the content check,
   * the live stream with the browser's own EventSource); undefined in draft mode, which
   * reads drafts with the client's credentials.
   */
  readonly published?: ContentApiEnv;
  /** Draft mode (Studio's preview): drafts, with stega-encoded strings. */
  readonly draft: boolean;
  /**
   * Where this client learns of changed content itself, when it does (drafts sent by Studio
   * arrive with their changes): the page reloads its content on each call instead of
   * following the live events.
   */
  follow?(onChange: () => void): () => void;
  /**
   * The newest live event seen: sent with each query so Sanity's CDN answers with content
   * at least that new (the local lake always answers with the newest).
   */
  lastLiveEventId: string | undefined;
}

interface FetchOptions {
  signal?: AbortSignal;
  /**
   * By the platform's fetch, without loading @sanity/client (content-api.ts): for the content
   * check every page makes once idle. The answer's sync tags are not recorded: it is for
   * checks, not for content a route shows. Draft mode always reads through the client.
   */
  plain?: boolean;
}

/**
 * The site's read-only content client: @sanity/client, published perspective, no
 * token. Local mode talks to the local Content Lake by origin; a real project uses
 * Sanity's CDN. Every answer's sync tags are recorded on its result (sync-tags.ts) for
 * the live events to find.
 *
 * @sanity/client is its own chunk, downloaded by the first fetch that needs it: a
 * prerendered page arrives with its content in the HTML, checks it and follows live
 * events without it, and loads it for the next navigation or for content that changed.
 * In draft mode (a preview session from Studio, draft-mode.ts) it is the stega
 * build instead, a chunk no visitor downloads.
 */
export function createContentClient(env: WebEnv["sanity"], draft?: DraftSession): ContentClient {
  if (draft?.source === "studio") return createStudioContentClient(env, draft);
  const local = env.apiHost !== undefined;
  const common = {
    projectId: env.projectId,
    dataset: env.dataset,
    apiVersion: env.apiVersion,
    ...(local ? { apiHost: env.apiHost, useProjectHostname: false } : {}),
  };
  // A failed chunk download is retried by the next call.
  const load = once(
    (): Promise<SanityClient> =>
      draft
        ? import("@sanity/client/stega").then(
            ({ createClient }) =>
              createClient({
                ...common,
                useCdn: false,
                token: draft.source === "session" ? draft.token : undefined,
                perspective: "drafts",
                stega: { enabled: true, studioUrl: draft.studioOrigin ?? "/" },
                // The stega build declares its own copy of the class; the API is the same.
              }) as unknown as SanityClient,
          )
        : import("@sanity/client").then(({ createClient }) =>
            createClient({ ...common, useCdn: !local, perspective: "published" }),
          ),
  );
  const client: ContentClient = {
    draft: draft !== undefined,
    lastLiveEventId: undefined,
    sanity: load,
    ...(draft ? {} : { published: env }),
    async fetch<Result>(query: string, params: QueryParams, options: FetchOptions = {}) {
      if (options.plain && !draft) {
        // Its own small chunk, loaded at the content check: nothing before it needs it.
        const { fetchPublished } = await import("./published-query");
        const response = await fetchPublished<Result>(env, query, params, {
          signal: options.signal,
          lastLiveEventId: client.lastLiveEventId,
        });
        return response.result;
      }
      // Sync tags are read only by live content, which is never on the path to interactive.
      const [sanity, { recordSyncTags }] = await Promise.all([load(), import("./sync-tags")]);
      const response = await sanity.fetch<Result>(query, params, {
        signal: options.signal,
        perspective: draft ? "drafts" : "published",
        filterResponse: false,
        ...(client.lastLiveEventId ? { lastLiveEventId: client.lastLiveEventId } : {}),
      });
      recordSyncTags(response.result, response.syncTags ?? []);
      return response.result;
    },
  };
  return client;
}

/**
 * Draft mode without a preview session (a real project): every query goes to Studio, which
 * answers as the signed-in editor and again on each change (studio-drafts.ts, its own
 * chunk). The @sanity/client underneath is the public one: nothing here reads drafts.
 */
function createStudioContentClient(env: WebEnv["sanity"], draft: StudioSentDrafts): ContentClient {
  const drafts = once(() =>
    import("./studio-drafts").then(({ openStudioDrafts }) =>
      openStudioDrafts({
        projectId: env.projectId,
        dataset: env.dataset,
        studioUrl: draft.studioOrigin ?? "/",
      }),
    ),
  );
  const published = createContentClient(env);
  return {
    draft: true,
    lastLiveEventId: undefined,
    sanity: published.sanity,
    async fetch<Result>(query: string, params: QueryParams, options: FetchOptions = {}) {
      return (await drafts()).fetch<Result>(query, params, options.signal);
    },
    follow(onChange) {
      let stop: (() => void) | undefined;
      let stopped = false;
      void drafts().then((channel) => {
        if (!stopped) stop = channel.onChange(onChange);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
