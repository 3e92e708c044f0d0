/**
 * The part of document-level translation (decision 0030) the Studio needs, in place of
 * `@sanity/document-internationalization` (whose peer chain pulls in an AI service):
 *
 * - a page translated per document opens as one item per language, each its own
 *   document (`signUpPage`, `signUpPage__i18n_it`), created with its `language` set;
 * - "Missing Italian" (one list per non-default language) lists the default-language
 *   pages with no version in that language, drafts included;
 * - publishing such a page warns (the `language` field's validation,
 *   schemas/lib/translation-fields.ts).
 */
import { TranslateIcon } from "@sanity/icons/Translate";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "@tastemap/schemas/languages";
import {
  DOCUMENT_TRANSLATED_TYPES,
  TRANSLATION_LANGUAGES,
  translationId,
} from "@tastemap/schemas/translation";
import type { Template } from "sanity";
import type { StructureBuilder } from "sanity/structure";
import { apiVersion } from "./env";

/** The template that creates a page's version in `language` (its `language` field set). */
export const translationTemplateId = (schemaType: string, language: string) =>
  `${schemaType}-in-${language}`;

/** One template per document-translated type and language. */
export function translationTemplates(titleOf: (schemaType: string) => string): Template[] {
  return DOCUMENT_TRANSLATED_TYPES.flatMap((schemaType) =>
    SUPPORTED_LANGUAGES.map((language) => ({
      id: translationTemplateId(schemaType, language.id),
      title: `${titleOf(schemaType)} (${language.englishName})`,
      schemaType,
      value: { language: language.id },
    })),
  );
}

/** A singleton translated per document: a list with its document in each language. */
export function translatedSingleton(S: StructureBuilder, typeName: string, title: string) {
  return S.listItem()
    .title(title)
    .id(typeName)
    .schemaType(typeName)
    .child(
      S.list()
        .title(title)
        .items(
          SUPPORTED_LANGUAGES.map((language) => {
            const id = translationId(typeName, language.id);
            return S.listItem()
              .title(`${title} · ${language.title}`)
              .id(id)
              .schemaType(typeName)
              .child(
                S.document()
                  .schemaType(typeName)
                  .documentId(id)
                  .initialValueTemplate(translationTemplateId(typeName, language.id))
                  .title(`${title} · ${language.title}`),
              );
          }),
        ),
    );
}

/**
 * "Missing Italian": default-language pages that have no version (published or draft)
 * in `language`. The versions are found by id (`<id>__i18n_<language>`).
 */
export function missingTranslationLists(S: StructureBuilder) {
  return TRANSLATION_LANGUAGES.map((language) =>
    S.listItem()
      .title(`Missing ${language.englishName}`)
      .id(`missing-${language.id}`)
      .icon(TranslateIcon)
      .child(
        S.documentList()
          .title(`Missing ${language.englishName}`)
          .apiVersion(apiVersion)
          .filter(
            `_type in $types && language == $default && !(_id in path("drafts.**"))
              && count(*[_id in [^._id + $suffix, "drafts." + ^._id + $suffix]]) == 0`,
          )
          .params({
            types: [...DOCUMENT_TRANSLATED_TYPES],
            default: DEFAULT_LANGUAGE,
            suffix: `__i18n_${language.id}`,
          }),
      ),
  );
}
