/**
 * The commands a release runs, each with the official tool of the service it
 * deploys to. Pure: the dry-run prints them, the deploy runs them, the tests
 * read them.
 */
import path from "node:path";
import { type DeployConfig, deployBuildEnv, deployStudioEnv, type Env } from "@tastemap/config";
import { APP_CHECK_CLI_ENV, APP_CHECK_WHEN_FAILED, appCheckCommands } from "./app-check";
import type { ReleasePart } from "./arguments";

/** What `npm run build` writes beside dist/ (hosting-redirects.ts builtFirebaseJsonPath). */
export const BUILT_FIREBASE_JSON = "firebase.dist.json";

export interface DeployStep {
  part: ReleasePart;
  /** What it does, in a few words. */
  label: string;
  command: string;
  args: string[];
  cwd: string;
  /** Added to the deploy's own environment. */
  env: Record<string, string>;
  /** What the operator should do when it fails, beyond the tool's own message. */
  whenFailed?: string;
}

/** How a step reads in the plan: `firebase deploy --only hosting --project staging`. */
export function describeStep(step: DeployStep): string {
  return [path.basename(step.command), ...step.args].join(" ");
}

export function releaseSteps(
  parts: readonly ReleasePart[],
  deploy: DeployConfig,
  env: Env,
  root: string,
): DeployStep[] {
  const bin = (name: string) => path.join(root, "node_modules/.bin", name);
  const studio = path.join(root, "studio");
  const studioEnv = deployStudioEnv(env, deploy);
  const firebase = (only: string): string[] => [
    "deploy",
    "--only",
    only,
    "--project",
    deploy.firebaseAlias,
    "--non-interactive",
  ];
  const stepsOf: Record<ReleasePart, DeployStep[]> = {
    schema: [
      {
        part: "schema",
        label: "content schema to the Content Lake",
        command: bin("sanity"),
        args: ["schema", "deploy"],
        cwd: studio,
        env: studioEnv,
      },
    ],
    studio: [
      {
        part: "studio",
        label: `Studio to https://${deploy.studioHostname}.sanity.studio`,
        command: bin("sanity"),
        args: ["deploy", "--yes", "--url", deploy.studioHostname],
        cwd: studio,
        env: studioEnv,
      },
    ],
    firestore: [
      {
        part: "firestore",
        label: "Firestore rules and indexes",
        command: bin("firebase"),
        args: firebase("firestore:rules,firestore:indexes"),
        cwd: root,
        env: {},
      },
    ],
    auth: [
      {
        part: "auth",
        label: "Auth sign-in providers (firebase.json auth)",
        command: bin("firebase"),
        args: firebase("auth"),
        cwd: root,
        env: {},
      },
    ],
    hosting: [
      {
        part: "hosting",
        label: `site built from the ${deploy.dataset} dataset`,
        command: "npm",
        args: ["run", "build"],
        cwd: root,
        env: deployBuildEnv(deploy),
      },
      {
        part: "hosting",
        label: `site to Firebase Hosting (${deploy.siteUrl})`,
        command: bin("firebase"),
        // The configuration the build wrote: firebase.json with the redirects from Studio
        // (web/build/hosting-redirects.ts). Beside firebase.json, so firebase-tools finds
        // .firebaserc and `public` from the same folder.
        args: [...firebase("hosting"), "--config", BUILT_FIREBASE_JSON],
        cwd: root,
        env: {},
      },
    ],
    appcheck: appCheckCommands(deploy).map(({ label, args }) => ({
      part: "appcheck",
      label,
      command: bin("firebase"),
      args,
      cwd: root,
      env: APP_CHECK_CLI_ENV,
      whenFailed: APP_CHECK_WHEN_FAILED,
    })),
  };
  return parts.flatMap((part) => stepsOf[part]);
}
