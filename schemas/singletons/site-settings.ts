import { CogIcon } from "@sanity/icons/Cog";
import { defineField, defineType } from "sanity";
import { consentCopy } from "../lib/consent-fields";
import { arrayOf, requiredField, requiredString, requiredText } from "../lib/fields";
import { fieldGroups } from "../lib/groups";

/**
 * Site-wide copy: brand, header, footer, default SEO and the short texts
 * every page shares (loading, errors, menu buttons).
 */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  groups: fieldGroups({
    brand: "Brand",
    header: "Header",
    footer: "Footer",
    messages: "Shared messages",
    consent: "Cookies",
    seo: "SEO",
  }),
  fields: [
    requiredString("siteName", "Site name", {
      group: "brand",
      description: "The brand name, used in the header logo, footer and legal text.",
      max: 40,
    }),
    requiredString("tagline", "Tagline", {
      group: "brand",
      description: "One line under the logo in the footer.",
      max: 120,
    }),
    requiredField("logoLabel", "Logo link label", "string", {
      group: "header",
      description: "Read by screen readers for the logo link, e.g. “Tastemap home”.",
    }),
    arrayOf("navigation", "Header links", "link", {
      group: "header",
      description: "In order. Use /#<section id> to scroll to a home-page section (e.g. /#food).",
      validation: (rule) => rule.required().min(1).max(6),
    }),
    requiredField("merchantsLink", "“For Merchants” link", "link", { group: "header" }),
    requiredString("signInLabel", "Sign in button", { group: "header", max: 20 }),
    requiredString("signUpLabel", "Sign up button", { group: "header", max: 20 }),
    requiredString("dashboardLabel", "Dashboard button", {
      group: "header",
      description: "Shown instead of the sign-in/sign-up buttons when signed in.",
      max: 20,
    }),
    requiredField("openMenuLabel", "“Open menu” label", "string", {
      group: "header",
      description: "Screen-reader label of the mobile menu button.",
    }),
    requiredField("closeMenuLabel", "“Close menu” label", "string", { group: "header" }),
    requiredField("skipLinkLabel", "“Skip to content” label", "string", {
      group: "header",
      description: "The first link keyboard users reach on every page.",
    }),
    arrayOf("footerColumns", "Footer columns", "footerColumn", {
      group: "footer",
      validation: (rule) => rule.required().min(1).max(4),
    }),
    arrayOf("socialLinks", "Social profiles", "socialLink", { group: "footer" }),
    requiredField("copyright", "Copyright line", "string", {
      group: "footer",
      description: "Shown after “© <current year> <site name>.”, e.g. “All rights reserved.”",
    }),
    requiredField("loadingLabel", "Loading text", "string", {
      group: "messages",
      description: "Shown (and read by screen readers) while a page loads.",
    }),
    requiredField("errorHeading", "Error heading", "string", {
      group: "messages",
      description: "Shown when a page could not load, e.g. without a connection.",
    }),
    requiredText("errorText", "Error text", { group: "messages" }),
    requiredField("retryLabel", "“Try again” button", "string", { group: "messages" }),
    requiredField("newTabLabel", "“Opens in a new tab” hint", "string", {
      group: "messages",
      description: "Read by screen readers after links that open a new tab.",
    }),
    requiredField("languageLabel", "Language switch label", "string", {
      group: "header",
      description: "Names the language links in the header for screen readers, e.g. “Language”.",
    }),
    requiredText("untranslatedNotice", "Untranslated page notice", {
      group: "messages",
      description:
        "Shown on a page that has no version in this document's language yet, above the default language's text. Write it in this document's language.",
    }),
    requiredText("scriptNeededNotice", "“Needs JavaScript” notice", {
      group: "messages",
      description:
        "Shown in place of a form's button (sign-up, sign-in, newsletter) when the visitor's browser runs no JavaScript, which the form needs to send anything.",
    }),
    consentCopy,
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
