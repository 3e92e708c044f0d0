/**
 * The Presentation tool: the site beside the editor, showing drafts with click-to-edit
 * overlays. The site enables draft mode at PREVIEW_ENABLE_PATH with the preview URL secret
 * Presentation writes (web/src/lib/sanity/draft-mode.ts, ADR 0016): the local lake trades it
 * for a read-only preview session; against a real project the page asks this tool for its
 * drafts over the loaders channel, so the same config works unchanged.
 *
 * It opens at the phone's width unless the person chose desktop (ADR 0057), and its header
 * says which language and perspective the frame shows.
 */

import { PREVIEW_ENABLE_PATH } from "@tastemap/config/web";
import { definePlugin } from "sanity";
import { presentationTool } from "sanity/presentation";
import { locations } from "./locations";
import { mainDocuments } from "./main-documents";
import { PreviewHeader } from "./preview-header";
import { previewOrigin } from "./preview-origin";
import { withRememberedViewport } from "./remembered-viewport";

const TOOL_NAME = "presentation";

export const sitePresentation = definePlugin({
  name: "tastemap-presentation",
  plugins: [
    presentationTool({
      name: TOOL_NAME,
      title: "Preview",
      previewUrl: { initial: previewOrigin, previewMode: { enable: PREVIEW_ENABLE_PATH } },
      allowOrigins: [previewOrigin],
      resolve: { locations, mainDocuments },
      components: { unstable_header: { component: PreviewHeader } },
    }),
  ],
  // Presentation's tool, opened at the person's remembered width.
  tools: (tools) =>
    tools.map((tool) =>
      tool.name === TOOL_NAME
        ? { ...tool, component: withRememberedViewport(tool.component) }
        : tool,
    ),
});
