/**
 * Where Studio finds the site to preview: SANITY_STUDIO_PREVIEW_URL (npm start and the e2e
 * stack set it), else the site's default dev address. Written out in full so the Sanity CLI
 * inlines it into the Studio bundle.
 */
import { PORTS } from "@tastemap/config/ports";
import { originOf } from "@tastemap/config/studio";

export const previewOrigin =
  originOf(process.env.SANITY_STUDIO_PREVIEW_URL ?? "") ?? `http://localhost:${PORTS.web.port}`;
