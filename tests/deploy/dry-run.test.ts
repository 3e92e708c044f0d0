/**
 * `npm run deploy -- --dry-run` on this checkout, as a deployer runs it: a fake but
 * complete production .env passes every offline check (schema validation and the
 * Firestore rules tests included); without one variable it fails naming it and
 * where to get it; with the local lake's token it refuses. It never changes a file.
 */
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dotenv, fakeProductionEnv } from "./fake-production-env";

const root = path.resolve(import.meta.dirname, "../..");

/** Only what the tools need to run: no variable of the caller's own setup leaks in. */
function baseEnv(): Record<string, string> {
  const keep = ["PATH", "HOME", "TMPDIR", "LANG", "JAVA_HOME", "FIRESTORE_EMULATOR_JAR"];
  return Object.fromEntries(
    keep.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])),
  );
}

async function gitStatus(): Promise<string> {
  return (await execa("git", ["status", "--porcelain"], { cwd: root })).stdout;
}

async function dryRun(envFile: string) {
  return execa(
    path.join(root, "node_modules/.bin/tsx"),
    ["scripts/deploy.ts", "--dry-run", "--env-file", envFile],
    { cwd: root, env: baseEnv(), extendEnv: false, all: true, reject: false },
  );
}

let dir: string;
let env: Record<string, string>;
let statusBefore: string;

beforeAll(async () => {
  ({ dir, env } = await fakeProductionEnv());
  statusBefore = await gitStatus();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("npm run deploy -- --dry-run", () => {
  it("passes with a fake but complete production .env, and changes nothing", async () => {
    const envFile = path.join(dir, ".env.complete");
    await writeFile(envFile, dotenv(env));
    const result = await dryRun(envFile);
    expect(result.all).toContain("✓ configuration");
    expect(result.all).toContain("✓ content schema");
    expect(result.all).toContain("✓ firestore.rules");
    expect(result.all).toContain("✓ App Check");
    expect(result.all).toContain("firebase deploy --only hosting --project production");
    // App Check is enforced for Firestore by the deploy, after the site that sends tokens.
    expect(result.all).toMatch(
      /hosting .*firebase deploy --only hosting[\s\S]*appcheck +firebase appcheck:services:set firestore enforced --force --project production/,
    );
    expect(result.all).toContain("nothing was deployed");
    expect(result.exitCode, result.all).toBe(0);
    expect(await gitStatus()).toBe(statusBefore);
  });

  it("fails naming a missing variable and where to get it", async () => {
    const { VITE_FIREBASE_APP_ID: _removed, ...rest } = env;
    const envFile = path.join(dir, ".env.missing");
    await writeFile(envFile, dotenv(rest));
    const result = await dryRun(envFile);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(
      /configuration: VITE_FIREBASE_APP_ID is missing: Firebase console → Project settings/,
    );
    expect(result.stderr).toContain("nothing was deployed");
    expect(await gitStatus()).toBe(statusBefore);
  });

  it("refuses the local lake's token", async () => {
    const envFile = path.join(dir, ".env.lake-token");
    await writeFile(envFile, dotenv({ ...env, SANITY_API_TOKEN: "local-dev-token" }));
    const result = await dryRun(envFile);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/SANITY_API_TOKEN is the local lake's token/);
  });
});
