import { HomeIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { anchorIdRule, httpUrlRule } from "../lib/validation";

const anchorField = (initialValue: string) =>
  defineField({
    name: "anchorId",
    title: "Section id",
    type: "string",
    description: `Links such as /#${initialValue} scroll to this section. Changing it breaks those links.`,
    initialValue,
    validation: anchorIdRule,
  });

/** The landing page (/). */
export const homePage = defineType({
  name: "homePage",
  title: "Home page",
  type: "document",
  icon: HomeIcon,
  groups: [
    { name: "hero", title: "Hero", default: true },
    { name: "categories", title: "Categories" },
    { name: "features", title: "Features & cities" },
    { name: "comingSoon", title: "Coming soon" },
    { name: "newsletter", title: "Newsletter" },
    { name: "redirect", title: "London redirect" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({
      name: "hero",
      title: "Hero",
      type: "object",
      group: "hero",
      options: { collapsible: false },
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "eyebrow",
          title: "Eyebrow",
          type: "string",
          description: "Small line above the heading.",
          validation: (rule) => rule.max(60),
        }),
        defineField({
          name: "heading",
          title: "Heading",
          type: "string",
          validation: (rule) => rule.required().max(90),
        }),
        defineField({
          name: "subheading",
          title: "Subheading",
          type: "text",
          rows: 2,
          validation: (rule) => rule.required().max(240),
        }),
        defineField({
          name: "primaryCta",
          title: "Main button",
          type: "link",
          description: "e.g. Get Early Access → /#coming-soon",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "secondaryCta",
          title: "Second button",
          type: "link",
          description: "e.g. Learn More → /#features",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "image",
          title: "Background image",
          type: "imageWithAlt",
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: "categories",
      title: "Categories",
      type: "object",
      group: "categories",
      validation: (rule) => rule.required(),
      fields: [
        anchorField("categories"),
        defineField({
          name: "heading",
          title: "Heading",
          type: "string",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "subheading",
          title: "Subheading",
          type: "text",
          rows: 2,
        }),
        defineField({
          name: "items",
          title: "Categories",
          type: "array",
          description: "Food, Travel and Hotels.",
          of: [defineArrayMember({ type: "categoryCard" })],
          validation: (rule) => rule.required().min(1).max(4),
        }),
      ],
    }),
    defineField({
      name: "features",
      title: "Features",
      type: "object",
      group: "features",
      validation: (rule) => rule.required(),
      fields: [
        anchorField("features"),
        defineField({
          name: "heading",
          title: "Heading",
          type: "string",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "subheading",
          title: "Subheading",
          type: "text",
          rows: 2,
        }),
        defineField({
          name: "cards",
          title: "Feature cards",
          type: "array",
          of: [defineArrayMember({ type: "featureCard" })],
          validation: (rule) => rule.required().min(1).max(6),
        }),
        defineField({
          name: "claims",
          title: "Marketing figures",
          type: "array",
          description:
            "Strip of figures under the cards, e.g. 500+ merchants, 98% success rate, 4.9/5 rating.",
          of: [defineArrayMember({ type: "statTile" })],
          validation: (rule) => rule.max(4),
        }),
        defineField({
          name: "citiesHeading",
          title: "Cities heading",
          type: "string",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "cityButtons",
          title: "City buttons",
          type: "array",
          description:
            "In order. Link a city to its guide; cities without a guide show as coming soon.",
          of: [defineArrayMember({ type: "cityButton" })],
          validation: (rule) => rule.required().min(1),
        }),
        defineField({
          name: "comingSoonLabel",
          title: "“Coming soon” label",
          type: "string",
          description: "Shown on cities that have no guide yet.",
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: "comingSoon",
      title: "Coming soon",
      type: "object",
      group: "comingSoon",
      validation: (rule) => rule.required(),
      fields: [
        anchorField("coming-soon"),
        defineField({
          name: "heading",
          title: "Heading",
          type: "string",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "text",
          title: "Text",
          type: "text",
          rows: 3,
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "launchLabel",
          title: "Launch caption",
          type: "string",
          description: "Caption under the launch date, e.g. “Launch”.",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "launchDate",
          title: "Launch",
          type: "string",
          description: "As visitors read it, e.g. Summer 2025.",
          validation: (rule) => rule.required().max(30),
        }),
        defineField({
          name: "earlyAccessLimit",
          title: "Early-access places",
          type: "number",
          description: "Early access is limited to this many users (e.g. 150000).",
          validation: (rule) => rule.required().integer().positive(),
        }),
        defineField({
          name: "earlyAccessLabel",
          title: "Early-access caption",
          type: "string",
          description: "Caption under the number, e.g. “early-access places”.",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "waitlistCounter",
          title: "Waitlist counter",
          type: "object",
          description:
            "The counter shows base − (per day × days between today and the target date), never below the minimum.",
          validation: (rule) => rule.required(),
          fields: [
            defineField({
              name: "label",
              title: "Caption",
              type: "string",
              description: "e.g. “people already on the waitlist”.",
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: "base",
              title: "Value on the target date",
              type: "number",
              validation: (rule) => rule.required().integer().min(0),
            }),
            defineField({
              name: "perDay",
              title: "Change per day",
              type: "number",
              validation: (rule) => rule.required().integer().min(0),
            }),
            defineField({
              name: "targetDate",
              title: "Target date",
              type: "date",
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: "minimum",
              title: "Minimum shown",
              type: "number",
              validation: (rule) => rule.required().integer().min(0),
            }),
          ],
        }),
        defineField({
          name: "cta",
          title: "Button",
          type: "link",
          description: "e.g. Join the Waitlist → /#newsletter",
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: "newsletter",
      title: "Newsletter",
      type: "object",
      group: "newsletter",
      validation: (rule) => rule.required(),
      fields: [
        anchorField("newsletter"),
        defineField({
          name: "heading",
          title: "Heading",
          type: "string",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "text",
          title: "Text",
          type: "text",
          rows: 2,
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "emailLabel",
          title: "Email field label",
          type: "string",
          description: "Read by screen readers for the email field.",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "placeholder",
          title: "Email placeholder",
          type: "string",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "buttonLabel",
          title: "Button",
          type: "string",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "busyLabel",
          title: "Button while sending",
          type: "string",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "successMessage",
          title: "Success message",
          type: "string",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "invalidEmailMessage",
          title: "Invalid email message",
          type: "string",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "errorMessage",
          title: "Error message",
          type: "string",
          description: "Shown when the subscription could not be saved.",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "privacyNote",
          title: "Privacy note",
          type: "string",
          description: "Small print under the form.",
        }),
      ],
    }),
    defineField({
      name: "redirectModal",
      title: "London redirect",
      type: "object",
      group: "redirect",
      description:
        "On arrival, a dialog counts down and then sends visitors to the London food page.",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "enabled",
          title: "Show the redirect dialog",
          type: "boolean",
          initialValue: true,
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "heading",
          title: "Heading",
          type: "string",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "text",
          title: "Text",
          type: "text",
          rows: 2,
          validation: (rule) => rule.required(),
        }),
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
        defineField({
          name: "countdownTemplate",
          title: "Countdown text",
          type: "string",
          description:
            "Write {seconds} where the remaining seconds go, e.g. “Redirecting in {seconds}…”.",
          validation: (rule) =>
            rule
              .required()
              .custom((value) =>
                value === undefined || value.includes("{seconds}") ? true : "Include {seconds}",
              ),
        }),
        defineField({
          name: "stayLabel",
          title: "“Stay” button",
          type: "string",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "goLabel",
          title: "“Go now” button",
          type: "string",
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      group: "seo",
    }),
  ],
  preview: {
    prepare: () => ({ title: "Home page" }),
  },
});
