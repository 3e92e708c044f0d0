/**
 * What `npm run deploy -- --dry-run` (and `npm run deploy:check`) verifies before
 * anything is deployed: only what can be known offline and without credentials.
 * Each check answers a list of problems (empty: fine) and changes nothing in the
 * repository: the build, when asked for, goes to a temporary folder.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import {
  type DeployConfig,
  type DeployTarget,
  deployBuildEnv,
  deployStudioEnv,
  type Env,
  isLoopbackHost,
  LOCAL,
  productionConfigProblems,
  readStackConfig,
} from "@tastemap/config";
import { contentSecurityPolicy } from "@tastemap/web/content-security-policy";
import { builtFirebaseJsonPath } from "@tastemap/web/hosting-redirects";
import {
  APP_CHECK_ORIGIN,
  configPolicySources,
  RECAPTCHA_ORIGINS,
} from "@tastemap/web/policy-sources";
import { execa } from "execa";
import { appCheckCommandProblems } from "./app-check";

export interface CheckContext {
  root: string;
  env: Env;
  target: DeployTarget;
  /** Set when the configuration has no problem; checks that need it skip otherwise. */
  deploy: DeployConfig | undefined;
}

export interface Check {
  name: string;
  /** Takes a minute or more (runs a tool): run only once the quick checks pass. */
  slow?: boolean;
  /** Reads the target's values: runs only when the configuration is complete. */
  needsConfiguration?: boolean;
  run(context: CheckContext): Promise<string[]>;
}

async function readJson(file: string): Promise<{ value?: unknown; problem?: string }> {
  if (!existsSync(file)) return { problem: `${path.basename(file)} is missing` };
  try {
    return { value: JSON.parse(await readFile(file, "utf8")) as unknown };
  } catch (error) {
    return { problem: `${path.basename(file)} is not valid JSON: ${(error as Error).message}` };
  }
}

/** firebase-tools' own validator of firebase.json (the JSON schema its CLI checks against). */
interface FirebaseConfigValidate {
  getValidator(): ((value: unknown) => boolean) & { errors?: unknown[] | null };
  getErrorMessage(error: unknown): string;
}
const firebaseConfigValidate = createRequire(import.meta.url)(
  "firebase-tools/lib/firebaseConfigValidate.js",
) as FirebaseConfigValidate;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

/** The variables, and the service-account key GOOGLE_APPLICATION_CREDENTIALS names. */
export const configurationCheck: Check = {
  name: "configuration",
  async run({ env, target }) {
    const problems = productionConfigProblems(env, target).map(
      ({ variable, problem }) => `${variable} ${problem}`,
    );
    for (const variable of ["SANITY_API_TOKEN", "SANITY_AUTH_TOKEN"]) {
      const token = env[variable];
      const file =
        typeof token === "string" ? await localLakeTokenFile(env, token.trim()) : undefined;
      if (file) {
        problems.push(
          `${variable} is this clone's local lake token (${file}): use a token from sanity.io/manage`,
        );
      }
    }
    const keyFile = env.GOOGLE_APPLICATION_CREDENTIALS;
    if (typeof keyFile === "string" && keyFile.trim() !== "") {
      const { value, problem } = await readJson(keyFile.trim());
      const key = record(value);
      const projectId = env.VITE_FIREBASE_PROJECT_ID;
      if (problem) problems.push(`GOOGLE_APPLICATION_CREDENTIALS: ${problem}`);
      else if (key.type !== "service_account") {
        problems.push(
          "GOOGLE_APPLICATION_CREDENTIALS names a file that is not a service-account key",
        );
      } else if (typeof projectId === "string" && key.project_id !== projectId.trim()) {
        problems.push(
          `GOOGLE_APPLICATION_CREDENTIALS is a key of project "${String(key.project_id)}", not of ${projectId}`,
        );
      }
    }
    return problems;
  },
};

/**
 * A token this clone's local lake keeps in its data folder (a clone may have a random
 * token of its own rather than the fixed one): any small file directly in the data
 * folder that holds the token's text. Answers that file, or undefined.
 */
async function localLakeTokenFile(env: Env, token: string): Promise<string | undefined> {
  const dataDir = path.resolve(
    typeof env.LAKE_DATA_DIR === "string" && env.LAKE_DATA_DIR.trim() !== ""
      ? env.LAKE_DATA_DIR.trim()
      : LOCAL.lakeDataDir,
  );
  if (token.length < 12 || !existsSync(dataDir)) return undefined;
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    const file = path.join(dataDir, entry.name);
    if (!entry.isFile() || (await stat(file)).size > 4096) continue;
    if ((await readFile(file, "utf8")).includes(token)) return file;
  }
  return undefined;
}

/** firebase.json and .firebaserc: valid, complete, and naming the target's project. */
export const firebaseFilesCheck: Check = {
  name: "firebase.json and .firebaserc",
  async run({ root, env, target }) {
    const problems: string[] = [];
    const firebaseJson = await readJson(path.join(root, "firebase.json"));
    if (firebaseJson.problem) problems.push(firebaseJson.problem);
    else {
      const validate = firebaseConfigValidate.getValidator();
      if (!validate(firebaseJson.value)) {
        problems.push(...(validate.errors ?? []).map(firebaseConfigValidate.getErrorMessage));
      }
      const hosting = record(record(firebaseJson.value).hosting);
      const firestore = record(record(firebaseJson.value).firestore);
      if (hosting.public !== "dist") problems.push('firebase.json: hosting.public must be "dist"');
      for (const key of ["rules", "indexes"] as const) {
        const file = firestore[key];
        if (typeof file !== "string") problems.push(`firebase.json: firestore.${key} is not set`);
        else if (!existsSync(path.join(root, file))) {
          problems.push(`firebase.json: firestore.${key} names ${file}, which is missing`);
        }
      }
      if (typeof firestore.indexes === "string" && existsSync(path.join(root, firestore.indexes))) {
        const indexes = await readJson(path.join(root, firestore.indexes));
        if (indexes.problem) problems.push(indexes.problem);
        else if (!Array.isArray(record(indexes.value).indexes)) {
          problems.push(`${firestore.indexes} has no "indexes" list`);
        }
      }
    }
    const firebaserc = await readJson(path.join(root, ".firebaserc"));
    if (firebaserc.problem) problems.push(firebaserc.problem);
    else {
      const aliased = record(record(firebaserc.value).projects)[target];
      const projectId = env.VITE_FIREBASE_PROJECT_ID;
      if (typeof aliased !== "string") {
        problems.push(
          `.firebaserc has no "${target}" alias: run \`npx firebase use --add\` and name it ${target}`,
        );
      } else if (typeof projectId === "string" && projectId.trim() !== aliased) {
        problems.push(
          `.firebaserc's "${target}" alias is ${aliased}, but VITE_FIREBASE_PROJECT_ID is ${projectId}: the site would sign in to one project and deploy to another`,
        );
      }
    }
    return problems;
  },
};

/**
 * The origins the production build writes into each page's Content-Security-Policy,
 * from the target's configuration: the real content API, image CDN and Firebase,
 * nothing on this machine; and firebase.json lets the deployed Studio frame the site.
 */
export const contentSecurityPolicyCheck: Check = {
  name: "Content-Security-Policy",
  needsConfiguration: true,
  async run({ root, env, deploy }) {
    if (!deploy) return [];
    const problems: string[] = [];
    const config = readStackConfig({ ...env, ...deployBuildEnv(deploy) });
    const policy = contentSecurityPolicy(configPolicySources(config), []);
    const directive = (name: string) =>
      policy
        .split("; ")
        .find((entry) => entry.startsWith(`${name} `))
        ?.split(" ")
        .slice(1) ?? [];
    const expected: Array<[string, string]> = [
      ["connect-src", `https://${deploy.sanityProjectId}.api.sanity.io`],
      ["connect-src", `https://${deploy.sanityProjectId}.apicdn.sanity.io`],
      ["connect-src", "https://identitytoolkit.googleapis.com"],
      ["connect-src", "https://securetoken.googleapis.com"],
      ["connect-src", "https://firestore.googleapis.com"],
      // App Check (decision 0058): the token exchange, reCAPTCHA Enterprise's script and frame.
      ["connect-src", APP_CHECK_ORIGIN],
      ...RECAPTCHA_ORIGINS.flatMap(
        (origin): Array<[string, string]> => [
          ["script-src", origin],
          ["frame-src", origin],
        ],
      ),
      ["img-src", "https://cdn.sanity.io"],
    ];
    for (const [name, origin] of expected) {
      if (!directive(name).includes(origin))
        problems.push(`the pages' ${name} does not allow ${origin}`);
    }
    for (const source of policy.split(/[; ]+/).filter((word) => /^https?:\/\//.test(word))) {
      if (isLoopbackHost(new URL(source).hostname)) {
        problems.push(`the pages' policy allows ${source}, an address on this machine`);
      }
    }
    const studioOrigin = `https://${deploy.studioHostname}.sanity.studio`;
    const headers = record(JSON.parse(await readFile(path.join(root, "firebase.json"), "utf8")))
      .hosting as { headers?: Array<{ headers?: Array<{ key: string; value: string }> }> };
    const ancestors =
      (headers.headers ?? [])
        .flatMap((rule) => rule.headers ?? [])
        .find((header) => header.key === "Content-Security-Policy")
        ?.value.split(";")
        .map((entry) => entry.trim())
        .find((entry) => entry.startsWith("frame-ancestors "))
        ?.split(" ")
        .slice(1) ?? [];
    return [...problems, ...frameAncestorProblems(ancestors, studioOrigin)];
  },
};

/** A Studio's own origin on sanity.studio: one host, no wildcard. */
const STUDIO_ORIGIN = /^https:\/\/[a-z0-9-]+\.sanity\.studio$/;

/** `*`, a bare scheme (`https:`) or every Studio (`https://*.sanity.studio`). */
const isWildcard = (source: string) =>
  source === "*" || /^[a-z][a-z0-9+.-]*:$/.test(source) || /\*\.sanity\.studio$/.test(source);

/**
 * Who may frame the site: itself and the project's Studios (Presentation), each named (this
 * target's, and the other target's). A wildcard would let anyone's Studio on sanity.studio, or
 * any page, frame the live site; a page on this machine has no business framing it either
 * (the local hosting emulator adds the local Studio to its own copy: scripts/services/firebase.ts).
 */
export function frameAncestorProblems(ancestors: string[], studioOrigin: string): string[] {
  const problems: string[] = [];
  if (!ancestors.includes(studioOrigin)) {
    problems.push(
      `firebase.json's frame-ancestors does not allow the Studio (${studioOrigin}): its Presentation tool could not show the site`,
    );
  }
  for (const source of ancestors) {
    if (source === "'self'" || STUDIO_ORIGIN.test(source)) continue;
    problems.push(
      isWildcard(source)
        ? `firebase.json's frame-ancestors allows ${source}, a wildcard: name the Studio's own host (${studioOrigin})`
        : `firebase.json's frame-ancestors allows ${source}, which is not a Studio on sanity.studio: only 'self' and the project's Studio hosts may frame the site`,
    );
  }
  return problems;
}

/** The last lines of a failed command's output: enough to see why. */
function tail(output: string, lines = 15): string {
  return output.trim().split("\n").slice(-lines).join("\n");
}

async function commandProblems(
  root: string,
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string[]> {
  const result = await execa(command, args, {
    cwd: root,
    env,
    all: true,
    reject: false,
  });
  if (result.exitCode === 0) return [];
  return [
    `${label} failed (\`${[path.basename(command), ...args].join(" ")}\`):\n${tail(result.all ?? "")}`,
  ];
}

const bin = (root: string, name: string) => path.join(root, "node_modules/.bin", name);

/** Every Studio workspace's schema (`npm run schema:validate`), as the target's Studio has them. */
export const schemaCheck: Check = {
  name: "content schema",
  slow: true,
  run: ({ root, env, deploy }) =>
    commandProblems(
      root,
      "schema validation",
      "npm",
      ["run", "--silent", "schema:validate"],
      deploy ? deployStudioEnv(env, deploy) : {},
    ),
};

/** firestore.rules compiles in the emulator and its tests pass. */
export const firestoreRulesCheck: Check = {
  name: "firestore.rules",
  slow: true,
  run: ({ root }) =>
    commandProblems(root, "the Firestore rules tests", bin(root, "vitest"), [
      "run",
      "--project",
      "rules",
    ]),
};

/**
 * App Check (decision 0058): the installed firebase-tools takes the `appcheck` part's commands
 * as the deploy writes them. The key itself is checked with the variables; the CSP check
 * covers reCAPTCHA's and App Check's hosts. The project's current setting needs the network.
 */
export const appCheckCheck: Check = {
  name: "App Check",
  slow: true,
  needsConfiguration: true,
  run: ({ root, deploy }) =>
    deploy ? appCheckCommandProblems(deploy, bin(root, "firebase"), root) : Promise.resolve([]),
};

/**
 * `--build`: the real build, against the target's content source, into a temporary
 * folder. Offline this cannot reach a real project's content API and fails saying so.
 */
export const buildCheck: Check = {
  name: "site build",
  slow: true,
  needsConfiguration: true,
  async run({ root, deploy }) {
    if (!deploy) return [];
    const outDir = await mkdtemp(path.join(os.tmpdir(), "tastemap-deploy-check-"));
    try {
      const routes = await commandProblems(root, "generated sources", bin(root, "tsx"), [
        "web/build/generate-sources.ts",
      ]);
      if (routes.length > 0) return routes;
      return await commandProblems(
        root,
        `the build against ${deploy.sanityProjectId}/${deploy.dataset}`,
        bin(root, "tsx"),
        ["web/build/build.ts", "--outDir", outDir],
        deployBuildEnv(deploy),
      );
    } finally {
      await rm(outDir, { recursive: true, force: true });
      await rm(`${outDir}-sourcemaps`, { recursive: true, force: true });
      await rm(builtFirebaseJsonPath(outDir), { force: true });
    }
  },
};

/**
 * The checks in the order they run: the quick ones (variables and files) first; the
 * slow ones only when those pass, so a missing variable is reported in seconds.
 */
export function deployChecks(options: { build: boolean }): Check[] {
  return [
    configurationCheck,
    firebaseFilesCheck,
    contentSecurityPolicyCheck,
    appCheckCheck,
    schemaCheck,
    firestoreRulesCheck,
    ...(options.build ? [buildCheck] : []),
  ];
}
