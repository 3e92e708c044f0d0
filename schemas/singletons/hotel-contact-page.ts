import { BellIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredLocaleString } from "../lib/fields";
import { anchorIdRule } from "../lib/validation";

/** The hotel landing page for on-demand amenity ordering (/hotel-contact). */
export const hotelContactPage = defineType({
  name: "hotelContactPage",
  title: "Hotel contact page",
  type: "document",
  icon: BellIcon,
  groups: [
    { name: "hero", title: "Hero", default: true },
    { name: "amenities", title: "Amenities" },
    { name: "contact", title: "Offer & contact" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    requiredLocaleString("languageLabel", "Language switch label", {
      group: "hero",
      description: "Read by screen readers for the EN/IT switch, e.g. “Language”.",
    }),
    defineField({
      name: "hero",
      title: "Hero",
      type: "localeHero",
      group: "hero",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "amenitiesAnchorId",
      title: "Amenities section id",
      type: "string",
      group: "amenities",
      description: "Links such as /hotel-contact#amenities scroll here.",
      initialValue: "amenities",
      validation: anchorIdRule,
    }),
    requiredLocaleString("amenitiesHeading", "Amenities heading", {
      group: "amenities",
    }),
    defineField({
      name: "amenitiesText",
      title: "Amenities introduction",
      type: "localeText",
      group: "amenities",
    }),
    defineField({
      name: "amenities",
      title: "Amenities guests can order",
      type: "array",
      group: "amenities",
      of: [defineArrayMember({ type: "serviceCard" })],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: "stepsAnchorId",
      title: "How-it-works section id",
      type: "string",
      group: "amenities",
      initialValue: "how-it-works",
      validation: anchorIdRule,
    }),
    requiredLocaleString("stepsHeading", "How-it-works heading", {
      group: "amenities",
    }),
    defineField({
      name: "steps",
      title: "Steps",
      type: "array",
      group: "amenities",
      description: "In order; numbered on the page.",
      of: [defineArrayMember({ type: "serviceCard" })],
      validation: (rule) => rule.required().min(2).max(5),
    }),
    defineField({
      name: "promoCode",
      title: "Promo code",
      type: "reference",
      group: "contact",
      to: [{ type: "promoCode" }],
      options: { filter: "appliesTo == $target", filterParams: { target: "hotels" } },
    }),
    defineField({
      name: "promoText",
      title: "Promo text",
      type: "localeText",
      group: "contact",
      description: "Shown next to the promo code.",
    }),
    defineField({
      name: "contactForm",
      title: "Contact form",
      type: "formEmbed",
      group: "contact",
      description: "The hotel form: a different form id from the merchant pages.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "localeSeo",
      group: "seo",
    }),
  ],
  preview: {
    select: { subtitle: "hero.heading.en" },
    prepare: ({ subtitle }) => ({ title: "Hotel contact page", subtitle }),
  },
});
