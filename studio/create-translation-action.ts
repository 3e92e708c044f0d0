/**
 * "Create Italian version" on a page translated per document (decision 0030), or a page
 * built from sections (decision 0035: its own slug, served at /it/<slug>): a draft
 * of the page in that language, started as a copy of this one (structure, images and
 * links kept; staff then translate the text), linked in its `translation.metadata`,
 * and opened. Offered only on the default language's version, for each language the
 * page has no version in yet (published or draft).
 */
import { TranslateIcon } from "@sanity/icons/Translate";
import { DEFAULT_LANGUAGE } from "@tastemap/schemas/languages";
import {
  baseIdOf,
  isTranslationLinked,
  TRANSLATION_LANGUAGES,
  TRANSLATION_METADATA_TYPE,
  translationId,
  translationMetadataId,
} from "@tastemap/schemas/translation";
import { SOURCE_REVISION_TYPE } from "@tastemap/schemas/translation-sources";
import { useEffect, useState } from "react";
import { type DocumentActionComponent, type DocumentActionProps, useClient } from "sanity";
import { useRouter } from "sanity/router";
import { apiVersion } from "./env";

/** Fields a new language version must not copy: they belong to the original. */
const NOT_COPIED = new Set(["_id", "_rev", "_createdAt", "_updatedAt", "language"]);

/** One set per type, made once: Studio keeps an action's state by its component's identity. */
const actionsByType = new Map<string, DocumentActionComponent[]>();

export function createTranslationActions(type: string): DocumentActionComponent[] {
  if (!isTranslationLinked(type)) return [];
  let actions = actionsByType.get(type);
  if (!actions) {
    actions = translationActions();
    actionsByType.set(type, actions);
  }
  return actions;
}

function translationActions(): DocumentActionComponent[] {
  return TRANSLATION_LANGUAGES.map((language) => {
    const action: DocumentActionComponent = (props: DocumentActionProps) => {
      const client = useClient({ apiVersion });
      const router = useRouter();
      const source = props.draft ?? props.published;
      const base = baseIdOf(props.id);
      const targetId = translationId(base, language.id);
      const [exists, setExists] = useState<boolean | undefined>(undefined);
      useEffect(() => {
        let active = true;
        void client
          .fetch<number>("count(*[_id in $ids])", { ids: [targetId, `drafts.${targetId}`] })
          .then((count) => {
            if (active) setExists(count > 0);
          });
        return () => {
          active = false;
        };
      }, [client, targetId]);
      if (!source || source.language !== DEFAULT_LANGUAGE || exists !== false) return null;
      return {
        label: `Create ${language.englishName} version`,
        icon: TranslateIcon,
        onHandle: async () => {
          const copy = Object.fromEntries(
            Object.entries(source).filter(([key]) => !NOT_COPIED.has(key)),
          );
          const metadataId = translationMetadataId(base);
          const transaction = client
            .transaction()
            .createIfNotExists({
              ...copy,
              _id: `drafts.${targetId}`,
              _type: props.type,
              language: language.id,
            })
            .createIfNotExists({
              _id: metadataId,
              _type: TRANSLATION_METADATA_TYPE,
              schemaTypes: [props.type],
              translations: [],
            })
            // Both versions: a page never linked before (a city guide made in Studio) has
            // no metadata yet, and its twin is found through this list (hreflang, switch).
            .patch(metadataId, (patch) =>
              patch
                .setIfMissing({ translations: [] })
                .unset([
                  `translations[_key=="${DEFAULT_LANGUAGE}"]`,
                  `translations[_key=="${language.id}"]`,
                ])
                .append("translations", [
                  {
                    _key: DEFAULT_LANGUAGE,
                    _type: "internationalizedArrayReferenceValue",
                    value: { _type: "reference", _ref: base, _weak: true },
                  },
                  {
                    _key: language.id,
                    _type: "internationalizedArrayReferenceValue",
                    value: { _type: "reference", _ref: targetId, _weak: true },
                  },
                ]),
            );
          // The new version starts as a copy of the English as published: it follows
          // that revision (decision 0055) until the English is published again.
          if (props.published) {
            const { _rev, _updatedAt } = props.published;
            transaction.patch(metadataId, (patch) =>
              patch
                .setIfMissing({ sourceRevisions: [] })
                .unset([`sourceRevisions[_key=="${language.id}"]`])
                .append("sourceRevisions", [
                  {
                    _key: language.id,
                    _type: SOURCE_REVISION_TYPE,
                    revision: _rev,
                    sourceUpdatedAt: _updatedAt,
                    markedAt: new Date().toISOString(),
                  },
                ]),
            );
          }
          await transaction.commit();
          props.onComplete();
          router.navigateIntent("edit", { id: targetId, type: props.type });
        },
      };
    };
    action.displayName = `CreateTranslation_${language.id}`;
    return action;
  });
}
