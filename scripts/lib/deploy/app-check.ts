/**
 * The `appcheck` part of a release (decision 0058): App Check's registration of the web app
 * with the site's reCAPTCHA Enterprise key, then enforcement for Firestore, each with
 * firebase-tools' own command; and the offline check that the installed CLI takes those
 * commands as the deploy will write them.
 *
 * It runs after `hosting`: Firestore starts refusing requests without a token only once the
 * live site sends one. Both commands are idempotent, so every deploy sets them again, and a
 * project changed by hand in the console is put back.
 */
import { createRequire } from "node:module";
import type { DeployConfig } from "@tastemap/config";
import { execa } from "execa";

/** The service App Check enforces, by firebase-tools' alias and by the App Check API's id. */
const ENFORCED_SERVICE = { alias: "firestore", id: "firestore.googleapis.com" } as const;

/**
 * The `appcheck:providers` and `appcheck:services` commands are a preview in firebase-tools 15,
 * behind this experiment: without it the CLI does not know them.
 */
export const APP_CHECK_CLI_ENV = { FIREBASE_CLI_EXPERIMENTS: "appcheckadmin" };

/** What to do when a step fails: the sentence the deploy prints. */
export const APP_CHECK_WHEN_FAILED =
  "App Check was not set. Give the deploy's service account the role Firebase App Check Admin " +
  "(Google Cloud console → IAM) and deploy `appcheck` again, or set it by hand: Firebase console " +
  "→ App Check → Apps → the web app → reCAPTCHA Enterprise (the site key of " +
  "VITE_RECAPTCHA_ENTERPRISE_SITE_KEY), then APIs → Cloud Firestore → Enforce.";

export interface AppCheckCommand {
  label: string;
  /** firebase-tools' arguments, the target's `--project` and `--non-interactive` included. */
  args: string[];
}

export function appCheckCommands(deploy: DeployConfig): AppCheckCommand[] {
  const project = ["--project", deploy.firebaseAlias, "--non-interactive"];
  return [
    {
      label: `App Check: the web app attests with reCAPTCHA Enterprise (${deploy.recaptchaEnterpriseSiteKey})`,
      args: [
        "appcheck:providers:set",
        "recaptcha-enterprise",
        "--app",
        deploy.firebaseAppId,
        "--site-key",
        deploy.recaptchaEnterpriseSiteKey,
        ...project,
      ],
    },
    {
      label: "App Check enforced for Cloud Firestore",
      // --force: the CLI asks before enforcing, and a deploy answers no question.
      args: ["appcheck:services:set", ENFORCED_SERVICE.alias, "enforced", "--force", ...project],
    },
  ];
}

interface FirebaseToolsAppCheck {
  services: { resolveServiceId(alias: string): string; parseEnforcementMode(mode: string): string };
  providers: {
    parseProviderType(name: string): string;
    PROVIDER_META: Record<string, { platforms: string[] }>;
  };
}

function firebaseToolsAppCheck(): FirebaseToolsAppCheck {
  const require = createRequire(import.meta.url);
  return {
    services: require("firebase-tools/lib/appcheck/services.js"),
    providers: require("firebase-tools/lib/appcheck/providers.js"),
  };
}

/** The flags a command line passes (`--app`, `--force`…), but the CLI's global ones. */
function flagsOf(args: readonly string[]): string[] {
  const global = new Set(["--project", "--non-interactive"]);
  return args.filter((arg) => arg.startsWith("--") && !global.has(arg));
}

/**
 * Offline, without a credential: the installed firebase-tools, with the experiment the deploy
 * sets, knows each command and each flag the deploy passes (its `--help`), and takes its values
 * (`firestore` is firestore.googleapis.com, `enforced` a mode, `recaptcha-enterprise` a provider
 * for web apps). What the project's setting is now needs the network: the deploy sets it.
 */
export async function appCheckCommandProblems(
  deploy: DeployConfig,
  firebase: string,
  cwd: string,
): Promise<string[]> {
  const problems: string[] = [];
  const { services, providers } = firebaseToolsAppCheck();
  const attempt = (what: string, check: () => boolean) => {
    try {
      if (!check()) problems.push(what);
    } catch (error) {
      problems.push(`${what}: ${(error as Error).message.split("\n")[0]}`);
    }
  };
  attempt(
    `firebase-tools does not resolve "${ENFORCED_SERVICE.alias}" to ${ENFORCED_SERVICE.id}`,
    () => services.resolveServiceId(ENFORCED_SERVICE.alias) === ENFORCED_SERVICE.id,
  );
  attempt(
    'firebase-tools does not take "enforced" as an enforcement mode',
    () => services.parseEnforcementMode("enforced") === "ENFORCED",
  );
  attempt(
    "firebase-tools has no reCAPTCHA Enterprise provider for web apps",
    () =>
      providers.parseProviderType("recaptcha-enterprise") === "recaptcha-enterprise" &&
      (providers.PROVIDER_META["recaptcha-enterprise"]?.platforms ?? []).includes("WEB"),
  );
  for (const { args } of appCheckCommands(deploy)) {
    const [command = ""] = args;
    const help = await execa(firebase, [command, "--help"], {
      cwd,
      env: { ...APP_CHECK_CLI_ENV, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true", CI: "1" },
      all: true,
      reject: false,
    });
    const usage = help.all ?? "";
    if (help.exitCode !== 0 || !usage.includes(`Usage: firebase ${command} `)) {
      problems.push(
        `the installed firebase-tools has no \`${command}\` (with FIREBASE_CLI_EXPERIMENTS=${APP_CHECK_CLI_ENV.FIREBASE_CLI_EXPERIMENTS}): set App Check by hand (docs/deploy.md) or update firebase-tools`,
      );
      continue;
    }
    for (const flag of flagsOf(args)) {
      if (!new RegExp(`(^|[\\s,])${flag}\\b`).test(usage)) {
        problems.push(`firebase ${command} does not take ${flag}, which the deploy passes`);
      }
    }
  }
  return problems;
}
