/**
 * Which translations fell behind (decision 0055), computed from what the lake holds: the
 * translation links and their recorded source revisions (documents translated whole), and
 * the recorded English text of each field translated per language. Pure: the tool, the
 * document banner and the tests share it.
 */
import { DEFAULT_LANGUAGE } from "@tastemap/schemas/languages";
import { readableText } from "@tastemap/schemas/readable-text";
import { TRANSLATION_LANGUAGES } from "@tastemap/schemas/translation";
import {
  FIELD_LANGUAGES,
  type FieldSource,
  fieldSourceKey,
  type SourceRevision,
  translatedFields,
} from "@tastemap/schemas/translation-sources";

export type TranslationState = "missing" | "stale" | "upToDate";

/** A document as the tool reads it (published or draft: `_id` says which). */
export interface ListedDocument {
  _id: string;
  _type: string;
  _rev: string;
  _updatedAt: string;
  language?: string | null;
  title?: string | null;
}

export interface ListedMetadata {
  _id: string;
  links: { language: string; id: string }[] | null;
  sourceRevisions?: SourceRevision[] | null;
}

export interface TranslationRow {
  key: string;
  kind: "document" | "fields";
  type: string;
  title: string;
  language: string;
  state: TranslationState;
  /** What a click opens: the translation, or the source when there is none yet. */
  openId: string;
  /** When the translation fell behind, as far as known (see staleSince). */
  staleSince?: string;
  /** The source's revision the translation follows (documents), for the history. */
  followedRevision?: string;
  sourceId: string;
  /** Fields translated per language: which are stale and which are missing. */
  staleFields?: string[];
  missingFields?: string[];
}

const isDraft = (id: string) => id.startsWith("drafts.");
const publishedId = (id: string) => id.replace(/^drafts\./, "");

/**
 * A translation of a whole document: missing when neither it nor a draft of it exists;
 * stale when no revision is recorded or the source was published since the recorded one.
 */
export function documentState(
  source: Pick<ListedDocument, "_rev">,
  translationExists: boolean,
  recorded: Pick<SourceRevision, "revision"> | undefined,
): TranslationState {
  if (!translationExists) return "missing";
  if (!recorded || recorded.revision !== source._rev) return "stale";
  return "upToDate";
}

/** One row per published default-language document and other language. */
export function documentRows(
  documents: readonly ListedDocument[],
  metadata: readonly ListedMetadata[],
): TranslationRow[] {
  const published = new Map(
    documents.filter((doc) => !isDraft(doc._id)).map((doc) => [doc._id, doc]),
  );
  const existing = new Set(documents.map((doc) => publishedId(doc._id)));
  const metadataOf = new Map<string, ListedMetadata>();
  for (const entry of metadata) {
    const source = entry.links?.find((link) => link.language === DEFAULT_LANGUAGE);
    if (source) metadataOf.set(source.id, entry);
  }
  const sources = [...published.values()].filter(
    (doc) => (doc.language ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE,
  );
  return sources.flatMap((source) =>
    TRANSLATION_LANGUAGES.map((language): TranslationRow => {
      const entry = metadataOf.get(source._id);
      const targetId = entry?.links?.find((link) => link.language === language.id)?.id;
      const exists = targetId !== undefined && existing.has(targetId);
      const recorded = entry?.sourceRevisions?.find((record) => record._key === language.id);
      const state = documentState(source, exists, recorded);
      return {
        key: `${source._id}:${language.id}`,
        kind: "document",
        type: source._type,
        title: source.title ?? source._id,
        language: language.id,
        state,
        openId: exists && targetId ? targetId : source._id,
        sourceId: source._id,
        ...(state === "stale" ? { staleSince: source._updatedAt } : {}),
        ...(recorded ? { followedRevision: recorded.revision } : {}),
      };
    }),
  );
}

export interface FieldStaleness {
  path: string;
  steps: string[];
  language: string;
  state: TranslationState;
  /** The English the translation follows, and the English now (readable text). */
  before?: string;
  after: string;
}

/** Per translated field and language of `document`: its state against its record. */
export function fieldStates(
  document: Record<string, unknown>,
  records: readonly FieldSource[],
): FieldStaleness[] {
  const byKey = new Map(records.map((record) => [record._key, record]));
  return translatedFields(document).flatMap((field) => {
    const english = readableText(field.value[DEFAULT_LANGUAGE]);
    if (english === "") return [];
    return FIELD_LANGUAGES.map((language): FieldStaleness => {
      const recorded = byKey.get(fieldSourceKey(field.path, language));
      const translated = readableText(field.value[language]) !== "";
      const state: TranslationState = !translated
        ? "missing"
        : !recorded || recorded.source !== english
          ? "stale"
          : "upToDate";
      return {
        path: field.path,
        steps: field.steps,
        language,
        state,
        after: english,
        ...(recorded ? { before: recorded.source } : {}),
      };
    });
  });
}

/** One row per field-translated document and language: stale before missing before up to date. */
export function fieldRows(
  documents: readonly (ListedDocument & Record<string, unknown>)[],
  recordsOf: (documentId: string) => readonly FieldSource[],
): TranslationRow[] {
  return documents.flatMap((document) => {
    const states = fieldStates(document, recordsOf(document._id));
    return FIELD_LANGUAGES.map((language): TranslationRow => {
      const mine = states.filter((field) => field.language === language);
      const staleFields = mine.filter((field) => field.state === "stale").map((f) => f.path);
      const missingFields = mine.filter((field) => field.state === "missing").map((f) => f.path);
      const state: TranslationState =
        staleFields.length > 0 ? "stale" : missingFields.length > 0 ? "missing" : "upToDate";
      return {
        key: `${document._id}:${language}`,
        kind: "fields",
        type: document._type,
        title: document.title ?? document._id,
        language,
        state,
        openId: document._id,
        sourceId: document._id,
        staleFields,
        missingFields,
        // The English changed at the latest when the document was last published.
        ...(state === "stale" ? { staleSince: document._updatedAt } : {}),
      };
    });
  });
}

export interface StateCounts {
  missing: number;
  stale: number;
  upToDate: number;
}

export function countStates(rows: readonly TranslationRow[]): StateCounts {
  const counts: StateCounts = { missing: 0, stale: 0, upToDate: 0 };
  for (const row of rows) counts[row.state] += 1;
  return counts;
}

/** "3 days", "5 hours", "a few minutes": how long a translation has been behind. */
export function durationSince(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 2) return "a minute";
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? "1 hour" : `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}
