import { ThListIcon } from "@sanity/icons/ThList";
import { defineArrayMember, defineField } from "sanity";
import { iconField } from "../lib/card-fields";
import { optionalText, requiredString, requiredText, sectionIdField } from "../lib/fields";
import { defineSection } from "../lib/section";

/**
 * Service, amenity or step cards with icons (the merchant and hotel pages). The
 * cards are written in the page's language, so they are plain strings here,
 * unlike the bilingual `serviceCard` of the older singletons.
 */
export const serviceGrid = defineSection({
  name: "serviceGrid",
  title: "Service grid",
  icon: ThListIcon,
  headingField: "heading",
  shows: ["cards"],
  fields: [
    sectionIdField("anchorId", "Section id", { initialValue: "services" }),
    requiredString("heading", "Heading", { max: 90 }),
    optionalText("text", "Introduction"),
    defineField({
      name: "numbered",
      title: "Numbered steps",
      type: "boolean",
      description: "Show each card's number instead of its icon (for steps in order).",
      initialValue: false,
    }),
    defineField({
      name: "cards",
      title: "Cards",
      type: "array",
      of: [
        defineArrayMember({
          name: "serviceItem",
          title: "Service",
          type: "object",
          fields: [
            iconField(),
            requiredString("title", "Title", { max: 60 }),
            requiredText("description", "Description", { rows: 3 }),
          ],
          preview: { select: { title: "title", subtitle: "description" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
});
