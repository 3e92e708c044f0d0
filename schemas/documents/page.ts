import { DocumentsIcon } from "@sanity/icons/Documents";
import { defineArrayMember, defineField, defineType } from "sanity";
import { DEFAULT_LANGUAGE } from "../languages";
import { languageChoiceField, requiredField, requiredText, templateString } from "../lib/fields";
import { fieldGroups } from "../lib/groups";
import { oldAddressLinked } from "../lib/old-address-links";
import { pageSlugRule } from "../lib/page-slug";
import { linkTargetServed, pageTwinsWarning } from "../lib/site-health-validation";
import { pagePath } from "../lib/site-path";
import { translationsGoingStale } from "../lib/translation-fields";
import { httpUrlRule } from "../lib/validation";
import { sectionTypes } from "../sections";
import { HOME_PAGE_SLUG } from "../site-routes";

/** The address whose route honours a page's gate (the card holders' offer). */
const GATED_SLUG = "mt25";

/** The English page at /mt25: the one that holds the gate for every language. */
function isGatedPage(document: Record<string, unknown> | undefined): boolean {
  const slug = (document?.slug as { current?: string } | undefined)?.current;
  return slug === GATED_SLUG && (document?.language ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE;
}

/** The home page (served at / and /it, slug "home"): the one whose redirect dialog is shown. */
function isHomePage(document: Record<string, unknown> | undefined): boolean {
  return (document?.slug as { current?: string } | undefined)?.current === HOME_PAGE_SLUG;
}

/**
 * A page staff compose from sections (docs/decisions/0029-pages-from-sections.md):
 * served at /slug in English and /<language>/slug in another language (decision 0035),
 * prerendered by the next build and shown in the browser before it. One document per
 * language; an Italian page's English twin is the one its `translation.metadata` links
 * ("Create Italian version"), for hreflang and the language switch.
 */
export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  icon: DocumentsIcon,
  groups: fieldGroups({ content: "Content", seo: "SEO" }),
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      group: "content",
      description: "What staff call the page; the browser tab shows the SEO title, or this.",
      validation: (rule) => rule.required().max(90),
    }),
    languageChoiceField({
      group: "content",
      // Publishing English changes warns which translations it makes stale (decision 0055);
      // a page without its other language is a warning too (decision 0056).
      validation: (rule) => [
        rule.required(),
        rule.custom(translationsGoingStale).warning(),
        rule.custom(pageTwinsWarning).warning(),
      ],
    }),
    defineField({
      name: "slug",
      title: "Address",
      type: "slug",
      group: "content",
      description:
        "The page's address: spring-offer is served at /spring-offer in English, offerta-di-primavera at /it/offerta-di-primavera in Italian.",
      // The language-aware check is in the validation (pageSlugRule); Sanity's own
      // uniqueness would refuse an English and an Italian page sharing an address.
      options: { source: "title", maxLength: 60, isUnique: () => true },
      // Moving a published page: a warning when other content links its old address.
      validation: (rule) => [pageSlugRule(rule), rule.custom(oldAddressLinked).warning()],
    }),
    defineField({
      name: "sections",
      title: "Sections",
      type: "array",
      group: "content",
      description: "The page from top to bottom: add, drag to reorder, or remove sections.",
      of: sectionTypes.map((section) => defineArrayMember({ type: section.name })),
      validation: (rule) => rule.required().min(1).error("Add at least one section"),
    }),
    defineField({
      name: "gate",
      title: "Card holders only",
      type: "object",
      group: "content",
      description:
        "/mt25 opens only for an address with ?ref= one of these references, in every language; other visitors are sent to the redirect address.",
      // Only the /mt25 route honours a gate (its inline guard, web/src/routes/{-$lang}/mt25.tsx):
      // a guard in every page's renderer would cost every page. Shown on the English page only,
      // so one list of cards serves both languages.
      hidden: ({ document }) => !isGatedPage(document),
      fields: [
        defineField({
          name: "allowedRefs",
          title: "Allowed card references",
          type: "array",
          description: "e.g. card001: the reference printed on each card.",
          of: [defineArrayMember({ type: "string" })],
          options: { layout: "tags" },
          validation: (rule) =>
            rule
              .required()
              .min(1)
              .unique()
              .custom((refs: string[] | undefined) =>
                (refs ?? []).every((ref) => /^[a-z0-9-]{1,40}$/.test(ref))
                  ? true
                  : "Use lower-case letters, digits and dashes only (at most 40)",
              ),
        }),
        defineField({
          name: "redirectPath",
          title: "Redirect address",
          type: "string",
          description:
            "Where visitors without an allowed reference are sent, e.g. /merchant-contact.",
          // No initial value: it would give every new page a gate (Studio fills nested
          // initial values), whose required references would then block publishing.
          validation: (rule) => [
            rule
              .required()
              .regex(/^\/[a-z0-9/-]*$/, { name: "site path" })
              .error("Use a path on this site, e.g. /merchant-contact"),
            rule.custom(linkTargetServed).warning(),
          ],
        }),
      ],
      validation: (rule) =>
        rule.custom((gate, context) =>
          isGatedPage(context.document) && !gate
            ? "/mt25 is for card holders: list the allowed card references"
            : true,
        ),
    }),
    defineField({
      name: "redirectModal",
      title: "London redirect",
      type: "object",
      group: "content",
      description:
        "On arrival at the home page, a dialog counts down and then sends visitors to the London food page.",
      // Only the home route honours it (web/src/routes/{-$lang}/index.tsx), as only /mt25's
      // honours a gate: in the generic renderer it would cost every page. Each language's
      // home page has its own dialog text.
      hidden: ({ document }) => !isHomePage(document),
      options: { collapsible: false },
      fields: [
        defineField({
          name: "enabled",
          title: "Show the redirect dialog",
          type: "boolean",
          // No initial values in here: Studio fills nested ones, which would give every
          // new page a dialog whose required texts then block publishing (as the gate's).
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
          validation: (rule) => rule.required().integer().min(1).max(30),
        }),
        templateString("countdownTemplate", "Countdown text", ["seconds"], {
          description:
            "Write {seconds} where the remaining seconds go, e.g. “Redirecting in {seconds}…”.",
        }),
        requiredField("stayLabel", "“Stay” button", "string"),
        requiredField("goLabel", "“Go now” button", "string"),
      ],
    }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
    defineField({
      name: "noindex",
      title: "Hide from search engines",
      type: "boolean",
      group: "seo",
      description:
        "Keeps the page out of search results and the sitemap (e.g. a card holders' offer).",
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current", language: "language", media: "seo.image" },
    prepare: ({ title, slug, language, media }) => ({
      title,
      subtitle: slug ? pagePath(slug, language) : "(no address yet)",
      media,
    }),
  },
});
