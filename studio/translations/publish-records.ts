/**
 * Publishing a translation brings it up to date (decision 0055): staff edited it against
 * the English as it is now. A translation of a whole document then follows its source's
 * current revision; in a field-translated document, each field whose translation changed
 * follows its English as published. Written once the publish has been handed to Studio;
 * a refused publish (validation) leaves the records as they were.
 */
import { DEFAULT_LANGUAGE } from "@tastemap/schemas/languages";
import { isFieldTranslated, isTranslationLinked } from "@tastemap/schemas/translation";
import { fieldSourcesOnPublish } from "@tastemap/schemas/translation-sources";
import {
  type DocumentActionComponent,
  type DocumentActionProps,
  type SanityClient,
  useClient,
} from "sanity";
import { apiVersion } from "../env";
import { wrappedPublish } from "../wrapped-publish";
import { linksOf, markDocumentUpToDate, recordFieldSources } from "./records";

/** Waits until the published document is at least as new as the draft that was published. */
async function published(client: SanityClient, id: string, after: string): Promise<boolean> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const updatedAt = await client.fetch<string | null>("*[_id == $id][0]._updatedAt", { id });
    if (updatedAt && updatedAt >= after) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function recordOnPublish(client: SanityClient, props: DocumentActionProps): Promise<void> {
  const draft = props.draft as
    | (Record<string, unknown> & { _updatedAt?: string; _rev?: string })
    | null;
  if (!draft) return;
  if (!(await published(client, props.id, draft._updatedAt ?? ""))) return;
  const language = typeof draft.language === "string" ? draft.language : DEFAULT_LANGUAGE;
  if (isTranslationLinked(props.type) && language !== DEFAULT_LANGUAGE) {
    const links = await linksOf(client, props.id);
    if (links) await markDocumentUpToDate(client, links, language);
  }
  if (isFieldTranslated(props.type)) {
    const before = props.published as Record<string, unknown> | null;
    await recordFieldSources(
      client,
      props.id,
      fieldSourcesOnPublish(before, draft, new Date().toISOString()),
    );
  }
}

function withRecords(publish: DocumentActionComponent): DocumentActionComponent {
  return (props) => {
    const description = publish(props);
    const client = useClient({ apiVersion });
    if (!description) return description;
    return {
      ...description,
      onHandle: () => {
        void recordOnPublish(client, props).catch((error: unknown) =>
          console.error("Recording what the translation follows failed", error),
        );
        description.onHandle?.();
      },
    };
  };
}

const recordingSources = wrappedPublish("PublishRecordingTranslationSource", withRecords);

/** The document's actions, Publish recording what a translation follows. */
export function withTranslationRecords(
  actions: DocumentActionComponent[],
  schemaType: string,
): DocumentActionComponent[] {
  const translated = isTranslationLinked(schemaType) || isFieldTranslated(schemaType);
  return translated ? recordingSources(actions) : actions;
}
