import { EarthGlobeIcon } from "@sanity/icons/EarthGlobe";
import { defineArrayMember, defineField, defineType } from "sanity";
import {
  arrayOf,
  requiredField,
  requiredString,
  requiredText,
  rootSlugField,
  seoField,
} from "../lib/fields";
import { fieldGroups } from "../lib/groups";
import { sitePath } from "../lib/site-path";
import { SORT_ORDER_ORDERING, sortOrderField } from "../lib/sort-order";

/**
 * One row of places on the guide: its heading (pre-filled with
 * `defaultHeading`) and three different places of `kind`, in the order shown.
 */
function placeRowFields(
  kind: "attraction" | "restaurant" | "hotel",
  label: string,
  defaultHeading: string,
) {
  const plural = `${kind}s` as const;
  return [
    defineField({
      name: `${plural}Heading`,
      title: `${label} heading`,
      type: "string",
      group: "places",
      initialValue: defaultHeading,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: plural,
      title: label,
      type: "array",
      group: "places",
      description: `Three ${plural}, in the order shown.`,
      of: [defineArrayMember({ type: "reference", to: [{ type: kind }] })],
      validation: (rule) =>
        rule.required().length(3).unique().error(`Pick three different ${plural}`),
    }),
  ];
}

/**
 * The label over a hotel card's list of the guide's `kind` nearest to the
 * hotel (pre-filled with `defaultLabel`).
 */
function nearbyLabelField(
  name: "nearbyAttractionsLabel" | "nearbyRestaurantsLabel",
  kind: "attractions" | "restaurants",
  defaultLabel: string,
) {
  return defineField({
    name,
    title: `“${defaultLabel}” label`,
    type: "string",
    group: "places",
    description: `Over each hotel card's list of the nearest ${kind}, with their distances.`,
    initialValue: defaultLabel,
    validation: (rule) => rule.required().max(30),
  });
}

/**
 * A city guide page (/rome, /amsterdam, ...). Attractions, restaurants and
 * hotels are separate documents referenced from here, so staff edit a place
 * once and can move it between guides or reuse it in future lists.
 *
 * Translated per document (decision 0035): the Italian guide is its own document
 * (`city-rome__i18n_it`, its `language` field added by withLanguageField) with its
 * own slug (/it/roma), pointing at the same places.
 */
export const city = defineType({
  name: "city",
  title: "City guide",
  type: "document",
  icon: EarthGlobeIcon,
  groups: fieldGroups({ hero: "Hero", places: "Places", cta: "Sign-up banner", seo: "SEO" }),
  fields: [
    requiredString("name", "City name", { group: "hero", max: 40 }),
    rootSlugField(
      "name",
      "The page lives at /<slug> in English (/rome) and /<language>/<slug> in another language (/it/roma): each version has its own. The site sends an old or other-language address on to this one.",
      { group: "hero" },
    ),
    requiredString("country", "Country", { group: "hero", max: 40 }),
    sortOrderField("hero", "Lower numbers come first wherever guides are listed."),
    requiredString("tagline", "Tagline", {
      group: "hero",
      description: "One line under the city name, e.g. “The Eternal City”.",
      max: 80,
    }),
    requiredText("intro", "Introduction", { rows: 3, group: "hero", max: 400 }),
    requiredField("heroImage", "Hero image", "imageWithAlt", {
      group: "hero",
      description: "Wide landscape picture, at least 1600 px wide.",
    }),
    arrayOf("stats", "Figures", "statTile", {
      group: "hero",
      description: "Exactly four tiles shown under the hero.",
      validation: (rule) => rule.required().length(4).error("Add exactly four figures"),
    }),
    ...placeRowFields("attraction", "Attractions", "Top attractions"),
    ...placeRowFields("restaurant", "Restaurants", "Where to eat"),
    ...placeRowFields("hotel", "Hotels", "Where to stay"),
    nearbyLabelField("nearbyAttractionsLabel", "attractions", "Sights nearby"),
    nearbyLabelField("nearbyRestaurantsLabel", "restaurants", "Food nearby"),
    requiredField("ctaHeading", "Banner heading", "string", { group: "cta" }),
    requiredText("ctaText", "Banner text", { group: "cta" }),
    defineField({
      name: "ctaLabel",
      title: "Button label",
      type: "string",
      group: "cta",
      description: "The button opens the sign-up page.",
      initialValue: "Sign Up",
      validation: (rule) => rule.required().max(30),
    }),
    seoField("seo", { group: "seo" }),
  ],
  orderings: [SORT_ORDER_ORDERING],
  preview: {
    select: {
      title: "name",
      country: "country",
      slug: "slug.current",
      language: "language",
      media: "heroImage",
    },
    prepare: ({ title, country, slug, language, media }) => ({
      title,
      subtitle: [country, slug ? sitePath(slug, language) : null].filter(Boolean).join(" · "),
      media,
    }),
  },
});
