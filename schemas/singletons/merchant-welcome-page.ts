import { ConfettiIcon } from "@sanity/icons/Confetti";
import { defineField } from "sanity";
import {
  arrayOf,
  requiredLocaleString,
  requiredLocaleText,
  sectionIdField,
  seoField,
} from "../lib/fields";
import { fieldGroups } from "../lib/groups";
import {
  contactFormField,
  heroFiguresField,
  landingHeroFields,
  sectionIntroFields,
} from "../lib/landing-page-fields";
import { defineSingleton } from "../lib/singleton";
import { httpUrlRule } from "../lib/validation";

/** The bilingual welcome page for merchants (/welcome-you-merchants). */
export const merchantWelcomePage = defineSingleton({
  name: "merchantWelcomePage",
  title: "Merchant welcome page",
  icon: ConfettiIcon,
  groups: fieldGroups({
    hero: "Hero",
    services: "Services",
    examples: "Examples & video",
    contact: "Contact form",
    seo: "SEO",
  }),
  fields: [
    ...landingHeroFields(),
    heroFiguresField(),
    ...sectionIntroFields("services", "Services"),
    arrayOf("services", "Services", "serviceCard", {
      group: "services",
      validation: (rule) => rule.required().min(1).max(6),
    }),
    sectionIdField("examplesAnchorId", "Examples section id", {
      group: "examples",
      initialValue: "examples",
    }),
    ...sectionIntroFields("examples", "Examples"),
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
  subtitle: "hero.heading.en",
});
