import { defineField, type ReferenceRule } from "sanity";
import { optionalField, requiredField, requiredLocaleString } from "./fields";

/**
 * Blocks of the bilingual MT25 page (the other landing pages became pages
 * built from sections, ADR 0029).
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
