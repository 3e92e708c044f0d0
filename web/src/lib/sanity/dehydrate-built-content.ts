/**
 * The server's half of built-content.ts: what goes into a rendered page's hydration data.
 * Server only (entry-server.tsx), so the sync-tag bookkeeping stays out of the first load.
 */
import type { BuiltContent, ContentSnapshot } from "./built-content";
import { syncTagsOf } from "./sync-tags";

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** The page's built content, from the matches the server rendered (their data's sync tags). */
export function dehydrateBuiltContent(
  matches: readonly MatchWithData[],
  snapshot: ContentSnapshot,
): BuiltContent {
  const tags: Record<string, string[]> = {};
  for (const match of matches) {
    const matchTags = syncTagsOf(match.loaderData);
    if (matchTags) tags[match.id] = [...matchTags];
  }
  return { ...snapshot, tags };
}
