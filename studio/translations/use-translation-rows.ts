/**
 * Every translatable document by language with its state (decision 0055), for the
 * Translations tool and the counts on its icon: one query, refreshed as the lake changes.
 * How long a stale translation has been behind comes from the history API, one small
 * request per stale translation of a whole document.
 */
import { FIELD_TRANSLATED_TYPES, TRANSLATION_LINKED_TYPES } from "@tastemap/schemas/translation";
import { FIELD_SOURCES_TYPE, type FieldSource } from "@tastemap/schemas/translation-sources";
import { useEffect, useState } from "react";
import { type SanityClient, useClient } from "sanity";
import { apiVersion } from "../env";
import { firstChangeAfter } from "./lake-history";
import {
  documentRows,
  fieldRows,
  type ListedDocument,
  type ListedMetadata,
  type TranslationRow,
} from "./staleness";

const QUERY = `{
  "documents": *[_type in $linkedTypes && !(_id in path("versions.**"))]{
    _id, _type, _rev, _updatedAt, language,
    "title": coalesce(title, name, heading, seo.title, slug.current)
  },
  "metadata": *[_type == "translation.metadata" && !(_id in path("drafts.**"))]{
    _id, sourceRevisions, "links": translations[]{"language": _key, "id": value._ref}
  },
  "fieldDocuments": *[_type in $fieldTypes && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{
    ...,
    "title": coalesce(name.en, name, title.en, title, code)
  },
  "fieldSources": *[_type == $fieldSourcesType]{"id": document._ref, fields}
}`;

interface Answer {
  documents: ListedDocument[];
  metadata: ListedMetadata[];
  fieldDocuments: (ListedDocument & Record<string, unknown>)[];
  fieldSources: { id: string; fields: FieldSource[] | null }[];
}

const PARAMS = {
  linkedTypes: [...TRANSLATION_LINKED_TYPES],
  fieldTypes: [...FIELD_TRANSLATED_TYPES],
  fieldSourcesType: FIELD_SOURCES_TYPE,
};

async function loadRows(client: SanityClient): Promise<TranslationRow[]> {
  const answer = await client.fetch<Answer>(QUERY, PARAMS, { perspective: "raw" });
  const records = new Map(answer.fieldSources.map((entry) => [entry.id, entry.fields ?? []]));
  const rows = [
    ...documentRows(answer.documents, answer.metadata),
    ...fieldRows(answer.fieldDocuments, (id) => records.get(id) ?? []),
  ];
  return await Promise.all(
    rows.map(async (row) => {
      if (row.state !== "stale" || !row.followedRevision) return row;
      const since = await firstChangeAfter(client, row.sourceId, row.followedRevision).catch(
        () => undefined,
      );
      return since ? { ...row, staleSince: since } : row;
    }),
  );
}

export function useTranslationRows(): { rows: TranslationRow[] | null; error?: string } {
  const client = useClient({ apiVersion });
  const [rows, setRows] = useState<TranslationRow[] | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      loadRows(client).then(
        (next) => {
          if (!active) return;
          setRows(next);
          setError(undefined);
        },
        (failure: unknown) => active && setError(String(failure)),
      );
    void load();
    // Any write to a translatable document or a record: load again, once the burst is over.
    const subscription = client
      .listen(
        "*[_type in $linkedTypes || _type in $fieldTypes || _type == $fieldSourcesType || _type == 'translation.metadata']",
        PARAMS,
        { visibility: "query", events: ["mutation"], includeResult: false },
      )
      .subscribe({
        next: () => {
          clearTimeout(timer);
          timer = setTimeout(() => void load(), 500);
        },
        error: () => undefined,
      });
    return () => {
      active = false;
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [client]);
  return { rows, ...(error ? { error } : {}) };
}
