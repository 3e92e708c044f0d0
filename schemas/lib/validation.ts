import type {
  CustomValidator,
  NumberRule,
  SlugIsUniqueValidator,
  SlugRule,
  StringRule,
  UrlRule,
  ValidationContext,
} from "sanity";
import { routeCollision } from "../site-routes";
import { API_VERSION } from "./api-version";
import { isAbsoluteUrl } from "./redirect-rules";

/**
 * Validation rules shared by several types. Kept in one place so the same
 * field means the same thing everywhere (a price, a rating, a colour, a link).
 */

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  // Floating point: 35.95 * 100 is 3594.9999999999995, so compare with a tolerance.
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A price shown to customers: required, above zero, whole cents/pence. */
export const priceRule = (rule: NumberRule) =>
  rule
    .required()
    .greaterThan(0)
    .custom((value) =>
      value === undefined || hasAtMostDecimals(value, 2)
        ? true
        : "Use at most two decimals, e.g. 6.95",
    );

/** A 0-5 star rating with at most one decimal, e.g. 4.7. */
export const ratingRule = (rule: NumberRule) =>
  rule
    .required()
    .min(0)
    .max(5)
    .custom((value) =>
      value === undefined || hasAtMostDecimals(value, 1)
        ? true
        : "Use at most one decimal, e.g. 4.7",
    );

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A CSS hex colour such as #1a7f5a (buttons on the sticker shop). */
export const hexColourRule = (rule: StringRule) =>
  rule
    .required()
    .regex(HEX_COLOUR, { name: "hex colour", invert: false })
    .error("Use a hex colour such as #1A7F5A or #fff");

/** Absolute web addresses only: no javascript:, data: or ftp: links. */
export const httpUrlRule = (rule: UrlRule) => rule.required().uri({ scheme: ["http", "https"] });

/**
 * A path on this site (`/signup`), not another site: not `//other.site`, and none of what
 * browsers read as it (`\` is read as `/`, tabs and line breaks are dropped), so
 * `/\other.site` is no path either.
 */
function isPathOnThisSite(value: string): boolean {
  return /^\/(?!\/)/.test(value) && !/[\\\p{Cc}]/u.test(value);
}

/**
 * An absolute address in one of `schemes`, or a path on this site: the seed names stand-ins
 * the local stack serves (ADR 0042).
 */
function addressOrSitePathRule(schemes: Array<"http" | "https">) {
  const absolute = new RegExp(`^(${schemes.join("|")})://`);
  const named = schemes.length > 1 ? "http(s)" : schemes.join("");
  return (rule: UrlRule) =>
    rule
      .required()
      .uri({ scheme: schemes, allowRelative: true })
      .custom((value: string | undefined) =>
        !value || absolute.test(value) || isPathOnThisSite(value)
          ? true
          : `Use a full ${named}:// address or a path on this site starting with /`,
      );
}

/** A form provider's embed script: its https address, or a path (the seed's /forms/embed.js). */
export const formEmbedScriptUrlRule = addressOrSitePathRule(["https"]);

/** The page a frame shows: its http(s) address, or a path (the seed's /embeds/stand-in.html). */
export const frameUrlRule = addressOrSitePathRule(["http", "https"]);

const SECTION_ID = /^[a-z][a-z0-9-]*$/;

/** The id of a section on a page, used as `#id` in links. */
export const anchorIdRule = (rule: StringRule) =>
  rule
    .required()
    .regex(SECTION_ID, { name: "section id" })
    .error("Lower-case letters, digits and dashes, starting with a letter");

/**
 * Where a site link may point: a path on this site (`/signup`, `/#features`),
 * a section of the current page (`#contact`), or an http(s)/mailto address.
 */
const isSiteHref = (value: string): boolean => {
  if (value.startsWith("/")) return isPathOnThisSite(value) && !/\s/.test(value);
  if (/^#[a-z][a-z0-9-]*$/.test(value)) return true;
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(value)) return true;
  return isAbsoluteUrl(value);
};

export const siteHrefRule = (rule: StringRule) =>
  rule
    .required()
    .custom((value) =>
      value === undefined || isSiteHref(value)
        ? true
        : "Use a site path such as /signup or /#features, a section such as #contact, or a full https:// address",
    );

/** Slugs become URL paths: keep them lower-case words separated by dashes. */
export const slugRule = (rule: SlugRule) =>
  rule.required().custom((value) => {
    const current = value?.current;
    if (!current) return true;
    return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(current)
      ? true
      : "Lower-case letters, digits and single dashes only";
  });

export function publishedId(id: string): string {
  return id.replace(/^drafts\./, "");
}

/**
 * A field value no other document of the same type may use (promo codes,
 * sticker product ids). Drafts of the same document do not count.
 */
export function uniqueAcrossType(
  fieldName: string,
  message: string,
): CustomValidator<string | undefined> {
  return async (value, context: ValidationContext) => {
    if (!value || !context.document) return true;
    const id = publishedId(context.document._id);
    const client = context.getClient({ apiVersion: API_VERSION });
    const clash = await client.fetch<number>(
      `count(*[_type == $type && ${fieldName} == $value && !(_id in [$id, $draftId])])`,
      {
        type: context.document._type,
        value,
        id,
        draftId: `drafts.${id}`,
      },
    );
    return clash === 0 ? true : message;
  };
}

/**
 * City guides, legal pages, embed pages and English pages all live at the top
 * level of the site (/rome, /terms, /qr-generator, /spring-offer), so a slug
 * must be unique across them and must not shadow one of the site's own routes
 * (site-routes.ts). Pages in another language live under their prefix
 * (/it/...), so only English pages take part.
 */
export const ROOT_SLUG_TYPES = ["city", "legalPage", "embedPage"];

/** Documents of the same language at this root slug, other than the one being edited. */
const ROOT_SLUG_CLASH = `count(*[
  (_type in $types || _type == "page") && coalesce(language, "en") == $language
  && slug.current == $slug && !(_id in [$id, $draftId])
])`;

export const isUniqueRootSlug: SlugIsUniqueValidator = async (slug, context) => {
  const id = publishedId(context.document?._id ?? "");
  const client = context.getClient({ apiVersion: API_VERSION });
  const clash = await client.fetch<number>(ROOT_SLUG_CLASH, {
    types: ROOT_SLUG_TYPES,
    slug,
    id,
    draftId: `drafts.${id}`,
    // Per language (decision 0030): the Italian terms page may keep the English one's slug.
    language: (context.document as { language?: string } | undefined)?.language ?? "en",
  });
  return clash === 0;
};

/** Slug rule for top-level pages: format, and not one of the site's own routes. */
export const rootSlugRule = (rule: SlugRule) =>
  slugRule(rule).custom((value, context) =>
    value?.current ? (routeCollision(value.current, context.document?._type ?? "") ?? true) : true,
  );
