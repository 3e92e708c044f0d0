import { UsersIcon } from "@sanity/icons/Users";
import { defineField } from "sanity";
import {
  counterNumberField,
  optionalField,
  optionalText,
  requiredField,
  requiredObject,
  requiredString,
  sectionIdField,
} from "../lib/fields";
import { defineSection, incompleteLinkMessage } from "../lib/section";

/**
 * The launch panel (the home page's “coming soon”): a waitlist count that
 * moves by `perDay` around its target date, early-access places, the launch
 * and a button. Same fields as the home page's, so the same component shows it.
 */
export const waitlistCounter = defineSection({
  name: "waitlistCounter",
  title: "Waitlist counter",
  icon: UsersIcon,
  headingField: "heading",
  shows: ["waitlistCounter"],
  fields: [
    sectionIdField("anchorId", "Section id", { initialValue: "coming-soon" }),
    requiredString("heading", "Heading", { max: 90 }),
    optionalText("text", "Text", { rows: 3 }),
    requiredObject(
      "waitlistCounter",
      "Waitlist counter",
      {
        description:
          "The counter shows base − (per day × days between today and the target date), never below the minimum.",
      },
      [
        requiredField("label", "Caption", "string"),
        counterNumberField("base", "Value on the target date"),
        counterNumberField("perDay", "Change per day"),
        requiredField("targetDate", "Target date", "date"),
        counterNumberField("minimum", "Minimum shown"),
      ],
    ),
    defineField({ name: "earlyAccessLimit", title: "Early-access places", type: "number" }),
    optionalField("earlyAccessLabel", "Early-access caption", "string"),
    optionalField("launchDate", "Launch", "string", {
      description: "As visitors read it, e.g. Summer 2025.",
    }),
    optionalField("launchLabel", "Launch caption", "string"),
    optionalField("cta", "Button", "link"),
  ],
  validation: (rule) =>
    rule.custom((value: { cta?: { label?: string; href?: string } } | undefined) =>
      incompleteLinkMessage(value?.cta ? [value.cta] : [], "Waitlist counter"),
    ),
});
