import { BellIcon } from "@sanity/icons/Bell";
import {
  arrayOf,
  optionalField,
  requiredLocaleString,
  sectionIdField,
  seoField,
} from "../lib/fields";
import { fieldGroups } from "../lib/groups";
import {
  contactFormField,
  landingHeroFields,
  promoCodeField,
  sectionIntroFields,
} from "../lib/landing-page-fields";
import { defineSingleton } from "../lib/singleton";

/** The hotel landing page for on-demand amenity ordering (/hotel-contact). */
export const hotelContactPage = defineSingleton({
  name: "hotelContactPage",
  title: "Hotel contact page",
  icon: BellIcon,
  groups: fieldGroups({
    hero: "Hero",
    amenities: "Amenities",
    contact: "Offer & contact",
    seo: "SEO",
  }),
  fields: [
    ...landingHeroFields(),
    sectionIdField("amenitiesAnchorId", "Amenities section id", {
      group: "amenities",
      description: "Links such as /hotel-contact#amenities scroll here.",
      initialValue: "amenities",
    }),
    ...sectionIntroFields("amenities", "Amenities"),
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
  subtitle: "hero.heading.en",
});
