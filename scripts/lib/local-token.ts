/**
 * The stack's configuration with the local lake's token filled in. Here, in Node, because the
 * token is a file: @tastemap/config stays free of I/O (the browser and Studio bundles import
 * it), and the file's name and format are the lake's (`@tastemap/lake/local-token`).
 */
import type { StackConfig } from "@tastemap/config";
import { ensureLocalToken } from "@tastemap/lake/local-token";

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
