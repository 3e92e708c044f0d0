/**
 * The site's dev server (Vite, each page rendered per request, as `npm start` runs it)
 * against the e2e stack's lake, for the tests of what only development shows (hydration
 * warnings, the dev server's answers). The stack serves its build on WEB_PORT; this runs
 * on the port the stack keeps for it (devSiteEnv), which the lake lets call it.
 */

import type { Service } from "@tastemap/scripts/service";
import { startWebService } from "@tastemap/scripts/services/web";
import { afterAll, beforeAll, inject } from "vitest";

export interface RunningDevSite {
  service: Service;
  url: string;
  /** The last lines the dev server printed, to explain a failure. */
  logs: string[];
}

async function startDevSite(): Promise<RunningDevSite> {
  const env = inject("stack").devSiteEnv;
  const logs: string[] = [];
  const service = await startWebService({
    port: Number(env.WEB_PORT),
    mode: "dev",
    // As under `npm start` (Vitest's own NODE_ENV is "test").
    env: { ...env, NODE_ENV: "development" },
    log: (line) => {
      logs.push(line);
      if (logs.length > 200) logs.shift();
    },
  });
  return { service, url: service.url, logs };
}

/**
 * The dev server for the tests of one file, like setUpBrowser: started before them,
 * stopped after; the returned function gives it inside a test.
 */
export function setUpDevSite(): () => RunningDevSite {
  let site: RunningDevSite | undefined;
  beforeAll(async () => {
    site = await startDevSite();
  }, 180_000);
  afterAll(async () => {
    await site?.service.stop();
  }, 60_000);
  return () => {
    if (!site)
      throw new Error("setUpDevSite: the dev server runs only while this file's tests run");
    return site;
  };
}
