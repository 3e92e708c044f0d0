/**
 * `npm run seed:reset` as a developer runs it, as a process against a running lake:
 *  - issue 23, item 15: it read LAKE_HTTPS_PORT with its own rules and refused "off", which
 *    `npm run lake` accepts; every program now reads each setting in config/ (and scripts/lib/config-agreement.test.ts
 *    keeps config and the lake agreeing).
 *  - issue 23, item 8: it finds the lake's per-clone token in the data dir by itself.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { createLake, type Lake } from "@tastemap/lake";
import { makeClient, tempDir } from "@tastemap/lake/testing";
import { afterAll, beforeAll, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);
let dir: string;
let lake: Lake;

beforeAll(async () => {
  dir = tempDir("seed-reset-");
  // As `npm run lake -- LAKE_HTTPS_PORT=off` starts it: no HTTPS listener, no token given.
  lake = await createLake({
    port: 0,
    dataDir: path.join(dir, "lake"),
    projectId: "local",
    datasets: ["production"],
    log: () => undefined,
  });
});
afterAll(async () => {
  await lake.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("seeds a lake that runs with LAKE_HTTPS_PORT=off, with the data dir's own token", async () => {
  const { SANITY_API_TOKEN: _token, ...env } = process.env;
  const { stdout } = await run(
    path.join(root, "node_modules/.bin/tsx"),
    [path.join(root, "scripts/seed.ts")],
    {
      cwd: root,
      env: {
        ...env,
        LAKE_PORT: String(lake.port),
        LAKE_HTTPS_PORT: "off",
        LAKE_DATA_DIR: path.join(dir, "lake"),
      },
      timeout: 120_000,
    },
  );
  const seeded = Number(/Seeded (\d+) documents/.exec(stdout)?.[1]);
  expect(seeded).toBeGreaterThan(10);
  expect(await makeClient(lake.url).fetch("count(*)")).toBeGreaterThan(0);
});
