import type { CITY_PAGE_QUERY_RESULT } from "../../lib/sanity.types";

/** A city guide as its query reads it. */
export type CityContent = NonNullable<CITY_PAGE_QUERY_RESULT>;
