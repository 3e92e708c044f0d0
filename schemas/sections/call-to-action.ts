import { LaunchIcon } from "@sanity/icons/Launch";
import { defineField } from "sanity";
import { optionalText, requiredString } from "../lib/fields";
import { defineSection, incompleteLinkMessage, optionalSectionIdField } from "../lib/section";

/** A panel with a heading, a sentence and one button (the city guides' closing panel). */
export const callToAction = defineSection({
  name: "callToAction",
  title: "Call to action",
  icon: LaunchIcon,
  headingField: "heading",
  shows: ["heading", "text", "link"],
  fields: [
    optionalSectionIdField(),
    requiredString("heading", "Heading", { max: 90 }),
    optionalText("text", "Text"),
    defineField({ name: "link", title: "Button", type: "link" }),
  ],
  validation: (rule) =>
    rule.custom((value: { link?: { label?: string; href?: string } } | undefined) =>
      value?.link?.href || value?.link?.label
        ? incompleteLinkMessage([value.link], "Call to action")
        : "A call to action needs its button: add a label and a target (e.g. /signup or #contact)",
    ),
});
