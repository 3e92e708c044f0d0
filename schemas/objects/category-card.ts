import { TagIcon } from "@sanity/icons/Tag";
import { defineType } from "sanity";
import { iconField } from "../lib/card-fields";
import { requiredField, requiredText, sectionIdField } from "../lib/fields";

/** One of the Food / Travel / Hotels cards on the home page. */
export const categoryCard = defineType({
  name: "categoryCard",
  title: "Category",
  type: "object",
  icon: TagIcon,
  fields: [
    sectionIdField("anchorId", "Section id", {
      description: "The header links here with /#<id> (e.g. food). Lower-case, no spaces.",
    }),
    requiredField("title", "Title", "string"),
    requiredText("description", "Description", { rows: 3, max: 220 }),
    iconField(),
    requiredField("image", "Image", "imageWithAlt"),
  ],
  preview: {
    select: { title: "title", subtitle: "description", media: "image" },
  },
});
