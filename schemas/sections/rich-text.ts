import { TextIcon } from "@sanity/icons/Text";
import { optionalField, requiredField } from "../lib/fields";
import { defineSection } from "../lib/section";

/** Paragraphs, lists and links, with an optional heading. */
export const richText = defineSection({
  name: "richText",
  title: "Rich text",
  icon: TextIcon,
  headingField: "heading",
  shows: ["body"],
  fields: [
    optionalField("heading", "Heading", "string"),
    requiredField("body", "Text", "blockContent"),
  ],
});
