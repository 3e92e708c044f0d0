import { visionTool } from "@sanity/vision";
import { SINGLETON_TYPES, schemaTypes } from "@tastemap/schemas";
import { SUPPORTED_LANGUAGES } from "@tastemap/schemas/languages";
import { TRANSLATION_METADATA_TYPE } from "@tastemap/schemas/translation";
import { FIELD_SOURCES_TYPE } from "@tastemap/schemas/translation-sources";
import { defineConfig, type WorkspaceOptions } from "sanity";
import { structureTool } from "sanity/structure";
import { createTranslationActions } from "./create-translation-action";
import {
  apiHost,
  apiVersion,
  dataset as productionDataset,
  projectId,
  stagingDataset,
} from "./env";
import { checkLakeCertificate } from "./lake-certificate-check";
import { answerSanityCallsLocally } from "./offline-sanity-calls";
import { pageTemplates } from "./page-templates";
import { sitePresentation } from "./presentation";
import { withRedirectOnRename } from "./redirect-on-rename-action";
import { siteHealth } from "./site-health";
import { structure } from "./structure";
import { translationTemplateId, translationTemplates } from "./translation-plugins";
import { translationStaleness } from "./translations";
import { waitlistTool } from "./waitlist";

const singletonTypes = new Set<string>(SINGLETON_TYPES);
// Written by Studio and the scripts, never created by staff (decisions 0030, 0055).
const bookkeepingTypes = new Set<string>([TRANSLATION_METADATA_TYPE, FIELD_SOURCES_TYPE]);
// A singleton's language versions are opened from its item in the structure, never created anew.
const singletonTemplateIds = new Set(
  SINGLETON_TYPES.flatMap((type) =>
    SUPPORTED_LANGUAGES.map((language) => translationTemplateId(type, language.id)),
  ),
);

// A singleton may be edited, published, reverted and restored, but never
// created from a template, duplicated, unpublished or deleted.
const singletonActions = new Set(["publish", "discardChanges", "restore"]);

// Against the local lake, a browser that has not yet trusted its certificate gets plain
// instructions instead of Studio's crash screen.
if (apiHost) checkLakeCertificate(apiHost, projectId);
// Against the local lake nothing may need the internet: Studio's own calls to sanity.io
// (update check, feedback probe) are answered in the page.
if (apiHost) answerSanityCallsLocally();

/** One workspace per dataset: production, and staging where staff try things out first. */
const workspace = (name: string, title: string, dataset: string, basePath: string) => ({
  name,
  title,
  basePath,
  projectId,
  dataset,
  ...shared(dataset),
});

/**
 * How Studio logs in to the local lake: through its one provider
 * (lake/http/handlers/login.ts), which Studio follows by itself, keeping the token it
 * gets. Auth belongs to the project, not the workspace (both workspaces share one
 * session), so every workspace gets this one object. Against sanity.io: Studio's own.
 */
const localLakeAuth: WorkspaceOptions["auth"] = { loginMethod: "token", redirectOnSingle: true };

const shared = (
  dataset: string,
): Omit<WorkspaceOptions, "name" | "projectId" | "dataset" | "basePath"> => ({
  ...(apiHost ? { apiHost, auth: localLakeAuth } : {}),
  plugins: [
    structureTool({ structure }),
    visionTool({ defaultApiVersion: apiVersion, defaultDataset: dataset }),
    translationStaleness(),
    siteHealth(),
    waitlistTool(),
    // The site reads the production dataset, so only that workspace can preview it.
    ...(dataset === productionDataset ? [sitePresentation()] : []),
  ],
  schema: {
    types: schemaTypes,
    // A new page may start blank or from a template with the usual sections (page-templates.ts);
    // a page translated per document is created in a language (translation-plugins.ts).
    templates: (templates) => [
      ...templates.filter(
        ({ schemaType }) => !singletonTypes.has(schemaType) && !bookkeepingTypes.has(schemaType),
      ),
      ...pageTemplates,
      ...translationTemplates(
        (schemaType) =>
          templates.find((template) => template.id === schemaType)?.title ?? schemaType,
      ),
    ],
  },
  document: {
    actions: (actions, context) => [
      ...(singletonTypes.has(context.schemaType)
        ? actions.filter(({ action }) => action !== undefined && singletonActions.has(action))
        : withRedirectOnRename(actions, context.schemaType)),
      ...createTranslationActions(context.schemaType),
    ],
    newDocumentOptions: (options, context) =>
      context.creationContext.type === "global"
        ? options.filter(
            (option) =>
              !singletonTypes.has(option.templateId) &&
              !singletonTemplateIds.has(option.templateId),
          )
        : options,
  },
});

export default defineConfig([
  workspace("production", "Tastemap", productionDataset, "/production"),
  ...(stagingDataset
    ? [workspace("staging", "Tastemap (staging)", stagingDataset, "/staging")]
    : []),
]);
