import { EnterRightIcon } from "@sanity/icons/EnterRight";
import { defineField } from "sanity";
import { optionalField, requiredString } from "../lib/fields";
import { defineSection, incompleteLinkMessage } from "../lib/section";
import { linkTargetServed } from "../lib/site-health-validation";

/**
 * A sentence and an outlined button to a sign-in that lives elsewhere, opened
 * in a new tab (“Already a partner? Merchant Login”).
 */
export const signInLink = defineSection({
  name: "signInLink",
  title: "Sign-in link",
  icon: EnterRightIcon,
  headingField: "label",
  shows: ["href"],
  fields: [
    optionalField("text", "Text", "string", {
      description: "Before the button, e.g. “Already a partner?”",
    }),
    requiredString("label", "Button label", { max: 60 }),
    defineField({
      name: "href",
      title: "Button target",
      type: "string",
      description: "A path such as /merchants/login or an https:// address; opens in a new tab.",
      validation: (rule) => [rule.required().max(300), rule.custom(linkTargetServed).warning()],
    }),
  ],
  validation: (rule) =>
    rule.custom((value: { label?: string; href?: string } | undefined) =>
      incompleteLinkMessage([value], "Sign-in link"),
    ),
});
