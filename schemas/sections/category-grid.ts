import { TagsIcon } from "@sanity/icons/Tags";
import { arrayOf, optionalText, requiredString } from "../lib/fields";
import { defineSection, optionalSectionIdField } from "../lib/section";

/**
 * Cards with an image, a title and a short text, three across (the home page's Food,
 * Travel and Hotels). Each card may have a section id of its own, so the header's links
 * (/#food) scroll to it.
 */
export const categoryGrid = defineSection({
  name: "categoryGrid",
  title: "Category cards",
  icon: TagsIcon,
  headingField: "heading",
  shows: ["items"],
  fields: [
    optionalSectionIdField(),
    requiredString("heading", "Heading", { max: 90 }),
    optionalText("subheading", "Introduction"),
    arrayOf("items", "Cards", "categoryCard", {
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
});
