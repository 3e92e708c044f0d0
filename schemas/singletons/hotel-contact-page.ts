import { BellIcon } from "@sanity/icons";
import { defineType } from "sanity";
import {
  arrayOf,
  optionalField,
  requiredLocaleString,
  sectionIdField,
  seoField,
} from "../lib/fields";
import { contactFormField, landingHeroFields, promoCodeField } from "../lib/landing-page-fields";
import { singletonPreview } from "../lib/singleton-preview";

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
    ...landingHeroFields(),
    sectionIdField("amenitiesAnchorId", "Amenities section id", {
      group: "amenities",
      description: "Links such as /hotel-contact#amenities scroll here.",
      initialValue: "amenities",
    }),
    requiredLocaleString("amenitiesHeading", "Amenities heading", {
      group: "amenities",
    }),
    optionalField("amenitiesText", "Amenities introduction", "localeText", { group: "amenities" }),
    arrayOf("amenities", "Amenities guests can order", "serviceCard", {
      group: "amenities",
      validation: (rule) => rule.required().min(1).max(8),
    }),
    sectionIdField("stepsAnchorId", "How-it-works section id", {
      group: "amenities",
      initialValue: "how-it-works",
    }),
    requiredLocaleString("stepsHeading", "How-it-works heading", {
      group: "amenities",
    }),
    arrayOf("steps", "Steps", "serviceCard", {
      group: "amenities",
      description: "In order; numbered on the page.",
      validation: (rule) => rule.required().min(2).max(5),
    }),
    promoCodeField("hotels", { group: "contact" }),
    optionalField("promoText", "Promo text", "localeText", {
      group: "contact",
      description: "Shown next to the promo code.",
    }),
    contactFormField({
      description: "The hotel form: a different form id from the merchant pages.",
    }),
    seoField("localeSeo", { group: "seo" }),
  ],
  preview: singletonPreview("Hotel contact page", "hero.heading.en"),
});
