/**
 * What a prerendered page knows of the content it was rendered from, carried in its hydration
 * data (the router's `dehydrate`/`hydrate`, router.tsx) so the browser can tell whether
 * anything it shows changed since (issue 37: an unrelated publish after the build must not
 * make every open page load the content client and render itself anew):
 *
 * - `liveEventId`: the newest Live Content API event when the page was rendered. Once idle the
 *   page follows the live stream from that event on (live-content.ts), and the events it
 *   missed since the build arrive first, each with the sync tags it touched;
 * - `tags`: each route match's sync tags, as the query API answered them while rendering, so
 *   those events reload only the matches they concern (live-refetch.ts);
 * - `revision`: the content's revision, for the one case the stream cannot help: the event is
 *   unknown to it (another lake, or more writes since than it keeps), when the page compares
 *   revisions instead (content-check.ts) and reloads everything if they differ.
 */
import type { CONTENT_REVISION_QUERY_RESULT } from "../sanity.types";

export type ContentRevision = CONTENT_REVISION_QUERY_RESULT;

/** What the server learnt of the content before rendering (read-content-snapshot.ts). */
export interface ContentSnapshot {
  liveEventId?: string;
  revision?: ContentRevision;
}

/** What the hydration data carries (dehydrate-built-content.ts writes it on the server). */
export interface BuiltContent extends ContentSnapshot {
  tags: Record<string, string[]>;
}

let built: BuiltContent | undefined;

/** Keeps what the hydration data carried (the router's `hydrate`). */
export function hydrateBuiltContent(data: BuiltContent | undefined): void {
  built = data;
}

/** What this page load's HTML was rendered from; undefined for a page rendered in the browser. */
export function builtContent(): BuiltContent | undefined {
  return built;
}
