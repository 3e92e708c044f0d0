/**
 * The redirect document's checks that ask the lake (redirect-rules.ts says why each rule):
 * Sanity's async custom validation, with the client Studio (or the seed check) gives it.
 */

import type { ValidationContext } from "sanity";
import { API_VERSION } from "./api-version";
import {
  addressPath,
  chainProblem,
  duplicateSourceProblem,
  isAbsoluteUrl,
  missingTargetProblem,
  type RedirectEntry,
  type SluggedDocument,
  servedSourceProblem,
  sourceFormatProblem,
  targetFormatProblem,
} from "./redirect-rules";
import { publishedId } from "./validation";

/** Documents that answer an address by their slug; published only: a draft serves nothing. */
const SLUGGED_TYPES = ["city", "page", "legalPage", "embedPage"];

/** The other redirects (drafts too: staff see a loop they are making) and the documents at `slug`. */
const REDIRECT_CONTEXT_QUERY = /* groq */ `{
  "redirects": *[_type == "redirect" && !(_id in [$id, $draftId])]{ _id, from, to },
  "documents": *[_type in $types && slug.current == $slug && !(_id in path("drafts.**"))]{
    _type,
    "slug": slug.current,
    "language": coalesce(language, "en"),
    "title": coalesce(name, title),
    "versions": coalesce(*[_type == "translation.metadata" && references(^._id)][0].translations[]._key, [])
  }
}`;

interface RedirectContext {
  redirects: RedirectEntry[];
  documents: SluggedDocument[];
}

/** The last path segment of an address: the only one a document's slug can answer. */
function slugOf(address: string): string {
  return addressPath(address).split("/").pop() ?? "";
}

async function redirectContext(
  context: ValidationContext,
  address: string,
): Promise<RedirectContext> {
  const id = publishedId(context.document?._id ?? "");
  return await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<RedirectContext>(REDIRECT_CONTEXT_QUERY, {
      id,
      draftId: `drafts.${id}`,
      types: SLUGGED_TYPES,
      slug: slugOf(address),
    });
}

const fieldOf = (context: ValidationContext, name: string) => {
  const value = context.document?.[name];
  return typeof value === "string" ? value : undefined;
};

/** The source: its form, nothing still serving it, and no other redirect from it. */
export async function validateSource(
  from: string | undefined,
  context: ValidationContext,
): Promise<true | string> {
  if (!from || !context.document) return true;
  const format = sourceFormatProblem(from, fieldOf(context, "language") ?? "en");
  if (format) return format;
  const { redirects, documents } = await redirectContext(context, from);
  const self = { _id: context.document._id, from, to: fieldOf(context, "to") };
  return servedSourceProblem(from, documents) ?? duplicateSourceProblem(self, redirects) ?? true;
}

/**
 * The target: its form, then a loop or chain with the other redirects (said first: a target
 * that is another redirect's source is served by nothing else), then something serving it.
 */
export async function validateTarget(
  to: string | undefined,
  context: ValidationContext,
): Promise<true | string> {
  if (!to || !context.document) return true;
  const format = targetFormatProblem(to);
  if (format) return format;
  if (isAbsoluteUrl(to)) return true;
  const { redirects, documents } = await redirectContext(context, to);
  const self = { _id: context.document._id, from: fieldOf(context, "from"), to };
  return chainProblem(self, redirects) ?? missingTargetProblem(to, documents) ?? true;
}
