import { CaseIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredLocaleString } from "../lib/fields";

/**
 * The merchant landing page (/merchant-contact). The MT25 page shows this
 * page's services, benefits and form too, so edits here appear on both.
 */
export const merchantContactPage = defineType({
  name: "merchantContactPage",
  title: "Merchant contact page",
  type: "document",
  icon: CaseIcon,
  groups: [
    { name: "hero", title: "Hero", default: true },
    { name: "services", title: "Services & benefits" },
    { name: "contact", title: "Contact & login" },
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
      name: "claims",
      title: "Figures",
      type: "array",
      group: "hero",
      description: "e.g. 500+ merchants, 98% success rate, 4.9/5 rating.",
      of: [defineArrayMember({ type: "localeStatTile" })],
      validation: (rule) => rule.max(4),
    }),
    requiredLocaleString("servicesHeading", "Services heading", {
      group: "services",
    }),
    defineField({
      name: "services",
      title: "Services",
      type: "array",
      group: "services",
      description: "Three service cards.",
      of: [defineArrayMember({ type: "serviceCard" })],
      validation: (rule) => rule.required().length(3),
    }),
    requiredLocaleString("benefitsHeading", "Benefits heading", {
      group: "services",
    }),
    defineField({
      name: "benefits",
      title: "Benefits",
      type: "array",
      group: "services",
      description: "Short lines shown as a checklist.",
      of: [defineArrayMember({ type: "localeString" })],
      validation: (rule) => rule.required().min(1).max(10),
    }),
    defineField({
      name: "contactForm",
      title: "Contact form",
      type: "formEmbed",
      group: "contact",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "merchantLogin",
      title: "Merchant login",
      type: "object",
      group: "contact",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "text",
          title: "Text",
          type: "localeString",
          description: "e.g. Already a partner?",
        }),
        requiredLocaleString("label", "Button label"),
        defineField({
          name: "href",
          title: "Login address",
          type: "url",
          description:
            "Opens in a new tab: a path on this domain (/merchants/login) or a full https:// address.",
          validation: (rule) =>
            rule.required().uri({ scheme: ["http", "https"], allowRelative: true }),
        }),
      ],
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
    prepare: ({ subtitle }) => ({ title: "Merchant contact page", subtitle }),
  },
});
