/**
 * `npm run preview`: serves the production build (`npm run build`) on
 * http://localhost:4173 (PREVIEW_PORT) through the Firebase Hosting emulator,
 * exactly as the host will. Content comes from the lake `npm start` runs, or
 * from the real project the build was made for.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { readStackConfig } from "@tastemap/config";
import { loadDotenv } from "./lib/load-dotenv";
import { assertPortFree } from "./lib/service";
import { startHostingEmulator } from "./services/firebase";

const root = path.resolve(import.meta.dirname, "..");

async function main() {
  loadDotenv(root);
  const config = readStackConfig(process.env);
  const distDir = path.join(root, "dist");
  if (!existsSync(path.join(distDir, "index.html"))) {
    console.error("No build to preview: run `npm run build` first (with the lake running).");
    process.exit(1);
  }
  await assertPortFree(config.ports.preview, "preview", "PREVIEW_PORT");
  const preview = await startHostingEmulator({
    port: config.ports.preview,
    distDir,
    log: (line) => console.log(`[preview] ${line}`),
  });
  console.log(`\nPreview of the production build: http://localhost:${config.ports.preview}`);
  console.log("Ctrl-C stops it.");
  const shutdown = () => void preview.stop().then(() => process.exit(0));
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
