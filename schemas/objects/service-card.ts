import { PackageIcon } from "@sanity/icons/Package";
import { defineType } from "sanity";
import { iconField } from "../lib/card-fields";
import { requiredLocaleString, requiredLocaleText } from "../lib/fields";

/** A service or amenity offered to merchants or hotels (translated). */
export const serviceCard = defineType({
  name: "serviceCard",
  title: "Service",
  type: "object",
  icon: PackageIcon,
  fields: [
    iconField(),
    requiredLocaleString("title", "Title"),
    requiredLocaleText("description", "Description"),
  ],
  preview: {
    select: { title: "title.en", subtitle: "description.en" },
  },
});
