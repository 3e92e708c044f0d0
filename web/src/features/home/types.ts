import type { HOME_PAGE_QUERY_RESULT } from "../../lib/sanity.types";

export type HomeContent = NonNullable<HOME_PAGE_QUERY_RESULT>;
export type HeroContent = HomeContent["hero"];
export type CategoriesContent = HomeContent["categories"];
export type RedirectContent = HomeContent["redirectModal"];
