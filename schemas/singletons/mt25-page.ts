import { RocketIcon } from "@sanity/icons/Rocket";
import { defineArrayMember, defineField } from "sanity";
import {
  arrayOf,
  optionalField,
  requiredLocaleString,
  requiredLocaleText,
  seoField,
} from "../lib/fields";
import { fieldGroups } from "../lib/groups";
import { landingHeroFields, promoCodeField, sectionIntroFields } from "../lib/landing-page-fields";
import { defineSingleton } from "../lib/singleton";

/**
 * The extended merchant page (/mt25?ref=...), given to merchants on printed
 * cards. Visitors without an allowed ref are sent to the merchant contact
 * page. It shows its own hero, offer and live demos, followed by the merchant
 * contact page's services, benefits and form.
 */
export const mt25Page = defineSingleton({
  name: "mt25Page",
  title: "MT25 page",
  icon: RocketIcon,
  groups: fieldGroups({ access: "Access", hero: "Hero & offer", demos: "Live demos", seo: "SEO" }),
  fields: [
    defineField({
      name: "allowedRefs",
      title: "Allowed card references",
      type: "array",
      group: "access",
      description:
        "The page opens only when the address has ?ref= one of these (e.g. card001). Others go to the redirect address.",
      of: [defineArrayMember({ type: "string" })],
      options: { layout: "tags" },
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .unique()
          .custom((refs: string[] | undefined) =>
            (refs ?? []).every((ref) => /^[a-z0-9-]+$/.test(ref))
              ? true
              : "Use lower-case letters, digits and dashes only",
          ),
    }),
    defineField({
      name: "redirectPath",
      title: "Redirect address",
      type: "string",
      group: "access",
      description: "Where visitors without an allowed reference are sent.",
      initialValue: "/merchant-contact",
      validation: (rule) =>
        rule
          .required()
          .regex(/^\/[a-z0-9/-]*$/, { name: "site path" })
          .error("Use a path on this site, e.g. /merchant-contact"),
    }),
    ...landingHeroFields(),
    promoCodeField("merchantMenu", { group: "hero", required: true }),
    requiredLocaleString("promoLabel", "Promo code caption", {
      group: "hero",
      description: "Shown before the code, e.g. “Your code”.",
    }),
    requiredLocaleText("promoText", "Offer text", { group: "hero" }),
    optionalField("offerTerms", "Offer terms", "localeBlockContent", {
      group: "hero",
      description: "The small print of the offer.",
    }),
    ...sectionIntroFields("demos", "Demos"),
    arrayOf("demos", "Demos", "phoneDemo", {
      group: "demos",
      description: "A menu, an event order page and an amenity request page.",
      validation: (rule) => rule.required().length(3),
    }),
    requiredLocaleString("openDemoLabel", "“Open in a new tab” link", {
      group: "demos",
    }),
    seoField("localeSeo", { group: "seo" }),
  ],
  subtitle: "hero.heading.en",
});
