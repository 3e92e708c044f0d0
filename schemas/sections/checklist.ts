import { CheckmarkCircleIcon } from "@sanity/icons/CheckmarkCircle";
import { defineArrayMember, defineField } from "sanity";
import { requiredString } from "../lib/fields";
import { defineSection, optionalSectionIdField } from "../lib/section";

/** A heading over short points, each with a tick (the merchant contact page's benefits). */
export const checklist = defineSection({
  name: "checklist",
  title: "Checklist",
  icon: CheckmarkCircleIcon,
  headingField: "heading",
  shows: ["items"],
  fields: [
    optionalSectionIdField(),
    requiredString("heading", "Heading", { max: 90 }),
    defineField({
      name: "items",
      title: "Points",
      type: "array",
      of: [
        defineArrayMember({
          name: "checklistItem",
          title: "Point",
          type: "object",
          fields: [requiredString("text", "Text", { max: 140 })],
          preview: { select: { title: "text" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(10),
    }),
  ],
});
