import { RocketIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredLocaleString } from "../lib/fields";

/**
 * The extended merchant page (/mt25?ref=...), given to merchants on printed
 * cards. Visitors without an allowed ref are sent to the merchant contact
 * page. It shows its own hero, offer and live demos, followed by the merchant
 * contact page's services, benefits and form.
 */
export const mt25Page = defineType({
  name: "mt25Page",
  title: "MT25 page",
  type: "document",
  icon: RocketIcon,
  groups: [
    { name: "access", title: "Access", default: true },
    { name: "hero", title: "Hero & offer" },
    { name: "demos", title: "Live demos" },
    { name: "seo", title: "SEO" },
  ],
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
      name: "promoCode",
      title: "Promo code",
      type: "reference",
      group: "hero",
      to: [{ type: "promoCode" }],
      options: {
        filter: "appliesTo == $target",
        filterParams: { target: "merchantMenu" },
      },
      validation: (rule) => rule.required(),
    }),
    requiredLocaleString("promoLabel", "Promo code caption", {
      group: "hero",
      description: "Shown before the code, e.g. “Your code”.",
    }),
    defineField({
      name: "promoText",
      title: "Offer text",
      type: "localeText",
      group: "hero",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "offerTerms",
      title: "Offer terms",
      type: "localeBlockContent",
      group: "hero",
      description: "The small print of the offer.",
    }),
    requiredLocaleString("demosHeading", "Demos heading", { group: "demos" }),
    defineField({
      name: "demosText",
      title: "Demos introduction",
      type: "localeText",
      group: "demos",
    }),
    defineField({
      name: "demos",
      title: "Demos",
      type: "array",
      group: "demos",
      description: "A menu, an event order page and an amenity request page.",
      of: [defineArrayMember({ type: "phoneDemo" })],
      validation: (rule) => rule.required().length(3),
    }),
    requiredLocaleString("openDemoLabel", "“Open in a new tab” link", {
      group: "demos",
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
    prepare: ({ subtitle }) => ({ title: "MT25 page", subtitle }),
  },
});
