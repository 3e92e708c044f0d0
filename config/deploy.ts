/**
 * Deploying to the real services (scripts/deploy.ts, and web/build/build.ts for a target):
 * which target, whether its environment is fit to deploy (every variable present and well
 * formed, no development default), and what the build and the deployed Studio get.
 */
import * as v from "valibot";
import { type ConfigProblem, type Env, optionalEnv, requireEnv } from "./env.ts";
import { envProblems, parseEnv, required, variables } from "./schema.ts";
import { LOCAL } from "./stack.ts";

/**
 * The two places a release goes. Each is a `.firebaserc` alias of the same name
 * (its Firebase project) and a Sanity dataset of the one Sanity project:
 * production reads SANITY_DATASET, staging SANITY_STAGING_DATASET.
 */
export const DEPLOY_TARGETS = ["production", "staging"] as const;
export type DeployTarget = (typeof DEPLOY_TARGETS)[number];

/** `--target` wins over DEPLOY_TARGET; production when neither names one. */
export function readDeployTarget(env: Env, argument?: string): DeployTarget {
  const raw = argument ?? optionalEnv(env, "DEPLOY_TARGET") ?? "production";
  const target = DEPLOY_TARGETS.find((name) => name === raw);
  if (!target) {
    throw new Error(`Unknown deploy target "${raw}": use ${DEPLOY_TARGETS.join(" or ")}`);
  }
  return target;
}

interface DeployVariable {
  /** Where to get it, for the "missing" message. */
  source: string;
  /** What it looks like when it came from the right place. */
  format?: { pattern: RegExp; looksLike: string };
}

const DATASET = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** Every variable a deploy may need, in the order its problems are listed. */
const DEPLOY_VARIABLES = {
  SANITY_PROJECT_ID: {
    source:
      "sanity.io/manage → your project: the id under its name (or `npx sanity projects list`)",
    format: {
      pattern: /^[a-z0-9]{1,32}$/,
      looksLike: "lowercase letters and digits, e.g. abc123de",
    },
  },
  SANITY_DATASET: {
    source: "`npx sanity dataset list`; create one with `npx sanity dataset create production`",
    format: { pattern: DATASET, looksLike: "e.g. production" },
  },
  SANITY_STAGING_DATASET: {
    source: "`npx sanity dataset list`; create one with `npx sanity dataset create staging`",
    format: { pattern: DATASET, looksLike: "e.g. staging" },
  },
  SANITY_STUDIO_HOSTNAME: {
    source: "a name you choose once: the Studio is deployed to https://<name>.sanity.studio",
    format: { pattern: /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, looksLike: "e.g. tastemap" },
  },
  SANITY_AUTH_TOKEN: {
    source:
      "sanity.io/manage → your project → API → Tokens → Add API token, with the Deploy Studio permission",
  },
  SITE_URL: {
    source:
      "the target's Hosting address: https://<firebase-project-id>.web.app, or its custom domain (Firebase console → Hosting)",
  },
  VITE_FIREBASE_PROJECT_ID: {
    source:
      "Firebase console → Project settings → General → Project ID (the one `.firebaserc` names for this target)",
    format: { pattern: /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, looksLike: "e.g. tastemap-prod" },
  },
  VITE_FIREBASE_API_KEY: {
    source:
      "Firebase console → Project settings → General → Your apps → the web app's config: apiKey",
    format: { pattern: /^AIza[0-9A-Za-z_-]{35}$/, looksLike: "AIza followed by 35 characters" },
  },
  VITE_FIREBASE_AUTH_DOMAIN: {
    source:
      "Firebase console → Project settings → General → Your apps → the web app's config: authDomain",
    format: {
      pattern: /^[a-z0-9-]+(\.[a-z0-9-]+)+$/,
      looksLike: "a host name, e.g. tastemap-prod.firebaseapp.com",
    },
  },
  VITE_FIREBASE_APP_ID: {
    source:
      "Firebase console → Project settings → General → Your apps → the web app's config: appId",
    format: { pattern: /^1:\d+:web:[0-9a-f]+$/, looksLike: "1:<number>:web:<hex>" },
  },
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: {
    source:
      "Google Cloud console → Security → reCAPTCHA → Create key: a Website key (score-based, no checkbox) whose domains are the site's and the Studio's hosts; the key's id is this value. The deploy registers it with App Check (decision 0058)",
    format: {
      pattern: /^[0-9A-Za-z_-]{40}$/,
      looksLike: "40 letters, digits, - or _, e.g. 6Lc…",
    },
  },
  GOOGLE_APPLICATION_CREDENTIALS: {
    source:
      "the path of a service-account key of the Firebase project (Google Cloud console → IAM → Service accounts → Keys); in GitHub Actions, google-github-actions/auth sets it",
  },
} satisfies Record<string, DeployVariable>;

type DeployVariableName = keyof typeof DEPLOY_VARIABLES;

/** The deploy's own credentials: a build for a target needs none of them. */
const CREDENTIALS: ReadonlySet<DeployVariableName> = new Set([
  "SANITY_AUTH_TOKEN",
  "GOOGLE_APPLICATION_CREDENTIALS",
]);

/** The variables a deploy of `target` cannot do without. */
export function deployVariables(target: DeployTarget): DeployVariableName[] {
  const otherDataset = target === "production" ? "SANITY_STAGING_DATASET" : "SANITY_DATASET";
  return (Object.keys(DEPLOY_VARIABLES) as DeployVariableName[]).filter(
    (name) => name !== otherDataset,
  );
}

/** One deploy variable: present ("is missing: <where to get it>") and, if it has a format, well formed. */
function deployVariable(name: DeployVariableName) {
  const variable: DeployVariable = DEPLOY_VARIABLES[name];
  const present = required(`is missing: ${variable.source}`);
  const format = variable.format;
  if (!format) return present;
  return v.pipe(
    present,
    v.regex(
      format.pattern,
      (issue) => `is "${issue.input}", which is not well formed (${format.looksLike})`,
    ),
  );
}

/** The schema of a deploy (or, without credentials, a build) of `target`. */
function deploySchema(target: DeployTarget, credentials: boolean) {
  const names = deployVariables(target).filter((name) => credentials || !CREDENTIALS.has(name));
  return variables(Object.fromEntries(names.map((name) => [name, deployVariable(name)])));
}

/**
 * The constant every local lake accepted before each clone got its own token (decision
 * 0018). Old `.env` files, notes and scripts still carry it, so a deploy refuses it by name.
 */
export const FORMER_LOCAL_LAKE_TOKEN = "local-dev-token";

/** Variables whose only job is to point a program at an emulator. */
const EMULATOR_VARIABLES = [
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_AUTH_EMULATOR_HOST",
  "FIREBASE_STORAGE_EMULATOR_HOST",
  "FIREBASE_EMULATOR_HUB",
  "VITE_FIREBASE_AUTH_EMULATOR_URL",
  "VITE_FIRESTORE_EMULATOR_HOST",
  "SANITY_STUDIO_FIREBASE_AUTH_EMULATOR_URL",
  "SANITY_STUDIO_FIRESTORE_EMULATOR_HOST",
];

/** Addresses a user of the live site or Studio must never be sent to. */
const PUBLIC_URL_VARIABLES = [
  "SITE_URL",
  "SANITY_STUDIO_SITE_URL",
  "SANITY_STUDIO_PREVIEW_URL",
  "SANITY_STUDIO_API_HOST",
  "VITE_SANITY_API_HOST",
];

/** localhost, *.localhost, 127.0.0.0/8, [::1] and 0.0.0.0: this machine, not the internet. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === "::1" ||
    host === "0.0.0.0"
  );
}

function hostOf(value: string): string | undefined {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  return URL.canParse(withScheme) ? new URL(withScheme).hostname : undefined;
}

/**
 * Development defaults that must never reach a production build or deploy: the
 * local lake (its project id, its token, its URLs), the emulators and the lake's
 * self-signed certificate. The lake's token is refused as the constant and, since a
 * clone may have a token of its own, as any token while the content target is the
 * local lake (no SANITY_PROJECT_ID, or `local`).
 */
export function developmentDefaultsIn(env: Env): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const projectId = optionalEnv(env, "SANITY_PROJECT_ID");
  const targetsLocalLake = projectId === undefined || projectId === LOCAL.sanityProjectId;
  for (const variable of ["SANITY_PROJECT_ID", "SANITY_STUDIO_PROJECT_ID"]) {
    if (optionalEnv(env, variable) === LOCAL.sanityProjectId) {
      problems.push({
        variable,
        problem: `is "${LOCAL.sanityProjectId}", the local lake's project id: name the real Sanity project`,
      });
    }
  }
  for (const variable of ["SANITY_API_TOKEN", "SANITY_AUTH_TOKEN"]) {
    const token = optionalEnv(env, variable);
    if (token === FORMER_LOCAL_LAKE_TOKEN) {
      problems.push({
        variable,
        problem:
          "is the local lake's token (local-dev-token), which no real project accepts: use a token from sanity.io/manage",
      });
    } else if (token !== undefined && targetsLocalLake) {
      problems.push({
        variable,
        problem:
          "is set while the content target is the local lake (no SANITY_PROJECT_ID): a local lake token must not be deployed",
      });
    }
  }
  for (const variable of EMULATOR_VARIABLES) {
    if (optionalEnv(env, variable) !== undefined) {
      problems.push({ variable, problem: "points at a Firebase emulator: unset it for a deploy" });
    }
  }
  for (const variable of ["VITE_FIREBASE_PROJECT_ID", "SANITY_STUDIO_FIREBASE_PROJECT_ID"]) {
    if (optionalEnv(env, variable)?.startsWith("demo-")) {
      problems.push({
        variable,
        problem:
          "is a demo- project, which exists only in the emulators: name the real Firebase project",
      });
    }
  }
  for (const variable of PUBLIC_URL_VARIABLES) {
    const value = optionalEnv(env, variable);
    const host = value === undefined ? undefined : hostOf(value);
    if (host !== undefined && isLoopbackHost(host)) {
      problems.push({
        variable,
        problem: `is ${value}, an address on this machine: users cannot reach it`,
      });
    }
  }
  const lakeCertDir = `${(optionalEnv(env, "LAKE_DATA_DIR") ?? LOCAL.lakeDataDir).replace(/\/lake\/?$/, "")}/certs`;
  const extraCa = optionalEnv(env, "NODE_EXTRA_CA_CERTS");
  if (extraCa !== undefined && (extraCa.includes(lakeCertDir) || extraCa.includes(".data/certs"))) {
    problems.push({
      variable: "NODE_EXTRA_CA_CERTS",
      problem: "names the local lake's self-signed certificate: unset it for a deploy",
    });
  }
  if (optionalEnv(env, "NODE_TLS_REJECT_UNAUTHORIZED") === "0") {
    problems.push({
      variable: "NODE_TLS_REJECT_UNAUTHORIZED",
      problem:
        "is 0 (accept any certificate, as for the lake's self-signed one): unset it for a deploy",
    });
  }
  return problems;
}

/**
 * Everything wrong with the environment of a deploy (or production build) of
 * `target`, checked without any network: each variable it needs present and well
 * formed (a missing one says where to get it), and no development default.
 * `credentials: false` leaves out the deploy's own credentials (a build needs none).
 */
export function productionConfigProblems(
  env: Env,
  target: DeployTarget,
  options: { credentials?: boolean } = {},
): ConfigProblem[] {
  const problems = envProblems(deploySchema(target, options.credentials !== false), env);
  const siteUrl = optionalEnv(env, "SITE_URL");
  if (siteUrl !== undefined && !/^https:\/\//.test(siteUrl)) {
    problems.push({
      variable: "SITE_URL",
      problem: `is "${siteUrl}": the live site is served over https://`,
    });
  }
  return [...problems, ...developmentDefaultsIn(env)];
}

export class ProductionConfigError extends Error {
  readonly target: DeployTarget;
  readonly problems: ConfigProblem[];

  constructor(target: DeployTarget, problems: ConfigProblem[]) {
    super(
      `The ${target} configuration is not fit to deploy:\n` +
        problems.map(({ variable, problem }) => `  - ${variable} ${problem}`).join("\n"),
    );
    this.name = "ProductionConfigError";
    this.target = target;
    this.problems = problems;
  }
}

/** What a deploy of one target reads, once productionConfigProblems found nothing. */
export interface DeployConfig {
  target: DeployTarget;
  /** The `.firebaserc` alias: the same name as the target. */
  firebaseAlias: DeployTarget;
  firebaseProjectId: string;
  sanityProjectId: string;
  /** The dataset this target's site reads, its Studio edits and its schema is deployed to. */
  dataset: string;
  siteUrl: string;
  /** `<name>` of https://<name>.sanity.studio. */
  studioHostname: string;
  /** The Firebase web app App Check registers (VITE_FIREBASE_APP_ID). */
  firebaseAppId: string;
  /** The reCAPTCHA Enterprise key the site attests with (decision 0058). */
  recaptchaEnterpriseSiteKey: string;
}

export function readDeployConfig(env: Env, target: DeployTarget): DeployConfig {
  const problems = productionConfigProblems(env, target, { credentials: false });
  if (problems.length > 0) throw new ProductionConfigError(target, problems);
  const values = parseEnv(deploySchema(target, false), env) as Record<DeployVariableName, string>;
  return {
    target,
    firebaseAlias: target,
    firebaseProjectId: values.VITE_FIREBASE_PROJECT_ID,
    sanityProjectId: values.SANITY_PROJECT_ID,
    dataset: target === "production" ? values.SANITY_DATASET : values.SANITY_STAGING_DATASET,
    siteUrl: new URL(values.SITE_URL).origin,
    studioHostname: values.SANITY_STUDIO_HOSTNAME,
    firebaseAppId: values.VITE_FIREBASE_APP_ID,
    recaptchaEnterpriseSiteKey: values.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY,
  };
}

/**
 * The environment `npm run build` gets for a target: the site reads the target's
 * dataset, and DEPLOY_TARGET makes the build refuse development defaults.
 */
export function deployBuildEnv(deploy: DeployConfig): Record<string, string> {
  return { DEPLOY_TARGET: deploy.target, SANITY_DATASET: deploy.dataset, SITE_URL: deploy.siteUrl };
}

/**
 * What the Sanity CLI builds the deployed Studio with (it inlines SANITY_STUDIO_*):
 * production's Studio has both workspaces (production, and staging when named);
 * staging's Studio edits only the staging dataset, so unreleased Studio code never
 * writes to production content.
 */
export function deployStudioEnv(env: Env, deploy: DeployConfig): Record<string, string> {
  const staging =
    deploy.target === "production" ? optionalEnv(env, "SANITY_STAGING_DATASET") : undefined;
  return {
    SANITY_STUDIO_PROJECT_ID: deploy.sanityProjectId,
    SANITY_STUDIO_DATASET: deploy.dataset,
    // Blank means none (optionalEnv): an inherited staging dataset must not add a workspace.
    SANITY_STUDIO_STAGING_DATASET: staging ?? "",
    SANITY_STUDIO_HOSTNAME: deploy.studioHostname,
    SANITY_STUDIO_PREVIEW_URL: deploy.siteUrl,
    SANITY_STUDIO_SITE_URL: deploy.siteUrl,
    SANITY_STUDIO_FIREBASE_PROJECT_ID: requireEnv(env, "VITE_FIREBASE_PROJECT_ID"),
    SANITY_STUDIO_FIREBASE_API_KEY: requireEnv(env, "VITE_FIREBASE_API_KEY"),
    SANITY_STUDIO_FIREBASE_AUTH_DOMAIN: requireEnv(env, "VITE_FIREBASE_AUTH_DOMAIN"),
    SANITY_STUDIO_FIREBASE_APP_ID: requireEnv(env, "VITE_FIREBASE_APP_ID"),
    // The Waitlist tool reads Firestore, which App Check enforces: the same key, whose
    // domains include the Studio's host (decision 0058).
    SANITY_STUDIO_RECAPTCHA_ENTERPRISE_SITE_KEY: requireEnv(
      env,
      "VITE_RECAPTCHA_ENTERPRISE_SITE_KEY",
    ),
  };
}

/**
 * A build made for a target (DEPLOY_TARGET set, as `npm run deploy` and the
 * workflows do) refuses development defaults and missing values before it starts;
 * any other build is a local one and is left alone. Returns the target, if any.
 */
export function checkBuildForTarget(env: Env): DeployTarget | undefined {
  if (optionalEnv(env, "DEPLOY_TARGET") === undefined) return undefined;
  const target = readDeployTarget(env);
  const problems = productionConfigProblems(env, target, { credentials: false });
  if (problems.length > 0) throw new ProductionConfigError(target, problems);
  return target;
}

/** What creating the rebuild webhook needs (`npm run deploy -- webhook`), beyond the target's values. */
export interface WebhookConfig {
  /** A Sanity token that may manage the project's webhooks. */
  manageToken: string;
  /** `owner/name` of the GitHub repository whose rebuild workflow the webhook starts. */
  repository: string;
  /** A GitHub token that may send the repository a repository_dispatch event. */
  dispatchToken: string;
}

const webhookSchema = v.pipe(
  variables({
    SANITY_MANAGE_TOKEN: required(
      "is missing: a token of a project administrator: sanity.io/manage → your project → API → Tokens → Add API token with the Administrator permission",
    ),
    GITHUB_REPOSITORY: v.pipe(
      required("is missing: owner/name of the repository on GitHub, e.g. tastemap/web"),
      v.regex(/^[\w.-]+\/[\w.-]+$/, (issue) => `is "${issue.input}": it must be owner/name`),
    ),
    GITHUB_DISPATCH_TOKEN: required(
      "is missing: github.com → Settings → Developer settings → Fine-grained tokens: this repository only, Contents read and write",
    ),
  }),
  v.transform(
    (env): WebhookConfig => ({
      manageToken: env.SANITY_MANAGE_TOKEN,
      repository: env.GITHUB_REPOSITORY,
      dispatchToken: env.GITHUB_DISPATCH_TOKEN,
    }),
  ),
);

/** Each variable creating the webhook needs that is missing (with where to get it) or malformed. */
export function webhookConfigProblems(env: Env): ConfigProblem[] {
  return envProblems(webhookSchema, env);
}

export function readWebhookConfig(env: Env): WebhookConfig {
  const problems = webhookConfigProblems(env);
  if (problems.length > 0) {
    throw new Error(
      `Creating the webhook needs:\n${problems.map(({ variable, problem }) => `  - ${variable} ${problem}`).join("\n")}`,
    );
  }
  return parseEnv(webhookSchema, env);
}
