/**
 * GROQ projections the queries share (queries.ts, path-queries.ts). Plain
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
