/**
 * Writing what a translation follows (decision 0055): "Mark as up to date", and publishing
 * a translation. Both the metadata and the field records are live-edited documents (no
 * drafts), written with the client as Studio's own links are.
 */
import { DEFAULT_LANGUAGE } from "@tastemap/schemas/languages";
import { TRANSLATION_METADATA_TYPE } from "@tastemap/schemas/translation";
import {
  FIELD_SOURCES_TYPE,
  type FieldSource,
  fieldSourcesId,
  mergeFieldSources,
  SOURCE_REVISION_TYPE,
  type SourceRevision,
} from "@tastemap/schemas/translation-sources";
import type { SanityClient } from "sanity";

export interface TranslationLinks {
  _id: string;
  links: { language: string; id: string }[] | null;
  sourceRevisions: SourceRevision[] | null;
}

/** The links of the translation `id` (any language, published id), if it has any. */
export async function linksOf(client: SanityClient, id: string): Promise<TranslationLinks | null> {
  return await client.fetch<TranslationLinks | null>(
    `*[_type == $type && !(_id in path("drafts.**")) && $id in translations[].value._ref][0]{
      _id, sourceRevisions, "links": translations[]{"language": _key, "id": value._ref}
    }`,
    { type: TRANSLATION_METADATA_TYPE, id },
  );
}

export function sourceIdOf(links: TranslationLinks): string | undefined {
  return links.links?.find((link) => link.language === DEFAULT_LANGUAGE)?.id;
}

/**
 * Records that the translation in `language` follows its source as published now.
 * Nothing is written when the source has never been published.
 */
export async function markDocumentUpToDate(
  client: SanityClient,
  links: TranslationLinks,
  language: string,
): Promise<void> {
  const sourceId = sourceIdOf(links);
  if (!sourceId) return;
  const source = await client.fetch<{ _rev: string; _updatedAt: string } | null>(
    "*[_id == $id][0]{_rev, _updatedAt}",
    { id: sourceId },
    { perspective: "raw" },
  );
  if (!source) return;
  const record: SourceRevision = {
    _key: language,
    _type: SOURCE_REVISION_TYPE,
    revision: source._rev,
    sourceUpdatedAt: source._updatedAt,
    markedAt: new Date().toISOString(),
  };
  await client
    .patch(links._id)
    .setIfMissing({ sourceRevisions: [] })
    .unset([`sourceRevisions[_key=="${language}"]`])
    .append("sourceRevisions", [record])
    .commit();
}

/** Adds (or replaces) the records of some fields of `documentId`. */
export async function recordFieldSources(
  client: SanityClient,
  documentId: string,
  updates: FieldSource[],
): Promise<void> {
  if (updates.length === 0) return;
  const id = fieldSourcesId(documentId);
  const existing = await client.fetch<FieldSource[] | null>("*[_id == $id][0].fields", { id });
  await client.createOrReplace({
    _id: id,
    _type: FIELD_SOURCES_TYPE,
    document: { _type: "reference", _ref: documentId.replace(/^drafts\./, ""), _weak: true },
    fields: mergeFieldSources(existing ?? [], updates),
  });
}

export async function fieldSourcesOf(
  client: SanityClient,
  documentId: string,
): Promise<FieldSource[]> {
  return (
    (await client.fetch<FieldSource[] | null>("*[_id == $id][0].fields", {
      id: fieldSourcesId(documentId),
    })) ?? []
  );
}
