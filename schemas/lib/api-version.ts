/**
 * The Sanity HTTP API version the content model's own queries pin (validation rules ask
 * Studio's client, `context.getClient`). The same version as every other client of the site:
 * scripts/lib/config-agreement.test.ts keeps it equal to @tastemap/config's SANITY_API_VERSION,
 * which the content model does not import (config is read by programs, not by the model).
 */
export const API_VERSION = "2025-02-19";
