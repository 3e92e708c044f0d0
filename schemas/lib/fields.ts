import {
  type ArrayRule,
  defineArrayMember,
  defineField,
  type FieldDefinition,
  type StringRule,
} from "sanity";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "../languages";
import { oldAddressLinked } from "./old-address-links";
import { anchorIdRule, isUniqueRootSlug, rootSlugRule } from "./validation";

/**
 * Field builders for the shapes the content model repeats most. Each returns
 * exactly what the equivalent `defineField({...})` literal would, so a field
 * reads as one line and the same field means the same thing on every page.
 * Options are spread, never defaulted to `undefined`, so a field carries only
 * the keys its page sets.
 */

/** Where a field shows in the Studio and the hint under its title. */
export interface FieldPlacement {
  group?: string;
  description?: string;
}

/** A field staff must fill in and that has nothing else to check. */
export function requiredField(
  name: string,
  title: string,
  type: string,
  placement: FieldPlacement = {},
) {
  return defineField({
    name,
    title,
    type,
    ...placement,
    validation: (rule) => rule.required(),
  });
}

/** A field staff may leave empty (the site leaves it out or falls back to a default). */
export function optionalField(
  name: string,
  title: string,
  type: string,
  placement: FieldPlacement = {},
) {
  return defineField({ name, title, type, ...placement });
}

interface StringFieldOptions extends FieldPlacement {
  max?: number;
}

/** A required one-line label: most interface copy is exactly this. */
export function requiredString(
  name: string,
  title: string,
  { max = 200, ...placement }: StringFieldOptions = {},
) {
  return defineField({
    name,
    title,
    type: "string",
    ...placement,
    validation: (rule) => rule.required().max(max),
  });
}

/** A required translated one-line label (merchant and hotel pages). */
export function requiredLocaleString(name: string, title: string, placement?: FieldPlacement) {
  return requiredField(name, title, "localeString", placement);
}

/** A required translated paragraph (merchant and hotel pages). */
export function requiredLocaleText(name: string, title: string, placement?: FieldPlacement) {
  return requiredField(name, title, "localeText", placement);
}

interface TextFieldOptions extends FieldPlacement {
  /** Height of the box in the Studio; copy is usually a sentence or two. */
  rows?: number;
}

/** A paragraph of plain copy staff may leave empty (usually a subheading). */
export function optionalText(
  name: string,
  title: string,
  { rows = 2, ...placement }: TextFieldOptions = {},
) {
  return defineField({ name, title, type: "text", rows, ...placement });
}

/** A required paragraph of plain copy, optionally capped at `max` characters. */
export function requiredText(
  name: string,
  title: string,
  { rows = 2, max, ...placement }: TextFieldOptions & { max?: number } = {},
) {
  return defineField({
    name,
    title,
    type: "text",
    rows,
    ...placement,
    validation: (rule) => (max === undefined ? rule.required() : rule.required().max(max)),
  });
}

/** A required group of fields edited together (a page section, a dialog, a counter). */
export function requiredObject(
  name: string,
  title: string,
  placement: FieldPlacement & { options?: { collapsible?: boolean } },
  fields: FieldDefinition[],
) {
  return defineField({
    name,
    title,
    type: "object",
    ...placement,
    validation: (rule) => rule.required(),
    fields,
  });
}

/** A string that must contain each `{token}`, for sentences with links or numbers. */
export function templateString(
  name: string,
  title: string,
  tokens: string[],
  placement: FieldPlacement = {},
) {
  return defineField({
    name,
    title,
    type: "string",
    ...placement,
    validation: (rule) =>
      rule.required().custom((value) => {
        if (value === undefined) return true;
        const missing = tokens.filter((token) => !value.includes(`{${token}}`));
        return missing.length === 0
          ? true
          : `Include ${missing.map((token) => `{${token}}`).join(" and ")}`;
      }),
  });
}

/**
 * The id of a page section, used as `#id` in links; `initialValue` is the id
 * the site's own links expect.
 */
export function sectionIdField(
  name: string,
  title: string,
  options: FieldPlacement & { initialValue?: string } = {},
) {
  return defineField({
    name,
    title,
    type: "string",
    ...options,
    validation: anchorIdRule,
  });
}

/**
 * The address of a top-level page (/rome, /terms): generated from `source`,
 * unique across city guides, legal and embedded pages, and never one of the
 * site's own routes.
 */
export function rootSlugField(
  source: string,
  description: string,
  placement: { group?: string } = {},
) {
  return defineField({
    name: "slug",
    title: "Address",
    type: "slug",
    ...placement,
    description,
    options: { source, maxLength: 40, isUnique: isUniqueRootSlug },
    // Moving a published guide or page: a warning when other content links its old address.
    validation: (rule) => [rootSlugRule(rule), rule.custom(oldAddressLinked).warning()],
  });
}

interface ArrayFieldOptions extends FieldPlacement {
  validation?: (rule: ArrayRule<unknown[]>) => ArrayRule<unknown[]>;
}

/** A list of one member type (cards, links, figures...) with its count rules. */
export function arrayOf(
  name: string,
  title: string,
  memberType: string,
  { validation, ...placement }: ArrayFieldOptions = {},
) {
  return defineField({
    name,
    title,
    type: "array",
    ...placement,
    of: [defineArrayMember({ type: memberType })],
    ...(validation ? { validation } : {}),
  });
}

/** The page's SEO block, one-language (`seo`) or translated (`localeSeo`). */
export function seoField(type: "seo" | "localeSeo", placement: FieldPlacement = {}) {
  return optionalField("seo", "SEO", type, placement);
}

/** A whole number the waitlist counter computes with (home page and section alike); never negative. */
export function counterNumberField(name: string, title: string) {
  return defineField({
    name,
    title,
    type: "number",
    validation: (rule) => rule.required().integer().min(0),
  });
}

/** The site's languages as a field's choices: the English name shown, the id stored. */
export const LANGUAGE_CHOICES = SUPPORTED_LANGUAGES.map((language) => ({
  value: language.id,
  title: language.englishName,
}));

/**
 * The language a document is in (or for), chosen with radio buttons, English unless staff
 * choose otherwise; `validation` says what else a language must satisfy there.
 */
export function languageChoiceField(
  placement: FieldPlacement & {
    validation: (rule: StringRule) => StringRule | StringRule[];
  },
) {
  return defineField({
    name: "language",
    title: "Language",
    type: "string",
    ...placement,
    options: { list: LANGUAGE_CHOICES, layout: "radio", direction: "horizontal" },
    initialValue: DEFAULT_LANGUAGE,
  });
}

/** The promo code a section shows (a promo code document); `missing` says what to choose. */
export function promoCodeField(missing: string) {
  return defineField({
    name: "promoCode",
    title: "Promo code",
    type: "reference",
    to: [{ type: "promoCode" }],
    validation: (rule) => rule.required().error(missing),
  });
}
