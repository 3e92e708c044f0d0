/**
 * A complete production configuration with made-up values of the right shape:
 * what a deployer's .env holds, minus anything real. The service-account key is a
 * file of the right kind in a temporary folder; no value reaches any service.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { EXAMPLE_DEPLOY_ENV } from "@tastemap/config/example-env";

/** The production alias .firebaserc commits: the fake Firebase project must be the one it names. */
const FAKE_FIREBASE_PROJECT = EXAMPLE_DEPLOY_ENV.VITE_FIREBASE_PROJECT_ID;

export async function fakeProductionEnv(): Promise<{ dir: string; env: Record<string, string> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "tastemap-fake-production-"));
  const keyFile = path.join(dir, "service-account.json");
  await writeFile(
    keyFile,
    JSON.stringify({
      type: "service_account",
      project_id: FAKE_FIREBASE_PROJECT,
      client_email: `deploy@${FAKE_FIREBASE_PROJECT}.iam.gserviceaccount.com`,
      private_key: "not a key",
    }),
  );
  return {
    dir,
    env: {
      // No SANITY_STAGING_DATASET: production needs none (its Studio then has one workspace).
      ...EXAMPLE_DEPLOY_ENV,
      SANITY_AUTH_TOKEN: "skFakeDeployTokenOfTheRightShape0123456789",
      SITE_URL: "https://tastemap-production.web.app",
      GOOGLE_APPLICATION_CREDENTIALS: keyFile,
    },
  };
}

/** The lines of a .env file. */
export function dotenv(env: Record<string, string>): string {
  return `${Object.entries(env)
    .map(([key, value]) => `${key}=${value}`)
    .join("\n")}\n`;
}
