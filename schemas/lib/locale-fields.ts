import type { FieldDefinition, Rule } from "sanity";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "../languages";

const DEFAULT_TITLE =
  SUPPORTED_LANGUAGES.find((language) => language.id === DEFAULT_LANGUAGE)?.englishName ??
  DEFAULT_LANGUAGE;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === "" ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * One field per supported language, for the `locale*` object types.
 *
 * The default language (English) is required whenever the localised field is
 * filled in or required by its parent; the others only warn when missing, so
 * staff can publish English first and translate later (the site falls back
 * to English in its queries).
 */
export function localeFields(type: "string" | "text" | "blockContent"): FieldDefinition[] {
  return SUPPORTED_LANGUAGES.map((language): FieldDefinition => {
    const isDefault = language.id === DEFAULT_LANGUAGE;
    const validation = isDefault
      ? (rule: Rule) => rule.required().error(`${language.englishName} text is required`)
      : (rule: Rule) =>
          rule
            .custom((value, context) => {
              const parent = context.parent as Record<string, unknown> | undefined;
              return !isEmpty(parent?.[DEFAULT_LANGUAGE]) && isEmpty(value)
                ? `Missing ${language.englishName} translation: visitors will see the ${DEFAULT_TITLE} text`
                : true;
            })
            .warning();
    return {
      name: language.id,
      title: language.englishName,
      type,
      ...(type === "text" ? { rows: 3 } : {}),
      ...(isDefault ? {} : { fieldset: "translations" }),
      validation,
    } as FieldDefinition;
  });
}

export const translationsFieldset = {
  name: "translations",
  title: "Translations",
  options: { collapsible: true, collapsed: false },
};
