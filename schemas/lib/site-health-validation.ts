/**
 * Site health's checks as the fields' own warnings (decision 0056), where they concern the
 * document being edited: a link to an address nothing serves, an SEO title or description
 * outside the recommended lengths, a section that shows nothing, a page without its other
 * language. Warnings, not errors: the publish goes ahead (a link may go to a page published
 * next), and the Site health tool lists what was published so.
 */
import type { ValidationContext } from "sanity";
import { DEFAULT_LANGUAGE } from "../languages";
import { TRANSLATION_METADATA_TYPE } from "../translation";
import { API_VERSION } from "./api-version";
import {
  SERVED_CONTENT_PARAMS,
  SERVED_CONTENT_QUERY,
  type ServedContent,
  servedAddresses,
  unservedLinkProblem,
} from "./served-addresses";
import { missingTwinProblem, SEO_PAGE_TYPES, seoProblem } from "./site-health";
import { publishedId } from "./validation";

/**
 * How long one reading of what the site serves answers every link field: a page's links
 * are validated together, and each would otherwise ask the lake again.
 */
const SERVED_FOR_MS = 3_000;

let lastServed: { key: string; at: number; served: Promise<Map<string, string>> } | undefined;

function servedFor(context: ValidationContext): Promise<Map<string, string>> {
  const client = context.getClient({ apiVersion: API_VERSION });
  const config = client.config();
  const key = [config.apiHost, config.projectId, config.dataset].join("|");
  const now = Date.now();
  if (!lastServed || lastServed.key !== key || now - lastServed.at > SERVED_FOR_MS) {
    const served = client
      .fetch<ServedContent>(SERVED_CONTENT_QUERY, SERVED_CONTENT_PARAMS)
      .then(servedAddresses);
    const entry = { key, at: now, served };
    lastServed = entry;
    // A failed reading is not kept: the next field asks again.
    served.catch(() => {
      if (lastServed === entry) lastServed = undefined;
    });
  }
  return lastServed.served;
}

/** A link's, button's or redirect path's warning: an address of the site nothing serves. */
export async function linkTargetServed(
  href: unknown,
  context: ValidationContext,
): Promise<true | string> {
  // Only paths on the site are looked up; another site, mail or #section are not.
  if (typeof href !== "string" || !href.trim().startsWith("/")) return true;
  return unservedLinkProblem(href, await servedFor(context)) ?? true;
}

/** Whether the SEO object belongs to a page of its own (not the site's defaults). */
const onPage = (context: ValidationContext) =>
  (SEO_PAGE_TYPES as readonly string[]).includes(context.document?._type ?? "");

/** The SEO title's warning: missing on a page, or outside 30-60 characters. */
export function seoTitleWarning(value: unknown, context: ValidationContext): true | string {
  return seoProblem("title", value, { required: onPage(context) }) ?? true;
}

/** The SEO description's warning: missing on a page, or outside 70-160 characters. */
export function seoDescriptionWarning(value: unknown, context: ValidationContext): true | string {
  return seoProblem("description", value, { required: onPage(context) }) ?? true;
}

/**
 * A page's language field's warning when its group has no version in another language. Its
 * translation.metadata lists the versions made (drafts count: a translation under way is
 * not missing).
 */
export async function pageTwinsWarning(
  language: unknown,
  context: ValidationContext,
): Promise<true | string> {
  if (typeof language !== "string" || !context.document) return true;
  const id = publishedId(context.document._id);
  const languages = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<string[] | null>(
      `*[_type == $type && !(_id in path("drafts.**")) && $id in translations[].value._ref][0].translations[]._key`,
      { type: TRANSLATION_METADATA_TYPE, id },
    );
  const versions = new Set([...(languages ?? []), language || DEFAULT_LANGUAGE]);
  return missingTwinProblem([...versions]) ?? true;
}
