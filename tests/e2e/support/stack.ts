/**
 * The stack the whole run shares: started once by global-setup.ts in Playwright's runner
 * process and described to the worker processes through one environment variable (workers
 * inherit the runner's environment; Playwright has no other channel from global setup to
 * tests). Read lazily: Playwright loads the test files to list them before global setup runs.
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

let cached: ProvidedStack | undefined;

export function e2eStack(): ProvidedStack {
  if (cached) return cached;
  const described = process.env[STACK_ENV];
  if (!described) {
    throw new Error(
      `${STACK_ENV} is not set: the e2e stack exists only under \`npx playwright test\` (tests/e2e/global-setup.ts)`,
    );
  }
  cached = JSON.parse(described) as ProvidedStack;
  return cached;
}
