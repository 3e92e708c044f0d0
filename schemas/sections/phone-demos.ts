import { MobileDeviceIcon } from "@sanity/icons/MobileDevice";
import { defineArrayMember, defineField } from "sanity";
import { optionalText, requiredString, requiredText } from "../lib/fields";
import { defineSection } from "../lib/section";
import { frameUrlRule } from "../lib/validation";

/** Live pages shown inside phone frames (the MT25 page's demos). */
export const phoneDemos = defineSection({
  name: "phoneDemos",
  title: "Phone demos",
  icon: MobileDeviceIcon,
  headingField: "heading",
  shows: ["demos"],
  fields: [
    requiredString("heading", "Heading", { max: 90 }),
    optionalText("text", "Introduction"),
    requiredString("openLabel", "“Open the demo” label", { max: 40 }),
    defineField({
      name: "demos",
      title: "Demos",
      type: "array",
      of: [
        defineArrayMember({
          name: "demo",
          title: "Demo",
          type: "object",
          fields: [
            requiredString("title", "Title", { max: 60 }),
            requiredText("description", "Description"),
            defineField({
              name: "url",
              title: "Demo address",
              type: "url",
              description:
                "The live page loaded in the phone frame: its https address (it must allow being embedded), or a path on this site such as /embeds/stand-in.html.",
              validation: frameUrlRule,
            }),
          ],
          preview: { select: { title: "title", subtitle: "url" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(4),
    }),
  ],
});
