import { TagIcon } from "@sanity/icons/Tag";
import { optionalField, optionalText, promoCodeField } from "../lib/fields";
import { defineSection } from "../lib/section";

/** A promo code shown as a ticket: a caption, the code, and what it gives. */
export const promoCallout = defineSection({
  name: "promoCallout",
  title: "Promo code",
  icon: TagIcon,
  headingField: "promoCode.code",
  shows: ["promoCode"],
  fields: [
    promoCodeField("Choose the promo code this section shows"),
    optionalField("label", "Caption", "string", {
      description: "A short line above the code, e.g. “Your card holder code”.",
    }),
    optionalText("text", "Text", {
      description: "What the code gives; the promo code's own description when empty.",
    }),
  ],
});
