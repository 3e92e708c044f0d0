/**
 * A document's translation status for its banner (decision 0055): for a translation of a
 * whole document, the English changes since the revision it follows (from the history
 * API); for a field-translated document, its fields whose English changed since the
 * English their translation was written from. Refreshed when the source or the records
 * change, so the banner appears while the translation is open.
 */
import { DEFAULT_LANGUAGE } from "@tastemap/schemas/languages";
import { isFieldTranslated, isTranslationLinked } from "@tastemap/schemas/translation";
import {
  type FieldSource,
  fieldSourcesId,
  fieldSourcesNow,
} from "@tastemap/schemas/translation-sources";
import { useCallback, useEffect, useMemo, useState } from "react";
import { type SanityClient, useClient } from "sanity";
import { apiVersion } from "../env";
import { type Change, summarizeChanges } from "./change-summary";
import { documentAtRevision, firstChangeAfter } from "./lake-history";
import {
  fieldSourcesOf,
  linksOf,
  markDocumentUpToDate,
  recordFieldSources,
  sourceIdOf,
  type TranslationLinks,
} from "./records";
import { fieldStates } from "./staleness";

export interface TranslationStatus {
  changes: Change[];
  /** When the English first changed after the followed revision, when history says. */
  since?: string;
  /** Nothing recorded yet, or the followed revision is past the history's retention. */
  unknownBefore: boolean;
  markUpToDate: () => Promise<void>;
}

type DocumentValue = { _id: string; _type: string; _rev?: string; language?: unknown } & Record<
  string,
  unknown
>;

/** What each document's status was last read as, by published id. */
const lastKnown = new Map<
  string,
  {
    links?: TranslationLinks | null;
    records?: FieldSource[];
    status?: Omit<TranslationStatus, "markUpToDate"> | null;
  }
>();

const publishedId = (id: string) => id.replace(/^drafts\./, "");

/** Bumps a counter whenever one of `ids` changes in the lake. */
function useChanges(client: SanityClient, ids: string[]): number {
  const [tick, setTick] = useState(0);
  const key = ids.join(",");
  useEffect(() => {
    if (!key) return;
    const subscription = client
      .listen(
        "*[_id in $ids]",
        { ids: key.split(",") },
        { visibility: "query", events: ["mutation"] },
      )
      .subscribe({ next: () => setTick((n) => n + 1), error: () => undefined });
    return () => subscription.unsubscribe();
  }, [client, key]);
  return tick;
}

async function documentStatus(
  client: SanityClient,
  links: TranslationLinks,
  language: string,
): Promise<Omit<TranslationStatus, "markUpToDate"> | null> {
  const sourceId = sourceIdOf(links);
  if (!sourceId) return null;
  const source = await client.fetch<DocumentValue | null>(
    "*[_id == $id][0]",
    { id: sourceId },
    { perspective: "raw" },
  );
  if (!source) return null;
  const recorded = links.sourceRevisions?.find((record) => record._key === language);
  if (recorded?.revision === source._rev) return null;
  const [before, since] = recorded
    ? await Promise.all([
        documentAtRevision(client, sourceId, recorded.revision).catch(() => null),
        firstChangeAfter(client, sourceId, recorded.revision).catch(() => undefined),
      ])
    : [null, undefined];
  return {
    changes: before ? summarizeChanges(before, source) : [],
    ...(since ? { since } : {}),
    unknownBefore: !before,
  };
}

function fieldStatus(value: DocumentValue, records: FieldSource[]): Change[] {
  return fieldStates(value, records)
    .filter((field) => field.state === "stale")
    .map((field) => ({ path: field.steps, before: field.before ?? "", after: field.after }));
}

export function useTranslationStatus(value: DocumentValue | undefined): TranslationStatus | null {
  const client = useClient({ apiVersion });
  const id = value?._id ? publishedId(value._id) : "";
  const type = value?._type ?? "";
  const language = typeof value?.language === "string" ? value.language : DEFAULT_LANGUAGE;
  const wholeDocument = isTranslationLinked(type) && language !== DEFAULT_LANGUAGE;
  const perField = isFieldTranslated(type);

  // Studio mounts a document's form more than once while it loads: each mount starts from
  // what the last one found, so the banner does not vanish while it is read again.
  const known = lastKnown.get(id);
  const [links, setLinks] = useState<TranslationLinks | null>(known?.links ?? null);
  const [records, setRecords] = useState<FieldSource[] | null>(known?.records ?? null);
  const [status, setStatus] = useState<Omit<TranslationStatus, "markUpToDate"> | null>(
    known?.status ?? null,
  );
  const [refresh, setRefresh] = useState(0);
  const sourceId = links ? sourceIdOf(links) : undefined;
  const watched = [
    ...(links ? [links._id] : []),
    ...(sourceId ? [sourceId] : []),
    ...(perField && id ? [fieldSourcesId(id)] : []),
  ];
  const changed = useChanges(client, watched);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` and `changed` are what re-read it
  useEffect(() => {
    if (!id || !wholeDocument) return;
    let active = true;
    void (async () => {
      const found = await linksOf(client, id);
      const next = found ? await documentStatus(client, found, language) : null;
      if (!active) return;
      setLinks(found);
      setStatus(next);
      lastKnown.set(id, { ...lastKnown.get(id), links: found, status: next });
    })().catch((error: unknown) => console.error("Translation status failed", error));
    return () => {
      active = false;
    };
  }, [client, id, wholeDocument, language, refresh, changed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` and `changed` are what re-read it
  useEffect(() => {
    if (!id || !perField) return;
    let active = true;
    fieldSourcesOf(client, id).then(
      (found) => {
        if (!active) return;
        setRecords(found);
        lastKnown.set(id, { ...lastKnown.get(id), records: found });
      },
      (error: unknown) => console.error("Translation records failed", error),
    );
    return () => {
      active = false;
    };
  }, [client, id, perField, refresh, changed]);

  const fieldChanges = useMemo(
    () => (perField && value && records ? fieldStatus(value, records) : []),
    [perField, value, records],
  );

  const markUpToDate = useCallback(async () => {
    if (wholeDocument && links) await markDocumentUpToDate(client, links, language);
    if (perField && value) {
      const stale = new Set(
        fieldStates(value, records ?? [])
          .filter((field) => field.state === "stale")
          .map((field) => field.path),
      );
      await recordFieldSources(client, id, fieldSourcesNow(value, new Date().toISOString(), stale));
    }
    setRefresh((n) => n + 1);
  }, [client, wholeDocument, perField, links, language, value, records, id]);

  if (wholeDocument) return status ? { ...status, markUpToDate } : null;
  if (perField && fieldChanges.length > 0) {
    return { changes: fieldChanges, unknownBefore: false, markUpToDate };
  }
  return null;
}
