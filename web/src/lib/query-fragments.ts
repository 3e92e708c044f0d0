/**
 * GROQ projections the queries share (queries.ts, path-queries.ts, page-queries/). Plain
 * const strings, so typegen resolves them where they are interpolated.
 */

/** An image with everything the site needs to build a cropped, sized URL. */
export const IMAGE = /* groq */ `{
  alt,
  asset,
  crop,
  hotspot,
  "dimensions": asset->metadata.dimensions{width, height, aspectRatio},
  "lqip": asset->metadata.lqip
}`;

export const SEO = /* groq */ `{title, description, image${IMAGE}}`;

export const LINK = /* groq */ `{label, href}`;

export const LINKS = /* groq */ `{_key, label, href}`;

/** The CMS sentence for each Firebase error code (the member forms). */
export const AUTH_ERRORS = /* groq */ `{_key, code, message}`;

/**
 * A city button (home page, cityButtons section): its label and the city's slug in $lang,
 * from the city's version of that language by id (`city-rome__i18n_it`, decision 0035), or
 * the English slug. The `_type` filter is what lets the lake tag the query as reading cities:
 * an `_id` it cannot resolve before running would tag it as reading everything, and every
 * publish anywhere would refetch every open page with city buttons.
 */
export const CITY_BUTTON = /* groq */ `{_key, label, "slug": coalesce(
  *[_type == "city" && _id == ^.city._ref + "__i18n_" + $lang][0].slug.current, city->slug.current
)}`;
