/**
 * When publishing a page or city guide moves it to a new address (ADR 0050): the address it
 * had and the one it gets, for the offer to redirect one to the other
 * (redirect-on-rename-action.tsx). Pure: tested without a Studio.
 */

import { pagePath, sitePath } from "@tastemap/schemas/site-path";
import { HOME_PAGE_SLUG, SITE_ROUTES } from "@tastemap/schemas/site-routes";

/** The types whose address is their slug, whose Publish offers the redirect. */
export const RENAMED_TYPES = new Set(["page", "city"]);

export interface Slugged {
  slug?: { current?: string } | null;
  language?: unknown;
}

export interface MovedAddress {
  from: string;
  to: string;
  language: string;
  /** The slug the published document has once the move is published. */
  slug: string;
}

const slugOf = (document: Slugged | null | undefined) => document?.slug?.current || undefined;

/**
 * The move publishing `draft` over `published` makes, or undefined: none when nothing is
 * published yet (no old address), the slug is unchanged, or the old address is a route's
 * own (the home page, /merchant-contact), which the route keeps serving.
 */
export function movedAddress(
  type: string,
  published: Slugged | null | undefined,
  draft: Slugged | null | undefined,
): MovedAddress | undefined {
  const before = slugOf(published);
  const after = slugOf(draft);
  if (!RENAMED_TYPES.has(type) || !before || !after || before === after) return undefined;
  if (before === HOME_PAGE_SLUG || Object.hasOwn(SITE_ROUTES, before)) return undefined;
  const language = typeof draft?.language === "string" ? draft.language : "en";
  const pathOf = type === "page" ? pagePath : sitePath;
  return { from: pathOf(before, language), to: pathOf(after, language), language, slug: after };
}
