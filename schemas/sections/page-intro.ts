import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { optionalField, requiredString, requiredText } from "../lib/fields";
import { defineSection } from "../lib/section";

/**
 * A plain opening: eyebrow, heading and a line of text on the warm gradient,
 * without buttons or figures (the sticker shop's top).
 */
export const pageIntro = defineSection({
  name: "pageIntro",
  title: "Intro",
  icon: DocumentTextIcon,
  headingField: "heading",
  shows: ["heading", "subheading"],
  fields: [
    optionalField("eyebrow", "Eyebrow", "string", {
      description: "A short line above the heading.",
    }),
    requiredString("heading", "Heading", { max: 90 }),
    requiredText("subheading", "Subheading"),
  ],
});
