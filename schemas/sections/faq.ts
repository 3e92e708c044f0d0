import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineArrayMember, defineField } from "sanity";
import { requiredString, requiredText } from "../lib/fields";
import { defineSection } from "../lib/section";

/** Questions and their answers, each answer opening under its question. */
export const faq = defineSection({
  name: "faq",
  title: "FAQ",
  icon: HelpCircleIcon,
  headingField: "heading",
  shows: ["items"],
  fields: [
    requiredString("heading", "Heading", { max: 90 }),
    defineField({
      name: "items",
      title: "Questions",
      type: "array",
      of: [
        defineArrayMember({
          name: "faqItem",
          title: "Question",
          type: "object",
          fields: [
            requiredString("question", "Question"),
            requiredText("answer", "Answer", { rows: 4 }),
          ],
          preview: { select: { title: "question", subtitle: "answer" } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
});
