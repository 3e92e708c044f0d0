import { defineField, type ReferenceRule } from "sanity";
import {
  arrayOf,
  type FieldPlacement,
  optionalField,
  requiredField,
  requiredLocaleString,
} from "./fields";

/**
 * Blocks the bilingual landing pages share (merchant contact, merchant
 * welcome, hotel contact, MT25). The site renders them with the same
 * components, so each block must have the same fields on every page.
 */

/** The language switch's label and the hero: the top of every landing page. */
export function landingHeroFields() {
  return [
    requiredLocaleString("languageLabel", "Language switch label", {
      group: "hero",
      description: "Read by screen readers for the EN/IT switch, e.g. “Language”.",
    }),
    requiredField("hero", "Hero", "localeHero", { group: "hero" }),
  ];
}

/**
 * A section's heading and the optional paragraph under it (`<name>Heading`,
 * `<name>Text`), in the tab named like the section.
 */
export function sectionIntroFields(name: string, label: string) {
  return [
    requiredLocaleString(`${name}Heading`, `${label} heading`, { group: name }),
    optionalField(`${name}Text`, `${label} introduction`, "localeText", { group: name }),
  ];
}

/** The strip of marketing figures under the hero (merchant pages). */
export function heroFiguresField() {
  return arrayOf("claims", "Figures", "localeStatTile", {
    group: "hero",
    description: "e.g. 500+ merchants, 98% success rate, 4.9/5 rating.",
    validation: (rule) => rule.max(4),
  });
}

/** The page's embedded contact form; merchant and hotel pages use different forms. */
export function contactFormField(placement: FieldPlacement = {}) {
  return requiredField("contactForm", "Contact form", "formEmbed", {
    group: "contact",
    ...placement,
  });
}

/**
 * The promo code a page shows. The picker offers only codes made for this
 * page's offer (`appliesTo`), so a hotel page cannot show a menu discount.
 */
export function promoCodeField(
  target: "hotels" | "merchantMenu",
  { group, required = false }: { group: string; required?: boolean },
) {
  return defineField({
    name: "promoCode",
    title: "Promo code",
    type: "reference",
    group,
    to: [{ type: "promoCode" }],
    options: { filter: "appliesTo == $target", filterParams: { target } },
    ...(required ? { validation: (rule: ReferenceRule) => rule.required() } : {}),
  });
}
