import { ConfettiIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredLocaleString, requiredLocaleText } from "../lib/fields";
import { anchorIdRule, httpUrlRule } from "../lib/validation";

/** The bilingual welcome page for merchants (/welcome-you-merchants). */
export const merchantWelcomePage = defineType({
  name: "merchantWelcomePage",
  title: "Merchant welcome page",
  type: "document",
  icon: ConfettiIcon,
  groups: [
    { name: "hero", title: "Hero", default: true },
    { name: "services", title: "Services" },
    { name: "examples", title: "Examples & video" },
    { name: "contact", title: "Contact form" },
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
      name: "servicesText",
      title: "Services introduction",
      type: "localeText",
      group: "services",
    }),
    defineField({
      name: "services",
      title: "Services",
      type: "array",
      group: "services",
      of: [defineArrayMember({ type: "serviceCard" })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: "examplesAnchorId",
      title: "Examples section id",
      type: "string",
      group: "examples",
      initialValue: "examples",
      validation: anchorIdRule,
    }),
    requiredLocaleString("examplesHeading", "Examples heading", {
      group: "examples",
    }),
    defineField({
      name: "examplesText",
      title: "Examples introduction",
      type: "localeText",
      group: "examples",
    }),
    defineField({
      name: "exampleMenus",
      title: "Example menus",
      type: "array",
      group: "examples",
      description: "Live menus merchants can open in a new tab.",
      of: [defineArrayMember({ type: "localeLink" })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: "videoDemo",
      title: "Video demo",
      type: "object",
      group: "examples",
      validation: (rule) => rule.required(),
      fields: [
        requiredLocaleString("heading", "Heading"),
        requiredLocaleText("text", "Text"),
        requiredLocaleString("label", "Link label"),
        defineField({
          name: "url",
          title: "Video address",
          type: "url",
          description: "Opens in a new tab.",
          validation: httpUrlRule,
        }),
      ],
    }),
    defineField({
      name: "contactForm",
      title: "Contact form",
      type: "formEmbed",
      group: "contact",
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
    prepare: ({ subtitle }) => ({ title: "Merchant welcome page", subtitle }),
  },
});
