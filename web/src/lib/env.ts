/**
 * The site's public configuration: the VITE_* values vite.config.ts bakes in,
 * read by config/web.ts. Read once, at start-up, so a missing value fails fast
 * with the variable's name instead of a broken page.
 */
import { type Env, readWebConfig, type WebConfig } from "@tastemap/config/web";

export type WebEnv = WebConfig;

export function readWebEnv(source: Env = import.meta.env): WebEnv {
  return readWebConfig(source);
}
