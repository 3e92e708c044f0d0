import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { SINGLETON_TYPES, schemaTypes } from "../schemas";
import { apiHost, apiVersion, dataset, projectId } from "./env";
import { structure } from "./structure";

const singletonTypes = new Set<string>(SINGLETON_TYPES);

// A singleton may be edited, published, reverted and restored, but never
// created from a template, duplicated, unpublished or deleted.
const singletonActions = new Set(["publish", "discardChanges", "restore"]);

export default defineConfig({
  name: "default",
  title: "Tastemap",
  projectId,
  dataset,
  ...(apiHost ? { apiHost } : {}),
  plugins: [
    structureTool({ structure }),
    visionTool({ defaultApiVersion: apiVersion, defaultDataset: dataset }),
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
