/**
 * Which Content Lake the Studio talks to, read by config/studio.ts. The defaults
 * point at the local lake (`npm start`); set the variables to use a real Sanity
 * project. The CLI inlines `SANITY_STUDIO_*` into the Studio bundle only where
 * they are written out in full, hence the record below (no `process` in a browser).
 */
import { readStudioConfig } from "@tastemap/config/studio";

export const { projectId, dataset, stagingDataset, apiHost, apiVersion } = readStudioConfig({
  SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
  SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET,
  SANITY_STUDIO_STAGING_DATASET: process.env.SANITY_STUDIO_STAGING_DATASET,
  SANITY_STUDIO_API_HOST: process.env.SANITY_STUDIO_API_HOST,
});
