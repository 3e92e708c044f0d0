/**
 * What every page shows around its own content, as the root layout reads it (ROOT_QUERY):
 * the site settings (header, footer) and the 404 page's copy, in one language.
 */

import { ROOT_QUERY } from "@tastemap/web/queries";
import type { ROOT_QUERY_RESULT } from "@tastemap/web/sanity.types";
import { content } from "./lake";

type Root = NonNullable<ROOT_QUERY_RESULT>;

/** The site settings in `lang` (or in English), or a throw naming what the seed lacks. */
export async function siteSettings(lang = "en"): Promise<NonNullable<Root["settings"]>> {
  const { settings } = await content<ROOT_QUERY_RESULT>(ROOT_QUERY, { lang });
  if (!settings) throw new Error(`seed content missing: site settings (${lang})`);
  return settings;
}

/** The 404 page's copy in `lang` (or in English), or a throw naming what the seed lacks. */
export async function notFoundPage(lang = "en"): Promise<NonNullable<Root["notFound"]>> {
  const { notFound } = await content<ROOT_QUERY_RESULT>(ROOT_QUERY, { lang });
  if (!notFound) throw new Error(`seed content missing: the 404 page (${lang})`);
  return notFound;
}
