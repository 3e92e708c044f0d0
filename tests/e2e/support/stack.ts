/**
 * The stacks of the run: started by global-setup.ts in Playwright's runner process, one per
 * lane (LANES), and described to the worker processes through one environment variable
 * (workers inherit the runner's environment; Playwright has no other channel from global
 * setup to tests). Each worker runs one lane's files (playwright.config.ts) and reads that
 * lane's stack, chosen by fixtures.ts before its first test. Read lazily: Playwright loads
 * the test files to list them before global setup runs.
 */
export interface ProvidedStack {
  webUrl: string;
  distDir: string;
  /** The environment of the site's dev server against this stack (support/dev-site.ts). */
  devSiteEnv: Record<string, string>;
  lakeUrl: string;
  /** The lake's HTTP/2 + TLS origin, as Studio reaches it (self-signed certificate). */
  lakeHttpsUrl: string;
  /** The port Studio runs on in the Studio tests: the lake allows that origin. */
  studioPort: number;
  firestoreHost: string;
  authHost: string;
  firebaseProjectId: string;
  sanityProjectId: string;
  dataset: string;
  token: string;
  invitationCodes: string[];
  /** POST here restarts the lake (tests run in workers; the lake is the runner's child). */
  restartLakeUrl: string;
}

export const STACK_ENV = "TASTEMAP_E2E_STACK";

/**
 * The suite's lanes, run side by side (docs/decisions/0071-two-lanes.md): `studio` holds the
 * files that run Studio or the site's dev server (one of each per stack: the lake allows
 * their origins only), `site` every other file. A lane never sees the other's content.
 */
export const LANES = ["site", "studio"] as const;
export type Lane = (typeof LANES)[number];

export type ProvidedStacks = Record<Lane, ProvidedStack>;

let described: ProvidedStacks | undefined;
let lane: Lane | undefined;

/** Makes `name` this worker's lane: fixtures.ts, before any test or hook of the worker. */
export function chooseLane(name: Lane): void {
  lane = name;
}

export function e2eStack(): ProvidedStack {
  if (!described) {
    const json = process.env[STACK_ENV];
    if (!json) {
      throw new Error(
        `${STACK_ENV} is not set: the e2e stack exists only under \`npx playwright test\` (tests/e2e/global-setup.ts)`,
      );
    }
    described = JSON.parse(json) as ProvidedStacks;
  }
  if (!lane) throw new Error("e2eStack() before the worker chose its lane (support/fixtures.ts)");
  return described[lane];
}
