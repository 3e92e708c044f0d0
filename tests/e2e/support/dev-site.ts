/**
 * The site's dev server (Vite, each page rendered per request, as `npm start` runs it)
 * against the e2e stack's lake, for the tests of what only development shows (hydration
 * warnings, the dev server's answers). The stack serves its build on WEB_PORT; this runs
 * on the port the stack keeps for it (devSiteEnv), which the lake lets call it.
 */

import type { Service } from "@tastemap/scripts/service";
import { startWebService } from "@tastemap/scripts/services/web";
import { test } from "./fixtures";
import { e2eStack } from "./stack";

export interface RunningDevSite {
  service: Service;
  url: string;
  /** The last lines the dev server printed, to explain a failure. */
  logs: string[];
}

async function startDevSite(): Promise<RunningDevSite> {
  const env = e2eStack().devSiteEnv;
  const logs: string[] = [];
  const service = await startWebService({
    port: Number(env.WEB_PORT),
    mode: "dev",
    // As under `npm start`, whatever NODE_ENV the test runner has.
    env: { ...env, NODE_ENV: "development" },
    log: (line) => {
      logs.push(line);
      if (logs.length > 200) logs.shift();
    },
  });
  return { service, url: service.url, logs };
}

/**
 * The dev server for the tests of one file: started before them,
 * stopped after; the returned function gives it inside a test.
 */
export function setUpDevSite(): () => RunningDevSite {
  let site: RunningDevSite | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await startDevSite();
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await site?.service.stop();
  });
  return () => {
    if (!site)
      throw new Error("setUpDevSite: the dev server runs only while this file's tests run");
    return site;
  };
}
