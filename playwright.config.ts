/**
 * The end-to-end suite (tests/e2e) on @playwright/test: `npx playwright test [file]`, and
 * `npm test` after the other suites (scripts/test.ts). Why Playwright's runner and how the
 * stack is shared: docs/decisions/0038-playwright-test.md; why two lanes side by side, each
 * with a stack of its own: docs/decisions/0071-two-lanes.md.
 */
import { defineConfig } from "@playwright/test";
import { chromiumArgs, headlessShellPath } from "@tastemap/bench/chromium";

/**
 * The studio lane's files: they run Studio or the site's dev server, of which a stack allows
 * one at a time (the lake lets only their origins call it).
 */
const STUDIO_LANE = [
  "dev-server",
  "pages-studio",
  "presentation-viewport",
  "presentation",
  "redirects",
  "site-health",
  "studio-offline",
  "studio-presence",
  "studio-translation",
  "studio",
  "translation-staleness",
  "waitlist",
].map((name) => `**/${name}.test.ts`);

/**
 * Files that time what a visitor waits for (a publish shown within 1 s, an interaction
 * answered within its budget): run once both lanes are done, with the machine to themselves.
 */
const ON_THEIR_OWN = ["live", "responsiveness"].map((name) => `**/${name}.test.ts`);

/** The lanes of tests/e2e/support/stack.ts (a test package's module: not imported here). */
type Lane = "site" | "studio";

export default defineConfig<object, { lane: Lane }>({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  // The support modules' own tests are unit tests (vitest.config.ts).
  testIgnore: "support/**",
  // A stack per lane (lake, emulators, the built site), described to the workers.
  globalSetup: "./tests/e2e/global-setup.ts",
  // Two lanes side by side, a worker each, each lane's files one after another: the suite
  // waits on pages, Studio and timers for ~40% of a lane's time, which the other lane fills.
  workers: 2,
  fullyParallel: false,
  // `on-their-own` is both lanes' `teardown`: Playwright's word for the project that runs
  // once they are done, whether they passed or not. Not a dependency: a failure in a lane
  // would skip it, and a run of one timed file would run both lanes first. A run of one lane
  // file runs the timed files after it (`--no-deps` leaves them out).
  projects: [
    {
      name: "site",
      testIgnore: ["support/**", ...STUDIO_LANE, ...ON_THEIR_OWN],
      workers: 1,
      teardown: "on-their-own",
      use: { lane: "site" },
    },
    {
      name: "studio",
      testMatch: STUDIO_LANE,
      workers: 1,
      teardown: "on-their-own",
      use: { lane: "studio" },
    },
    { name: "on-their-own", testMatch: ON_THEIR_OWN, workers: 1, use: { lane: "site" } },
  ],
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
