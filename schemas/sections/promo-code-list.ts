import { TagIcon } from "@sanity/icons/Tag";
import { defineArrayMember, defineField } from "sanity";
import { optionalText, requiredString } from "../lib/fields";
import { defineSection } from "../lib/section";

/** Promo codes as dashed tickets, each with a button that copies it (the shop's). */
export const promoCodeList = defineSection({
  name: "promoCodeList",
  title: "Promo codes",
  icon: TagIcon,
  headingField: "heading",
  shows: ["codes"],
  fields: [
    requiredString("heading", "Heading", { max: 90 }),
    optionalText("text", "Introduction"),
    defineField({
      name: "codes",
      title: "Promo codes shown",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "promoCode" }] })],
      validation: (rule) =>
        rule.required().min(1).unique().error("Choose at least one promo code to show"),
    }),
    requiredString("copyLabel", "“Copy code” button"),
    requiredString("copiedLabel", "“Copied” confirmation"),
  ],
});
