import { ConfettiIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import {
  arrayOf,
  optionalField,
  requiredLocaleString,
  requiredLocaleText,
  sectionIdField,
  seoField,
} from "../lib/fields";
import { contactFormField, heroFiguresField, landingHeroFields } from "../lib/landing-page-fields";
import { singletonPreview } from "../lib/singleton-preview";
import { httpUrlRule } from "../lib/validation";

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
    ...landingHeroFields(),
    heroFiguresField(),
    requiredLocaleString("servicesHeading", "Services heading", {
      group: "services",
    }),
    optionalField("servicesText", "Services introduction", "localeText", { group: "services" }),
    arrayOf("services", "Services", "serviceCard", {
      group: "services",
      validation: (rule) => rule.required().min(1).max(6),
    }),
    sectionIdField("examplesAnchorId", "Examples section id", {
      group: "examples",
      initialValue: "examples",
    }),
    requiredLocaleString("examplesHeading", "Examples heading", {
      group: "examples",
    }),
    optionalField("examplesText", "Examples introduction", "localeText", { group: "examples" }),
    arrayOf("exampleMenus", "Example menus", "localeLink", {
      group: "examples",
      description: "Live menus merchants can open in a new tab.",
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
    contactFormField(),
    seoField("localeSeo", { group: "seo" }),
  ],
  preview: singletonPreview("Merchant welcome page", "hero.heading.en"),
});
