/**
 * The Vitest projects the packages' tests run in, one definition for the root's
 * vitest.config.ts (every package's files, `npm test`) and each package's own (`npm test` in
 * its folder): the two runs find the same files with the same limits. The lake keeps a copy
 * of its own: it depends on no package of ours (scripts/lib/package-boundaries.test.ts).
 */
import {
  defineConfig,
  type TestProjectInlineConfiguration,
  type ViteUserConfig,
} from "vitest/config";

/** A real lake over HTTP or a script run as a process: the integration project runs these. */
const INTEGRATION_TESTS = "**/*.integration.test.ts";

/** Every test file of `include` but the integration tests; `test` adds what one run needs. */
export function unitProject(
  include: string[],
  test: TestProjectInlineConfiguration["test"] = {},
): TestProjectInlineConfiguration {
  return {
    test: {
      name: "unit",
      include,
      exclude: [INTEGRATION_TESTS, "**/node_modules/**"],
      environment: "node",
      ...test,
    },
  };
}

/** The integration tests of `include`, with time to start a lake or a process. */
export function integrationProject(include: string[]): TestProjectInlineConfiguration {
  return {
    test: {
      name: "integration",
      include,
      exclude: ["**/node_modules/**"],
      environment: "node",
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/**
 * A package's own configuration: its unit tests (`unit`, by default every `*.test.ts` below
 * it, with `unitOptions` as unitProject's `test`) and, where it has them, its integration
 * tests.
 */
export function packageTests({
  unit = ["**/*.test.ts"],
  unitOptions = {},
  integration = false,
}: {
  unit?: string[];
  unitOptions?: TestProjectInlineConfiguration["test"];
  integration?: boolean;
} = {}): ViteUserConfig {
  return defineConfig({
    test: {
      // One file per core, as the root's run (vitest.config.ts says why).
      maxWorkers: "100%",
      projects: [
        unitProject(unit, unitOptions),
        ...(integration ? [integrationProject([INTEGRATION_TESTS])] : []),
      ],
    },
  });
}
