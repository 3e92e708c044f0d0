import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { SINGLETON_TYPES, schemaTypes } from "../schemas";
import { apiHost, apiVersion, dataset, projectId } from "./env";
import { checkLakeCertificate } from "./lake-certificate-check";
import { sitePresentation } from "./presentation";
import { structure } from "./structure";

const singletonTypes = new Set<string>(SINGLETON_TYPES);

// A singleton may be edited, published, reverted and restored, but never
// created from a template, duplicated, unpublished or deleted.
const singletonActions = new Set(["publish", "discardChanges", "restore"]);

// Against the local lake, a browser that has not yet trusted its certificate gets plain
// instructions instead of Studio's crash screen.
if (apiHost) checkLakeCertificate(apiHost, projectId);

export default defineConfig({
  name: "default",
  title: "Tastemap",
  projectId,
  dataset,
  // The local lake logs Studio in through its one provider (lake/http/handlers/login.ts):
  // Studio follows it by itself and keeps the token it gets.
  ...(apiHost ? { apiHost, auth: { loginMethod: "token", redirectOnSingle: true } } : {}),
  plugins: [
    structureTool({ structure }),
    visionTool({ defaultApiVersion: apiVersion, defaultDataset: dataset }),
    sitePresentation(),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, context) =>
      singletonTypes.has(context.schemaType)
        ? actions.filter(({ action }) => action !== undefined && singletonActions.has(action))
        : actions,
    newDocumentOptions: (options, context) =>
      context.creationContext.type === "global"
        ? options.filter((option) => !singletonTypes.has(option.templateId))
        : options,
  },
});
