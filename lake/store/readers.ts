/**
 * Who reads, and which documents that lets them see (every view, doc read and listener
 * event asks `mayRead`):
 *
 * - `public`: no token. Published documents only: no id with a path (`secrets.x`, and drafts
 *   and versions, whose ids are paths too), as on Sanity's hosted API.
 * - `preview`: a draft-mode page's preview session (http/preview-sessions.ts). Drafts and
 *   release versions of content, which is what it previews, but no document whose own
 *   (published) id is a path — `secrets.*`, release metadata (`_.releases.*`) — and never a
 *   preview URL secret: Studio writes those as drafts of an ordinary-looking id, and one would
 *   open new sessions past this one's hour.
 * - `owner`: the token's holder. Everything.
 */
import { isPathId, publishedIdOf } from "./ids";

export type Reader = "public" | "preview" | "owner";

/**
 * The document types @sanity/preview-url-secret writes (its `schemaType`,
 * `schemaTypeSingleton` and `vercelProtectionBypassSchemaType`; readers.test.ts holds them
 * to the package's).
 */
export const PREVIEW_SECRET_TYPES: ReadonlySet<string> = new Set([
  "sanity.previewUrlSecret",
  "sanity.previewUrlShareAccess",
  "sanity.vercelProtectionBypass",
]);

/** Whether `reader` may see the document stored at `id` (with type `type`, when known). */
export function mayRead(reader: Reader, id: string, type?: unknown): boolean {
  switch (reader) {
    case "owner":
      return true;
    case "public":
      return !isPathId(id);
    case "preview":
      return !isPathId(publishedIdOf(id)) && !PREVIEW_SECRET_TYPES.has(type as string);
  }
}
