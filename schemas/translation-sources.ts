/**
 * What a translation follows (decision 0055): the records that say which English revision
 * (documents) or which English text (field-translated copy) an Italian version was last
 * brought up to date with. Studio writes them ("Mark as up to date", publishing a
 * translation), the migration writes the missing ones; staleness is computed from them.
 *
 * Free of `sanity` imports: the scripts read it too.
 */
import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId, SUPPORTED_LANGUAGES } from "./languages";
import { readableText } from "./readable-text";

/**
 * Per language, in a `translation.metadata` document's `sourceRevisions[]`: the `_rev` of
 * the published default-language document the translation follows. `_key` is the
 * language, as in `translations[]`.
 */
export interface SourceRevision {
  _key: string;
  _type: typeof SOURCE_REVISION_TYPE;
  /** The source's `_rev` (a transaction id: the history API reads the version by it). */
  revision: string;
  /** When the source was published at that revision (its `_updatedAt` then). */
  sourceUpdatedAt: string;
  /** When staff (or the migration) recorded it. */
  markedAt: string;
}

export const SOURCE_REVISION_TYPE = "translationSourceRevision";

/** The document holding a field-translated document's records (one per document). */
export const FIELD_SOURCES_TYPE = "translation.fieldSources";

export function fieldSourcesId(documentId: string): string {
  return `translation-fields-${documentId.replace(/^drafts\./, "")}`;
}

/** Per field and language: the default-language text the translation follows. */
export interface FieldSource {
  _key: string;
  _type: typeof FIELD_SOURCE_TYPE;
  /** The field's path in the document, Sanity's syntax: `name`, `features[_key=="a1"]`. */
  path: string;
  language: string;
  /** The English text (as readable text) the translation was written from. */
  source: string;
  /** The document's `_rev` when it was recorded. */
  revision: string;
  markedAt: string;
}

export const FIELD_SOURCE_TYPE = "translationFieldSource";

/** A stable, valid `_key` for a field's record in one language. */
export function fieldSourceKey(path: string, language: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${language}:${path}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${language}-${hash.toString(36)}`;
}

/** A field translated per language: `{en, it}` (decision 0030), found anywhere in a document. */
export interface TranslatedField {
  path: string;
  /** Readable names of the path's steps: `["features", "2"]`. */
  steps: string[];
  value: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `{_type?, en, it?}` and nothing else: a field translated per language. */
function isLocaleValue(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value).filter((key) => !key.startsWith("_"));
  return keys.includes(DEFAULT_LANGUAGE) && keys.every((key) => isLanguageId(key));
}

/** Every field translated per language in `document`, depth first, with its path. */
export function translatedFields(document: Record<string, unknown>): TranslatedField[] {
  const found: TranslatedField[] = [];
  const walk = (value: unknown, path: string, steps: string[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const key = isRecord(item) && typeof item._key === "string" ? item._key : undefined;
        walk(item, key ? `${path}[_key=="${key}"]` : `${path}[${index}]`, [
          ...steps,
          String(index + 1),
        ]);
      });
      return;
    }
    if (!isRecord(value)) return;
    if (path && isLocaleValue(value)) {
      found.push({ path, steps, value });
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith("_")) continue;
      walk(child, path ? `${path}.${key}` : key, [...steps, key]);
    }
  };
  walk(document, "", []);
  return found;
}

/** The languages a translation may be written in (all but the default). */
export const FIELD_LANGUAGES: LanguageId[] = SUPPORTED_LANGUAGES.map(
  (language) => language.id,
).filter((id) => id !== DEFAULT_LANGUAGE);

/**
 * The records saying every translated field of `document` follows its English text as it
 * is now: for "Mark as up to date" (only `paths`, when given) and the migration.
 */
export function fieldSourcesNow(
  document: { _rev?: string } & Record<string, unknown>,
  markedAt: string,
  paths?: ReadonlySet<string>,
): FieldSource[] {
  return translatedFields(document).flatMap((field) =>
    FIELD_LANGUAGES.filter(
      (language) => readableText(field.value[language]) !== "" && (!paths || paths.has(field.path)),
    ).map((language) => ({
      _key: fieldSourceKey(field.path, language),
      _type: FIELD_SOURCE_TYPE,
      path: field.path,
      language,
      source: readableText(field.value[DEFAULT_LANGUAGE]),
      revision: document._rev ?? "",
      markedAt,
    })),
  );
}

/** `records` with `updates` in place of the records of the same field and language. */
export function mergeFieldSources(
  records: readonly FieldSource[],
  updates: readonly FieldSource[],
): FieldSource[] {
  const replaced = new Set(updates.map((update) => update._key));
  return [...records.filter((record) => !replaced.has(record._key)), ...updates];
}

/**
 * Publishing a field-translated document: the fields whose translation staff changed in
 * this draft now follow the English as it is in the draft (the one being published).
 * A field whose English changed and translation did not keeps its record: it goes stale.
 */
export function fieldSourcesOnPublish(
  published: Record<string, unknown> | null,
  draft: { _rev?: string } & Record<string, unknown>,
  markedAt: string,
): FieldSource[] {
  const before = new Map(
    (published ? translatedFields(published) : []).map((field) => [field.path, field.value]),
  );
  const edited = new Set(
    translatedFields(draft)
      .filter((field) =>
        FIELD_LANGUAGES.some(
          (language) =>
            readableText(field.value[language]) !==
            readableText(before.get(field.path)?.[language]),
        ),
      )
      .map((field) => field.path),
  );
  return fieldSourcesNow(draft, markedAt, edited);
}
