/**
 * Configuration lives in config/index.ts. This name stays only for
 * scripts/bench-lake.ts, which the lake's restructuring moves to lake/: that
 * move should import SANITY_API_VERSION from config/ and delete this file.
 */
export { SANITY_API_VERSION as DEFAULT_API_VERSION } from "../../config";
