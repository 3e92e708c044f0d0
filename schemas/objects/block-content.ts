import { LinkIcon } from "@sanity/icons/Link";
import { defineArrayMember, defineField, defineType } from "sanity";
import { linkTargetServed } from "../lib/site-health-validation";

/**
 * Portable Text for legal pages and long copy: paragraphs, two heading
 * levels, lists, bold/italic and links. Links accept https/http, mailto and
 * paths on this site (e.g. /privacy), nothing else.
 */
export const blockContent = defineType({
  name: "blockContent",
  title: "Rich text",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Paragraph", value: "normal" },
        { title: "Heading", value: "h2" },
        { title: "Subheading", value: "h3" },
      ],
      lists: [
        { title: "Bullets", value: "bullet" },
        { title: "Numbered", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Bold", value: "strong" },
          { title: "Italic", value: "em" },
        ],
        annotations: [
          defineArrayMember({
            name: "link",
            title: "Link",
            type: "object",
            icon: LinkIcon,
            fields: [
              defineField({
                name: "href",
                title: "Address",
                type: "url",
                description:
                  "A full https:// address, a mailto: address, or a path on this site such as /privacy",
                validation: (rule) => [
                  rule.required().uri({
                    scheme: ["http", "https", "mailto"],
                    allowRelative: true,
                  }),
                  rule.custom(linkTargetServed).warning(),
                ],
              }),
            ],
          }),
        ],
      },
    }),
  ],
});
