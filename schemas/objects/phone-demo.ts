import { MobileDeviceIcon } from "@sanity/icons/MobileDevice";
import { defineField, defineType } from "sanity";
import { requiredLocaleString, requiredLocaleText } from "../lib/fields";
import { httpUrlRule } from "../lib/validation";

/** A live page shown inside a phone frame on the MT25 page. */
export const phoneDemo = defineType({
  name: "phoneDemo",
  title: "Phone demo",
  type: "object",
  icon: MobileDeviceIcon,
  fields: [
    requiredLocaleString("title", "Title"),
    requiredLocaleText("description", "Description"),
    defineField({
      name: "url",
      title: "Demo address",
      type: "url",
      description:
        "The live page loaded in the phone frame. It must allow being embedded in an iframe.",
      validation: httpUrlRule,
    }),
  ],
  preview: {
    select: { title: "title.en", subtitle: "url" },
  },
});
