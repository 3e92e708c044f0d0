import { HomeIcon } from "@sanity/icons/Home";
import { defineField, defineType, type FieldDefinition } from "sanity";
import {
  arrayOf,
  counterNumberField,
  optionalField,
  optionalText,
  requiredField,
  requiredObject,
  requiredString,
  requiredText,
  sectionIdField,
  seoField,
  templateString,
} from "../lib/fields";
import { fieldGroups } from "../lib/groups";
import { httpUrlRule } from "../lib/validation";

const anchorField = (initialValue: string) =>
  sectionIdField("anchorId", "Section id", {
    description: `Links such as /#${initialValue} scroll to this section. Changing it breaks those links.`,
    initialValue,
  });

/**
 * A section of the page below the hero: its own tab, the section id links
 * scroll to (`anchorId`, e.g. /#features) and its heading, then `fields`.
 */
const section = (name: string, title: string, anchorId: string, fields: FieldDefinition[]) =>
  requiredObject(name, title, { group: name }, [
    anchorField(anchorId),
    requiredField("heading", "Heading", "string"),
    ...fields,
  ]);

/** The landing page (/). */
export const homePage = defineType({
  name: "homePage",
  title: "Home page",
  type: "document",
  icon: HomeIcon,
  groups: fieldGroups({
    hero: "Hero",
    categories: "Categories",
    features: "Features & cities",
    comingSoon: "Coming soon",
    newsletter: "Newsletter",
    redirect: "London redirect",
    seo: "SEO",
  }),
  fields: [
    requiredObject("hero", "Hero", { group: "hero", options: { collapsible: false } }, [
      defineField({
        name: "eyebrow",
        title: "Eyebrow",
        type: "string",
        description: "Small line above the heading.",
        validation: (rule) => rule.max(60),
      }),
      requiredString("heading", "Heading", { max: 90 }),
      requiredText("subheading", "Subheading", { max: 240 }),
      requiredField("primaryCta", "Main button", "link", {
        description: "e.g. Get Early Access → /#coming-soon",
      }),
      requiredField("secondaryCta", "Second button", "link", {
        description: "e.g. Learn More → /#features",
      }),
      requiredField("image", "Background image", "imageWithAlt"),
    ]),
    section("categories", "Categories", "categories", [
      optionalText("subheading", "Subheading"),
      arrayOf("items", "Categories", "categoryCard", {
        description: "Food, Travel and Hotels.",
        validation: (rule) => rule.required().min(1).max(4),
      }),
    ]),
    section("features", "Features", "features", [
      optionalText("subheading", "Subheading"),
      arrayOf("cards", "Feature cards", "featureCard", {
        validation: (rule) => rule.required().min(1).max(6),
      }),
      arrayOf("claims", "Marketing figures", "statTile", {
        description:
          "Strip of figures under the cards, e.g. 500+ merchants, 98% success rate, 4.9/5 rating.",
        validation: (rule) => rule.max(4),
      }),
      requiredField("citiesHeading", "Cities heading", "string"),
      arrayOf("cityButtons", "City buttons", "cityButton", {
        description:
          "In order. Link a city to its guide; cities without a guide show as coming soon.",
        validation: (rule) => rule.required().min(1),
      }),
      requiredField("comingSoonLabel", "“Coming soon” label", "string", {
        description: "Shown on cities that have no guide yet.",
      }),
    ]),
    section("comingSoon", "Coming soon", "coming-soon", [
      requiredText("text", "Text", { rows: 3 }),
      requiredField("launchLabel", "Launch caption", "string", {
        description: "Caption under the launch date, e.g. “Launch”.",
      }),
      requiredString("launchDate", "Launch", {
        description: "As visitors read it, e.g. Summer 2025.",
        max: 30,
      }),
      defineField({
        name: "earlyAccessLimit",
        title: "Early-access places",
        type: "number",
        description: "Early access is limited to this many users (e.g. 150000).",
        validation: (rule) => rule.required().integer().positive(),
      }),
      requiredField("earlyAccessLabel", "Early-access caption", "string", {
        description: "Caption under the number, e.g. “early-access places”.",
      }),
      requiredObject(
        "waitlistCounter",
        "Waitlist counter",
        {
          description:
            "The counter shows base − (per day × days between today and the target date), never below the minimum.",
        },
        [
          requiredField("label", "Caption", "string", {
            description: "e.g. “people already on the waitlist”.",
          }),
          counterNumberField("base", "Value on the target date"),
          counterNumberField("perDay", "Change per day"),
          requiredField("targetDate", "Target date", "date"),
          counterNumberField("minimum", "Minimum shown"),
        ],
      ),
      requiredField("cta", "Button", "link", {
        description: "e.g. Join the Waitlist → /#newsletter",
      }),
    ]),
    section("newsletter", "Newsletter", "newsletter", [
      requiredText("text", "Text"),
      requiredField("emailLabel", "Email field label", "string", {
        description: "Read by screen readers for the email field.",
      }),
      requiredField("placeholder", "Email placeholder", "string"),
      requiredField("buttonLabel", "Button", "string"),
      requiredField("busyLabel", "Button while sending", "string"),
      requiredField("successMessage", "Success message", "string"),
      requiredField("invalidEmailMessage", "Invalid email message", "string"),
      requiredField("errorMessage", "Error message", "string", {
        description: "Shown when the subscription could not be saved.",
      }),
      optionalField("privacyNote", "Privacy note", "string", {
        description: "Small print under the form.",
      }),
    ]),
    requiredObject(
      "redirectModal",
      "London redirect",
      {
        group: "redirect",
        description:
          "On arrival, a dialog counts down and then sends visitors to the London food page.",
      },
      [
        defineField({
          name: "enabled",
          title: "Show the redirect dialog",
          type: "boolean",
          initialValue: true,
          validation: (rule) => rule.required(),
        }),
        requiredField("heading", "Heading", "string"),
        requiredText("text", "Text"),
        defineField({
          name: "targetUrl",
          title: "Destination",
          type: "url",
          validation: httpUrlRule,
        }),
        defineField({
          name: "countdownSeconds",
          title: "Countdown (seconds)",
          type: "number",
          initialValue: 3,
          validation: (rule) => rule.required().integer().min(1).max(30),
        }),
        templateString("countdownTemplate", "Countdown text", ["seconds"], {
          description:
            "Write {seconds} where the remaining seconds go, e.g. “Redirecting in {seconds}…”.",
        }),
        requiredField("stayLabel", "“Stay” button", "string"),
        requiredField("goLabel", "“Go now” button", "string"),
      ],
    ),
    seoField("seo", { group: "seo" }),
  ],
  preview: {
    prepare: () => ({ title: "Home page" }),
  },
});
