/**
 * The Presentation tool: the site beside the editor, showing drafts with click-to-edit
 * overlays. The site enables draft mode at PREVIEW_ENABLE_PATH with the preview URL secret
 * Presentation writes (web/src/lib/sanity/draft-mode.ts, ADR 0016): the local lake trades it
 * for a read-only preview session; against a real project the page asks this tool for its
 * drafts over the loaders channel, so the same config works unchanged.
 */

import { PREVIEW_ENABLE_PATH } from "@tastemap/config/web";
import { presentationTool } from "sanity/presentation";
import { locations } from "./locations";
import { mainDocuments } from "./main-documents";
import { previewOrigin } from "./preview-origin";

export function sitePresentation() {
  return presentationTool({
    title: "Preview",
    previewUrl: { initial: previewOrigin, previewMode: { enable: PREVIEW_ENABLE_PATH } },
    allowOrigins: [previewOrigin],
    resolve: { locations, mainDocuments },
  });
}
