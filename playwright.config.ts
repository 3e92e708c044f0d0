/**
 * The end-to-end suite (tests/e2e) on @playwright/test: `npx playwright test [file]`, and
 * `npm test` after the other suites (scripts/test.ts). Why Playwright's runner, how the stack
 * is shared and why one worker: docs/decisions/0038-playwright-test.md.
 */
import { defineConfig } from "@playwright/test";
import { chromiumArgs, headlessShellPath } from "@tastemap/bench/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  // The support modules' own tests are unit tests (vitest.config.ts).
  testIgnore: "support/**",
  // One stack for the run (lake, emulators, the built site), described to the workers.
  globalSetup: "./tests/e2e/global-setup.ts",
  // One worker, files one after another: the stack, Chromium and a Studio or dev server
  // share two CPU cores, and the Studio tests all use the one Studio port the lake allows.
  workers: 1,
  fullyParallel: false,
  // A failure is a failure: a test that passes on a second try hides a bug or a race.
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  outputDir: ".data/e2e/test-output",
  reporter: [
    ["list"],
    // What to open after a failure: each failed test's error, trace and failure report.
    ["html", { outputFolder: ".data/e2e/report", open: "never" }],
    // Counted by scripts/test.ts for `npm test`'s summary line.
    ["json", { outputFile: ".data/test-results/e2e.json" }],
  ],
  use: {
    browserName: "chromium",
    // Debian's Chromium (its headless shell when installed): Playwright's own browser download
    // cannot work offline.
    launchOptions: { executablePath: headlessShellPath(), args: chromiumArgs() },
    // playwright-core's own defaults, which the tests were written against (the runner's are
    // "no limit but the test's"): a helper that catches a 30 s wait still gets it back.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Kept for a failed test only: its actions, network, console and sources, and a screenshot
    // of each page as the test failed. Recorded for every test, so nothing that costs CPU on
    // the two cores the suite shares: DOM snapshots of every action cost 7% of a file's CPU
    // time (docs/benchmarks.md) and closed Studio's menus under Presentation, the screencast
    // more. To see the DOM at each step, rerun the file with `--trace on`.
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false, sources: true },
    screenshot: "only-on-failure",
  },
});
