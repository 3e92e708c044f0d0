import { CaseIcon } from "@sanity/icons/Case";
import { defineField } from "sanity";
import { arrayOf, optionalField, requiredLocaleString, seoField } from "../lib/fields";
import { fieldGroups } from "../lib/groups";
import { contactFormField, heroFiguresField, landingHeroFields } from "../lib/landing-page-fields";
import { defineSingleton } from "../lib/singleton";

/**
 * The merchant landing page (/merchant-contact). The MT25 page shows this
 * page's services, benefits and form too, so edits here appear on both.
 */
export const merchantContactPage = defineSingleton({
  name: "merchantContactPage",
  title: "Merchant contact page",
  icon: CaseIcon,
  groups: fieldGroups({
    hero: "Hero",
    services: "Services & benefits",
    contact: "Contact & login",
    seo: "SEO",
  }),
  fields: [
    ...landingHeroFields(),
    heroFiguresField(),
    requiredLocaleString("servicesHeading", "Services heading", {
      group: "services",
    }),
    arrayOf("services", "Services", "serviceCard", {
      group: "services",
      description: "Three service cards.",
      validation: (rule) => rule.required().length(3),
    }),
    requiredLocaleString("benefitsHeading", "Benefits heading", {
      group: "services",
    }),
    arrayOf("benefits", "Benefits", "localeString", {
      group: "services",
      description: "Short lines shown as a checklist.",
      validation: (rule) => rule.required().min(1).max(10),
    }),
    contactFormField(),
    defineField({
      name: "merchantLogin",
      title: "Merchant login",
      type: "object",
      group: "contact",
      validation: (rule) => rule.required(),
      fields: [
        optionalField("text", "Text", "localeString", {
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
    seoField("localeSeo", { group: "seo" }),
  ],
  subtitle: "hero.heading.en",
});
