import { existsSync } from "node:fs";
import path from "node:path";

/** Loads `.env` from the repo root when present; variables already set win. */
export function loadDotenv(root: string): void {
  const file = path.join(root, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}
