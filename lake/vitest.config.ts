import { defineConfig } from "vitest/config";

// This package's tests on their own (`npm test` in this folder). The root's vitest.config.ts
// runs the same files in its unit and integration projects, with every other package's.
// The projects are config/vitest.ts's, written out: the lake depends on no package of ours.
export default defineConfig({
  test: {
    // One file per core, as the root's run (its vitest.config.ts says why).
    maxWorkers: "100%",
    projects: [
      {
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["**/*.integration.test.ts"],
          exclude: ["**/node_modules/**"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
