/**
 * `npm run deploy -- [part...] [--target production|staging] [--dry-run] [--build]
 * [--env-file FILE]`: what to deploy, where, and whether only to check.
 */

/**
 * The parts of a release, in the order a full deploy runs them. `appcheck` comes last: Firestore
 * refuses requests without an App Check token only once the live site sends one (decision 0058).
 */
export const RELEASE_PARTS = [
  "schema",
  "studio",
  "firestore",
  "auth",
  "hosting",
  "appcheck",
] as const;
export type ReleasePart = (typeof RELEASE_PARTS)[number];

/** `webhook` is set up once per target, never part of a release. */
export type DeployPart = ReleasePart | "webhook";

export interface DeployArguments {
  /** Parts named on the command line; every release part when none is. */
  parts: DeployPart[];
  /** `--target`; undefined leaves the choice to DEPLOY_TARGET (config/deploy.ts). */
  target: string | undefined;
  /** Check and print the plan; deploy nothing, change nothing. */
  dryRun: boolean;
  /** With --dry-run: also build the site into a temporary folder (needs the content API). */
  build: boolean;
  /** A file of variables for this target (e.g. .env.staging), read before .env. */
  envFile: string | undefined;
}

export const DEPLOY_USAGE =
  "usage: npm run deploy -- [schema|studio|firestore|auth|hosting|appcheck|webhook ...] " +
  "[--target production|staging] [--dry-run [--build]] [--env-file FILE]";

function isPart(name: string): name is DeployPart {
  return name === "webhook" || (RELEASE_PARTS as readonly string[]).includes(name);
}

export function parseDeployArguments(argv: readonly string[]): DeployArguments {
  const parsed: DeployArguments = {
    parts: [],
    target: undefined,
    dryRun: false,
    build: false,
    envFile: undefined,
  };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? "";
    const [flag, inline] = argument.startsWith("--") ? argument.split("=", 2) : [argument];
    const value = () => {
      const next = inline ?? argv[++index];
      if (next === undefined || next.startsWith("--")) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === "--dry-run") parsed.dryRun = true;
    else if (flag === "--build") parsed.build = true;
    else if (flag === "--target") parsed.target = value();
    else if (flag === "--env-file") parsed.envFile = value();
    else if (isPart(argument)) parsed.parts.push(argument);
    else throw new Error(`Unknown argument "${argument}". ${DEPLOY_USAGE}`);
  }
  if (parsed.build && !parsed.dryRun) throw new Error("--build goes with --dry-run");
  if (parsed.parts.length === 0) parsed.parts = [...RELEASE_PARTS];
  return parsed;
}
