import { EarthGlobeIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { isUniqueRootSlug, rootSlugRule } from "../lib/validation";

/**
 * A city guide page (/rome, /amsterdam, ...). Attractions, restaurants and
 * hotels are separate documents referenced from here, so staff edit a place
 * once and can move it between guides or reuse it in future lists.
 */
export const city = defineType({
  name: "city",
  title: "City guide",
  type: "document",
  icon: EarthGlobeIcon,
  groups: [
    { name: "hero", title: "Hero", default: true },
    { name: "places", title: "Places" },
    { name: "cta", title: "Sign-up banner" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({
      name: "name",
      title: "City name",
      type: "string",
      group: "hero",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "slug",
      title: "Address",
      type: "slug",
      group: "hero",
      description: "The page lives at /<slug>, e.g. /rome. Changing it breaks existing links.",
      options: { source: "name", maxLength: 40, isUnique: isUniqueRootSlug },
      validation: rootSlugRule,
    }),
    defineField({
      name: "country",
      title: "Country",
      type: "string",
      group: "hero",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "order",
      title: "Sort order",
      type: "number",
      group: "hero",
      description: "Lower numbers come first wherever guides are listed.",
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: "tagline",
      title: "Tagline",
      type: "string",
      group: "hero",
      description: "One line under the city name, e.g. “The Eternal City”.",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "intro",
      title: "Introduction",
      type: "text",
      rows: 3,
      group: "hero",
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: "heroImage",
      title: "Hero image",
      type: "imageWithAlt",
      group: "hero",
      description: "Wide landscape picture, at least 1600 px wide.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "stats",
      title: "Figures",
      type: "array",
      group: "hero",
      description: "Exactly four tiles shown under the hero.",
      of: [defineArrayMember({ type: "statTile" })],
      validation: (rule) => rule.required().length(4).error("Add exactly four figures"),
    }),
    defineField({
      name: "attractionsHeading",
      title: "Attractions heading",
      type: "string",
      group: "places",
      initialValue: "Top attractions",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "attractions",
      title: "Attractions",
      type: "array",
      group: "places",
      description: "Three attractions, in the order shown.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "attraction" }] })],
      validation: (rule) =>
        rule.required().length(3).unique().error("Pick three different attractions"),
    }),
    defineField({
      name: "restaurantsHeading",
      title: "Restaurants heading",
      type: "string",
      group: "places",
      initialValue: "Where to eat",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "restaurants",
      title: "Restaurants",
      type: "array",
      group: "places",
      description: "Three restaurants, in the order shown.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "restaurant" }] })],
      validation: (rule) =>
        rule.required().length(3).unique().error("Pick three different restaurants"),
    }),
    defineField({
      name: "hotelsHeading",
      title: "Hotels heading",
      type: "string",
      group: "places",
      initialValue: "Where to stay",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "hotels",
      title: "Hotels",
      type: "array",
      group: "places",
      description: "Three hotels, in the order shown.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "hotel" }] })],
      validation: (rule) => rule.required().length(3).unique().error("Pick three different hotels"),
    }),
    defineField({
      name: "ctaHeading",
      title: "Banner heading",
      type: "string",
      group: "cta",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "ctaText",
      title: "Banner text",
      type: "text",
      rows: 2,
      group: "cta",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "ctaLabel",
      title: "Button label",
      type: "string",
      group: "cta",
      description: "The button opens the sign-up page.",
      initialValue: "Sign Up",
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      group: "seo",
    }),
  ],
  orderings: [
    {
      title: "Sort order",
      name: "orderAsc",
      by: [{ field: "order", direction: "asc" }],
    },
  ],
  preview: {
    select: {
      title: "name",
      country: "country",
      slug: "slug.current",
      media: "heroImage",
    },
    prepare: ({ title, country, slug, media }) => ({
      title,
      subtitle: [country, slug ? `/${slug}` : null].filter(Boolean).join(" · "),
      media,
    }),
  },
});
