import { CogIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";

/**
 * Site-wide copy: brand, header, footer, default SEO and the short texts
 * every page shares (loading, errors, menu buttons).
 */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  groups: [
    { name: "brand", title: "Brand", default: true },
    { name: "header", title: "Header" },
    { name: "footer", title: "Footer" },
    { name: "messages", title: "Shared messages" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({
      name: "siteName",
      title: "Site name",
      type: "string",
      group: "brand",
      description: "The brand name, used in the header logo, footer and legal text.",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "tagline",
      title: "Tagline",
      type: "string",
      group: "brand",
      description: "One line under the logo in the footer.",
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: "logoLabel",
      title: "Logo link label",
      type: "string",
      group: "header",
      description: "Read by screen readers for the logo link, e.g. “Tastemap home”.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "navigation",
      title: "Header links",
      type: "array",
      group: "header",
      description: "In order. Use /#<section id> to scroll to a home-page section (e.g. /#food).",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: "merchantsLink",
      title: "“For Merchants” link",
      type: "link",
      group: "header",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "signInLabel",
      title: "Sign in button",
      type: "string",
      group: "header",
      validation: (rule) => rule.required().max(20),
    }),
    defineField({
      name: "signUpLabel",
      title: "Sign up button",
      type: "string",
      group: "header",
      validation: (rule) => rule.required().max(20),
    }),
    defineField({
      name: "dashboardLabel",
      title: "Dashboard button",
      type: "string",
      group: "header",
      description: "Shown instead of the sign-in/sign-up buttons when signed in.",
      validation: (rule) => rule.required().max(20),
    }),
    defineField({
      name: "openMenuLabel",
      title: "“Open menu” label",
      type: "string",
      group: "header",
      description: "Screen-reader label of the mobile menu button.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "closeMenuLabel",
      title: "“Close menu” label",
      type: "string",
      group: "header",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "skipLinkLabel",
      title: "“Skip to content” label",
      type: "string",
      group: "header",
      description: "The first link keyboard users reach on every page.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "footerColumns",
      title: "Footer columns",
      type: "array",
      group: "footer",
      of: [defineArrayMember({ type: "footerColumn" })],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: "socialLinks",
      title: "Social profiles",
      type: "array",
      group: "footer",
      of: [defineArrayMember({ type: "socialLink" })],
    }),
    defineField({
      name: "copyright",
      title: "Copyright line",
      type: "string",
      group: "footer",
      description: "Shown after “© <current year> <site name>.”, e.g. “All rights reserved.”",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "loadingLabel",
      title: "Loading text",
      type: "string",
      group: "messages",
      description: "Shown (and read by screen readers) while a page loads.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "errorHeading",
      title: "Error heading",
      type: "string",
      group: "messages",
      description: "Shown when a page could not load, e.g. without a connection.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "errorText",
      title: "Error text",
      type: "text",
      rows: 2,
      group: "messages",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "retryLabel",
      title: "“Try again” button",
      type: "string",
      group: "messages",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "newTabLabel",
      title: "“Opens in a new tab” hint",
      type: "string",
      group: "messages",
      description: "Read by screen readers after links that open a new tab.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "defaultSeo",
      title: "Default SEO",
      type: "seo",
      group: "seo",
      description: "Used by pages that do not set their own title or description.",
      validation: (rule) =>
        rule.required().custom((value) => {
          const seo = value as { title?: string; description?: string };
          return seo?.title && seo?.description
            ? true
            : "Set both a default title and a default description";
        }),
    }),
  ],
  preview: {
    select: { title: "siteName" },
    prepare: ({ title }) => ({ title: "Site settings", subtitle: title }),
  },
});
