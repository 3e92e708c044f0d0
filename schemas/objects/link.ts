import { LinkIcon } from "@sanity/icons/Link";
import { defineField, defineType } from "sanity";
import { requiredField } from "../lib/fields";
import { linkTargetServed } from "../lib/site-health-validation";
import { siteHrefRule } from "../lib/validation";

/** A labelled link: a path on this site, a section anchor or a web address. */
export const link = defineType({
  name: "link",
  title: "Link",
  type: "object",
  icon: LinkIcon,
  fields: [
    requiredField("label", "Label", "string"),
    defineField({
      name: "href",
      title: "Target",
      type: "string",
      description:
        "A page on this site (/signup, /merchant-contact), a home-page section (/#features), a section of the current page (#contact) or a full https:// address.",
      // A path nothing on the site serves is a warning (decision 0056): the page may come next.
      validation: (rule) => [siteHrefRule(rule), rule.custom(linkTargetServed).warning()],
    }),
  ],
  preview: {
    select: { title: "label", subtitle: "href" },
  },
});
