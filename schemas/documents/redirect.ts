import { ArrowRightIcon } from "@sanity/icons/ArrowRight";
import { defineField, defineType } from "sanity";
import { languageChoiceField } from "../lib/fields";
import { validateSource, validateTarget } from "../lib/redirect-validation";

/** The two kinds the host answers with: 301 (moved for good) and 302 (for now). */
const REDIRECT_TYPES = [
  { value: 301, title: "Permanent (301): the page has moved for good" },
  { value: 302, title: "Temporary (302): the old address comes back later" },
] as const;

/**
 * An old address of the site sent on to a new one (docs/decisions/0050-redirects-from-studio.md):
 * the build writes the published ones into the host's redirects, and the dev server answers
 * them too. Made by hand here, or offered by Studio when a published page's address changes
 * (studio/redirect-on-rename-action.tsx). Addresses are written as visitors see them:
 * Italian ones start with /it/.
 */
export const redirect = defineType({
  name: "redirect",
  title: "Redirect",
  type: "document",
  icon: ArrowRightIcon,
  fields: [
    languageChoiceField({
      description: "Whose address this is: Italian addresses start with /it/.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "from",
      title: "Old address",
      type: "string",
      description:
        "The address visitors still arrive at, e.g. /spring-deals, or /it/offerte for an Italian one. Nothing on the site may still answer it.",
      validation: (rule) => rule.required().custom(validateSource),
    }),
    defineField({
      name: "to",
      title: "New address",
      type: "string",
      description:
        "Where they are sent: a page of this site (/spring-offer, /it/roma) or a full https:// address.",
      validation: (rule) => rule.required().custom(validateTarget),
    }),
    defineField({
      name: "statusCode",
      title: "Kind",
      type: "number",
      description: "Search engines move a permanent redirect's ranking to the new address.",
      options: { list: [...REDIRECT_TYPES], layout: "radio" },
      initialValue: 301,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { from: "from", to: "to", statusCode: "statusCode" },
    prepare: ({ from, to, statusCode }) => ({
      title: `${from ?? "(no old address)"} → ${to ?? "(no new address)"}`,
      subtitle: statusCode === 302 ? "Temporary (302)" : "Permanent (301)",
    }),
  },
  orderings: [{ title: "Old address", name: "fromAsc", by: [{ field: "from", direction: "asc" }] }],
});
