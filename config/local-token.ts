/**
 * The stack's configuration with the local lake's token filled in. Node only (the browser and
 * Studio bundles never see the token): config/index.ts stays free of I/O, and this module
 * fills in what it cannot. The token file is the lake's (`@tastemap/lake/local-token`).
 */
import { ensureLocalToken } from "@tastemap/lake/local-token";
import type { StackConfig } from "./index";

export { localTokenFile } from "@tastemap/lake/local-token";

/**
 * In local mode SANITY_API_TOKEN when set (an explicit choice), else the per-clone token of
 * LAKE_DATA_DIR. A real Sanity project's token only ever comes from SANITY_API_TOKEN.
 */
export function withLocalToken(config: StackConfig): StackConfig {
  if (config.sanity.mode !== "local" || config.sanity.token) return config;
  return {
    ...config,
    sanity: { ...config.sanity, token: ensureLocalToken(config.lakeDataDir) },
  };
}
