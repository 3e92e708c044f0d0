/**
 * A page built from sections as the site itself reads it (PAGE_QUERY: the home page, the
 * contact pages, the shop and /mt25 are such pages), and its sections by type: what the e2e
 * tests compare a page's HTML with. Reading the site's own query means a test checks what the
 * page was given, not a second projection of the document that could drift from it.
 */

import { MT25_GATE_QUERY, PAGE_QUERY } from "@tastemap/web/queries";
import type { MT25_GATE_QUERY_RESULT, PAGE_QUERY_RESULT } from "@tastemap/web/sanity.types";
import { content } from "./lake";

export type BuiltPage = NonNullable<PAGE_QUERY_RESULT>;
type Section = NonNullable<BuiltPage["sections"]>[number];
type SectionType = Section["_type"];
export type SectionOf<Type extends SectionType> = Extract<Section, { _type: Type }>;

/** The published page `slug` in `lang` (or in English, as the site falls back), or a throw. */
export async function builtPage(slug: string, lang = "en"): Promise<BuiltPage> {
  return await content<PAGE_QUERY_RESULT>(PAGE_QUERY, { slug, lang });
}

/**
 * The page's first section of `type` (that `matches`), or a throw naming what the seed lacks:
 * a test reading a section the page does not have fails there, not on an undefined field.
 */
export function sectionOf<Type extends SectionType>(
  page: BuiltPage,
  type: Type,
  matches: (section: SectionOf<Type>) => boolean = () => true,
): SectionOf<Type> {
  const found = (page.sections ?? [])
    .filter((section): section is SectionOf<Type> => section._type === type)
    .find(matches);
  if (!found) throw new Error(`seed content missing: a ${type} section on the page "${page.slug}"`);
  return found;
}

/** A text the content must have (a heading, a label), or a throw naming it. */
export function text(value: string | null | undefined, what: string): string {
  if (!value) throw new Error(`seed content missing: ${what}`);
  return value;
}

/** The card references /mt25 lets in (the English page's gate), as its route reads them. */
export async function mt25AllowedRefs(): Promise<string[]> {
  return (await content<MT25_GATE_QUERY_RESULT>(MT25_GATE_QUERY)).allowedRefs;
}
