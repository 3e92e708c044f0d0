import path from "node:path";
import { readDeployConfig } from "@tastemap/config";
import { EXAMPLE_DEPLOY_ENV } from "@tastemap/config/example-env";
import { builtFirebaseJsonPath } from "@tastemap/web/hosting-redirects";
import { describe, expect, it } from "vitest";
import { RELEASE_PARTS } from "./arguments";
import { BUILT_FIREBASE_JSON, describeStep, releaseSteps } from "./steps";

const env = { ...EXAMPLE_DEPLOY_ENV, SANITY_STAGING_DATASET: "staging" };

describe("releaseSteps", () => {
  it("deploys the hosting configuration the build wrote, from the folder of .firebaserc", () => {
    const steps = releaseSteps(["hosting"], readDeployConfig(env, "production"), env, "/repo");
    const deploy = steps.find((step) => step.args[0] === "deploy");
    expect(deploy?.cwd).toBe("/repo");
    expect(builtFirebaseJsonPath("/repo/dist")).toBe(path.join("/repo", BUILT_FIREBASE_JSON));
    expect(deploy?.args.slice(-2)).toEqual(["--config", BUILT_FIREBASE_JSON]);
  });

  it("runs each part with its official tool, against the target's alias", () => {
    const steps = releaseSteps(RELEASE_PARTS, readDeployConfig(env, "staging"), env, "/repo");
    expect(steps.map((step) => [step.part, describeStep(step)])).toEqual([
      ["schema", "sanity schema deploy"],
      ["studio", "sanity deploy --yes --url tastemap"],
      [
        "firestore",
        "firebase deploy --only firestore:rules,firestore:indexes --project staging --non-interactive",
      ],
      ["auth", "firebase deploy --only auth --project staging --non-interactive"],
      ["hosting", "npm run build"],
      [
        "hosting",
        "firebase deploy --only hosting --project staging --non-interactive --config firebase.dist.json",
      ],
      [
        "appcheck",
        `firebase appcheck:providers:set recaptcha-enterprise --app ${env.VITE_FIREBASE_APP_ID} --site-key ${env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY} --project staging --non-interactive`,
      ],
      [
        "appcheck",
        "firebase appcheck:services:set firestore enforced --force --project staging --non-interactive",
      ],
    ]);
  });

  it("sets App Check with the CLI's preview commands enabled, and says what to do when it cannot", () => {
    const steps = releaseSteps(["appcheck"], readDeployConfig(env, "production"), env, "/repo");
    expect(steps).toHaveLength(2);
    for (const step of steps) {
      expect(step.env).toEqual({ FIREBASE_CLI_EXPERIMENTS: "appcheckadmin" });
      expect(step.whenFailed).toMatch(/Firebase App Check Admin.*Cloud Firestore → Enforce/);
    }
  });

  it("builds the site for the target and the Studio from the target's values", () => {
    const production = readDeployConfig(env, "production");
    const [build] = releaseSteps(["hosting"], production, env, "/repo");
    expect(build?.env).toEqual({
      DEPLOY_TARGET: "production",
      SANITY_DATASET: "production",
      SITE_URL: "https://tastemap.example",
    });
    const [studio] = releaseSteps(["studio"], production, env, "/repo");
    expect(studio?.cwd).toBe("/repo/studio");
    expect(studio?.env).toMatchObject({
      SANITY_STUDIO_PROJECT_ID: "abc123de",
      SANITY_STUDIO_DATASET: "production",
      SANITY_STUDIO_STAGING_DATASET: "staging",
      SANITY_STUDIO_PREVIEW_URL: "https://tastemap.example",
      SANITY_STUDIO_FIREBASE_PROJECT_ID: "tastemap-production",
    });
    const [stagingStudio] = releaseSteps(
      ["studio"],
      readDeployConfig(env, "staging"),
      env,
      "/repo",
    );
    expect(stagingStudio?.env).toMatchObject({
      SANITY_STUDIO_DATASET: "staging",
      SANITY_STUDIO_STAGING_DATASET: "",
    });
  });
});
