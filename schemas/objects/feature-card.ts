import { StarIcon } from "@sanity/icons/Star";
import { defineType } from "sanity";
import { iconField } from "../lib/card-fields";
import { requiredString, requiredText } from "../lib/fields";

/** A short selling point with an icon. */
export const featureCard = defineType({
  name: "featureCard",
  title: "Feature",
  type: "object",
  icon: StarIcon,
  fields: [
    iconField(),
    requiredString("title", "Title", { max: 60 }),
    requiredText("description", "Description", { rows: 3, max: 220 }),
  ],
  preview: {
    select: { title: "title", subtitle: "description" },
  },
});
