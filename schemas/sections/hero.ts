import { BlockElementIcon } from "@sanity/icons/BlockElement";
import { defineField } from "sanity";
import {
  arrayOf,
  optionalField,
  optionalText,
  promoCodeField,
  requiredString,
} from "../lib/fields";
import { defineSection, hasPicture, incompleteLinkMessage } from "../lib/section";

/**
 * The top of a page: heading, calls to action, an optional picture and figures.
 * The language switch shows when the page has a label for it.
 */
export const hero = defineSection({
  name: "hero",
  title: "Hero",
  icon: BlockElementIcon,
  headingField: "heading",
  shows: ["heading", "subheading", "ctas", "image", "claims", "offer"],
  mediaField: "image",
  fields: [
    optionalField("eyebrow", "Eyebrow", "string", {
      description: "A short line above the heading.",
    }),
    requiredString("heading", "Heading", { max: 90 }),
    optionalText("subheading", "Subheading", { rows: 3 }),
    arrayOf("ctas", "Calls to action", "link", {
      description:
        "Up to two buttons; the first is the main one. A section of this page is #contact.",
      validation: (rule) => rule.max(2),
    }),
    optionalField("image", "Image", "imageWithAlt", {
      description: "Under the buttons, or beside the text with the “beside” layout.",
    }),
    defineField({
      name: "layout",
      title: "Layout",
      type: "string",
      description:
        "Image under the text (the merchant pages), or beside it on wide screens and under it on phones (the home page: the buttons' second one outlined).",
      options: {
        list: [
          { value: "stacked", title: "Image under the text" },
          { value: "beside", title: "Image beside the text" },
        ],
        layout: "radio",
        direction: "horizontal",
      },
      initialValue: "stacked",
    }),
    arrayOf("claims", "Figures", "statTile", {
      description: "e.g. 500+ merchants, 98% success rate (at most four).",
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: "offer",
      title: "Offer",
      type: "object",
      description:
        "A promo code under the buttons, with what it gives and its small print (the card holders' page, /mt25). Leave empty for none.",
      options: { collapsible: true, collapsed: true },
      fields: [
        promoCodeField("Choose the promo code the offer shows"),
        optionalField("label", "Caption", "string", {
          description: "Shown above the code, e.g. “Your code”.",
        }),
        optionalText("text", "Offer text", {
          description: "What the code gives; the promo code's own description when empty.",
        }),
        optionalField("terms", "Small print", "blockContent", {
          description: "The offer's terms, in small type under it: paragraphs and lists.",
        }),
      ],
    }),
    defineField({
      name: "languageLabel",
      title: "Language switch label",
      type: "string",
      description:
        "Read by screen readers for the EN/IT switch, e.g. “Language”. Leave empty for no switch.",
    }),
  ],
  validation: (rule) =>
    rule.custom(
      (
        value:
          | { image?: { asset?: unknown }; ctas?: Array<{ label?: string; href?: string }> }
          | undefined,
      ) => {
        if (value?.image && !hasPicture(value.image)) {
          return "The hero's image has no picture: choose or upload one, or remove the image";
        }
        return incompleteLinkMessage(value?.ctas, "Hero");
      },
    ),
});
