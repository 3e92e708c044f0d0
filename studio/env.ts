/**
 * Which Content Lake the Studio and the CLI talk to. The defaults point at the
 * local lake (`npm start`); set the variables to use a real Sanity project.
 * `SANITY_STUDIO_*` variables are inlined into the Studio bundle by the CLI.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "local";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";

/**
 * e.g. https://localhost:8788 for the local lake. Unset means Sanity's own
 * API host. The Studio puts the project id in front of the host name
 * (https://local.localhost:8788), which the local lake serves.
 */
export const apiHost = process.env.SANITY_STUDIO_API_HOST || undefined;

export const apiVersion = "2025-02-19";
