/**
 * A build for a deploy target (DEPLOY_TARGET, as `npm run deploy` and the workflows
 * set it) stops before it builds anything when the configuration carries a
 * development value, with a message naming each one.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fakeProductionEnv } from "./fake-production-env";

const root = path.resolve(import.meta.dirname, "../..");
let dir: string;
let env: Record<string, string>;
let outDir: string;

beforeAll(async () => {
  ({ dir, env } = await fakeProductionEnv());
  outDir = await mkdtemp(path.join(os.tmpdir(), "tastemap-refused-build-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
});

it("refuses the local lake's token, an emulator host and a localhost URL, naming each", async () => {
  const result = await execa(
    path.join(root, "node_modules/.bin/tsx"),
    ["web/build/build.ts", "--outDir", outDir],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        ...env,
        DEPLOY_TARGET: "production",
        SANITY_API_TOKEN: "local-dev-token",
        FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
        SANITY_STUDIO_PREVIEW_URL: "http://localhost:5173",
      },
      extendEnv: false,
      all: true,
      reject: false,
    },
  );
  expect(result.exitCode).toBe(1);
  expect(result.stderr).toBe(
    [
      "The production configuration is not fit to deploy:",
      "  - SANITY_API_TOKEN is the local lake's token (local-dev-token), which no real project accepts: use a token from sanity.io/manage",
      "  - FIRESTORE_EMULATOR_HOST points at a Firebase emulator: unset it for a deploy",
      "  - SANITY_STUDIO_PREVIEW_URL is http://localhost:5173, an address on this machine: users cannot reach it",
    ].join("\n"),
  );
  expect(await readdir(outDir)).toEqual([]);
});
