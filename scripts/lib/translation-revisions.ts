/**
 * `npm run migrate:translation-revisions` (decision 0055): every existing translation is
 * marked up to date with its source as it is now, where nothing is recorded yet. A record
 * already there is never overwritten (it may say, rightly, that a translation is behind),
 * so a second run writes nothing. The seed runs it too, so a fresh dataset starts with
 * every translation up to date.
 */
import type { SanityClient } from "@sanity/client";
import { DEFAULT_LANGUAGE } from "@tastemap/schemas/languages";
import { FIELD_TRANSLATED_TYPES } from "@tastemap/schemas/translation";
import {
  FIELD_SOURCES_TYPE,
  type FieldSource,
  fieldSourcesId,
  fieldSourcesNow,
  SOURCE_REVISION_TYPE,
  type SourceRevision,
} from "@tastemap/schemas/translation-sources";

interface Metadata {
  _id: string;
  links: { language: string; id: string }[] | null;
  sourceRevisions: SourceRevision[] | null;
}

interface Versioned {
  _id: string;
  _rev: string;
  _updatedAt: string;
}

export interface TranslationData {
  metadata: Metadata[];
  /** The documents the links name, published and drafts (`drafts.` ids). */
  linked: Versioned[];
  fieldDocuments: (Versioned & Record<string, unknown>)[];
  fieldSources: { _id: string; fields: FieldSource[] | null }[];
}

/** What to append where: the missing records only. */
export interface SourceRecordPlan {
  revisions: { metadataId: string; records: SourceRevision[] }[];
  fields: { id: string; documentId: string; records: FieldSource[] }[];
}

export function planSourceRecords(data: TranslationData, markedAt: string): SourceRecordPlan {
  const linked = new Map(data.linked.map((doc) => [doc._id, doc]));
  const revisions = data.metadata.flatMap((metadata) => {
    const links = metadata.links ?? [];
    const source = linked.get(links.find((link) => link.language === DEFAULT_LANGUAGE)?.id ?? "");
    if (!source) return [];
    const recorded = new Set((metadata.sourceRevisions ?? []).map((record) => record._key));
    const records = links
      .filter(
        (link) =>
          link.language !== DEFAULT_LANGUAGE &&
          !recorded.has(link.language) &&
          (linked.has(link.id) || linked.has(`drafts.${link.id}`)),
      )
      .map(
        (link): SourceRevision => ({
          _key: link.language,
          _type: SOURCE_REVISION_TYPE,
          revision: source._rev,
          sourceUpdatedAt: source._updatedAt,
          markedAt,
        }),
      );
    return records.length > 0 ? [{ metadataId: metadata._id, records }] : [];
  });
  const existing = new Map(
    data.fieldSources.map((sources) => [
      sources._id,
      new Set((sources.fields ?? []).map((record) => record._key)),
    ]),
  );
  const fields = data.fieldDocuments.flatMap((document) => {
    const id = fieldSourcesId(document._id);
    const have = existing.get(id) ?? new Set<string>();
    const records = fieldSourcesNow(document, markedAt).filter((record) => !have.has(record._key));
    return records.length > 0 ? [{ id, documentId: document._id, records }] : [];
  });
  return { revisions, fields };
}

async function readTranslationData(client: SanityClient): Promise<TranslationData> {
  const raw = client.withConfig({ perspective: "raw" });
  const { metadata, fieldDocuments, fieldSources } = await raw.fetch<
    Omit<TranslationData, "linked">
  >(
    `{
      "metadata": *[_type == "translation.metadata" && !(_id in path("drafts.**"))]{
        _id, sourceRevisions, "links": translations[]{"language": _key, "id": value._ref}
      },
      "fieldDocuments": *[_type in $fieldTypes && !(_id in path("drafts.**")) && !(_id in path("versions.**"))],
      "fieldSources": *[_type == $fieldSourcesType]{_id, fields}
    }`,
    { fieldTypes: [...FIELD_TRANSLATED_TYPES], fieldSourcesType: FIELD_SOURCES_TYPE },
  );
  const ids = metadata.flatMap((entry) =>
    (entry.links ?? []).flatMap((link) => [link.id, `drafts.${link.id}`]),
  );
  const linked = await raw.fetch<Versioned[]>("*[_id in $ids]{_id, _rev, _updatedAt}", { ids });
  return { metadata, linked, fieldDocuments, fieldSources };
}

/** Writes the plan in one transaction; returns how many records it added. */
export async function markMissingSourceRecords(
  client: SanityClient,
  options: { dryRun?: boolean; now?: Date } = {},
): Promise<{ revisions: number; fields: number }> {
  const plan = planSourceRecords(
    await readTranslationData(client),
    (options.now ?? new Date()).toISOString(),
  );
  const counts = {
    revisions: plan.revisions.reduce((sum, entry) => sum + entry.records.length, 0),
    fields: plan.fields.reduce((sum, entry) => sum + entry.records.length, 0),
  };
  if (options.dryRun || counts.revisions + counts.fields === 0) return counts;
  const transaction = client.transaction();
  for (const { metadataId, records } of plan.revisions) {
    transaction.patch(metadataId, (patch) =>
      patch.setIfMissing({ sourceRevisions: [] }).append("sourceRevisions", records),
    );
  }
  for (const { id, documentId, records } of plan.fields) {
    transaction.createIfNotExists({
      _id: id,
      _type: FIELD_SOURCES_TYPE,
      document: { _type: "reference", _ref: documentId, _weak: true },
      fields: [],
    });
    transaction.patch(id, (patch) => patch.setIfMissing({ fields: [] }).append("fields", records));
  }
  await transaction.commit({ visibility: "sync" });
  return counts;
}
