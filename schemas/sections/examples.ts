import { PlayIcon } from "@sanity/icons/Play";
import { defineField } from "sanity";
import { arrayOf, optionalText, requiredString, sectionIdField } from "../lib/fields";
import { defineSection, incompleteLinkMessage } from "../lib/section";
import { httpUrlRule } from "../lib/validation";

/** Live examples to open in a new tab, beside a video demo (the merchant welcome page). */
export const examples = defineSection({
  name: "examples",
  title: "Examples & video",
  icon: PlayIcon,
  headingField: "heading",
  shows: ["links", "video"],
  fields: [
    sectionIdField("anchorId", "Section id", { initialValue: "examples" }),
    requiredString("heading", "Heading", { max: 90 }),
    optionalText("text", "Introduction"),
    arrayOf("links", "Examples", "link", {
      description: "Live pages visitors open in a new tab.",
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: "video",
      title: "Video demo",
      type: "object",
      fields: [
        requiredString("heading", "Heading"),
        optionalText("text", "Text"),
        requiredString("label", "Link label"),
        defineField({ name: "url", title: "Video address", type: "url", validation: httpUrlRule }),
      ],
    }),
  ],
  validation: (rule) =>
    rule.custom((value: { links?: Array<{ label?: string; href?: string }> } | undefined) =>
      incompleteLinkMessage(value?.links, "Examples"),
    ),
});
