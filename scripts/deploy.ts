/**
 * `npm run deploy`: a release to the real services, each with its official tool
 * (scripts/lib/deploy/steps.ts): the content schema and the Studio (Sanity CLI),
 * Firestore rules and indexes, then the prerendered site, then App Check's registration
 * and its enforcement for Firestore (Firebase CLI).
 * `--target production|staging` (or DEPLOY_TARGET) picks the `.firebaserc` alias
 * and the Sanity dataset; parts may be named (`npm run deploy -- hosting`).
 *
 * Every deploy first runs the offline checks (scripts/lib/deploy/checks.ts) and
 * deploys nothing when one fails. `--dry-run` (`npm run deploy:check`) runs only
 * them and prints the plan: it changes nothing. docs/deploy.md says the rest.
 */
import path from "node:path";
import {
  type DeployConfig,
  type DeployTarget,
  readDeployConfig,
  readDeployTarget,
  readWebhookConfig,
  webhookConfigProblems,
} from "@tastemap/config";
import { execa } from "execa";
import {
  DEPLOY_USAGE,
  type DeployArguments,
  parseDeployArguments,
  type ReleasePart,
} from "./lib/deploy/arguments";
import { deployChecks } from "./lib/deploy/checks";
import { describeStep, releaseSteps } from "./lib/deploy/steps";
import { createWebhook, readWebhookDefinition, webhookFor } from "./lib/deploy/webhook";
import { loadDotenv } from "./lib/load-dotenv";

const root = path.resolve(import.meta.dirname, "..");

function parse(): DeployArguments {
  try {
    return parseDeployArguments(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    console.error(DEPLOY_USAGE);
    process.exit(2);
  }
}

/** Runs the checks, prints each outcome, answers every problem found. */
async function check(target: DeployTarget, deploy: DeployConfig | undefined, build: boolean) {
  const problems: string[] = [];
  // The slow checks wait for the quick ones (variables, files) to pass, not for each other.
  let quickOnesFailed = false;
  for (const one of deployChecks({ build })) {
    if ((one.slow && quickOnesFailed) || (one.needsConfiguration && !deploy)) {
      console.log(`- ${one.name}: not run until the problems above are fixed`);
      continue;
    }
    const found = await one.run({ root, env: process.env, target, deploy });
    console.log(`${found.length === 0 ? "✓" : "✗"} ${one.name}`);
    for (const problem of found) console.log(`    ${problem.replace(/\n/g, "\n    ")}`);
    problems.push(...found.map((problem) => `${one.name}: ${problem.split("\n")[0]}`));
    if (!one.slow && found.length > 0) quickOnesFailed = true;
  }
  return problems;
}

function printPlan(args: DeployArguments, deploy: DeployConfig | undefined) {
  if (!deploy) return;
  const release = args.parts.filter((part): part is ReleasePart => part !== "webhook");
  console.log(
    `\nPlan for ${deploy.target} (Firebase alias "${deploy.firebaseAlias}", dataset "${deploy.dataset}"):`,
  );
  for (const step of releaseSteps(release, deploy, process.env, root)) {
    console.log(`  ${step.part.padEnd(9)} ${describeStep(step)}   # ${step.label}`);
  }
  if (args.parts.includes("webhook")) {
    console.log(
      `  webhook   create the rebuild webhook on ${deploy.sanityProjectId}/${deploy.dataset}`,
    );
  }
}

/**
 * `webhook`: its own variables, and (for the dry run, or for creating it by hand in
 * sanity.io/manage) the definition it would create, with the GitHub token hidden.
 */
async function webhookProblems(deploy: DeployConfig | undefined): Promise<string[]> {
  const problems = webhookConfigProblems(process.env).map(
    ({ variable, problem }) => `${variable} ${problem}`,
  );
  console.log(`${problems.length === 0 ? "✓" : "✗"} webhook variables`);
  for (const problem of problems) console.log(`    ${problem}`);
  if (deploy && problems.length === 0) {
    const body = webhookFor(await readWebhookDefinition(root), deploy, {
      ...readWebhookConfig(process.env),
      dispatchToken: "<GITHUB_DISPATCH_TOKEN>",
    });
    console.log(`\nThe webhook for ${deploy.sanityProjectId}:\n${JSON.stringify(body, null, 2)}`);
  }
  return problems.map((problem) => `webhook variables: ${problem}`);
}

async function main() {
  const args = parse();
  // A target's own file first: variables already set win, so it overrides .env.
  if (args.envFile) process.loadEnvFile(path.resolve(args.envFile));
  loadDotenv(root);
  const target = readDeployTarget(process.env, args.target);
  let deploy: DeployConfig | undefined;
  try {
    deploy = readDeployConfig(process.env, target);
  } catch {
    deploy = undefined; // the configuration check names what is wrong
  }

  console.log(`Checking the ${target} deploy (offline, changes nothing)…`);
  const problems = await check(target, deploy, args.build);
  if (args.parts.includes("webhook")) problems.push(...(await webhookProblems(deploy)));
  printPlan(args, deploy);
  if (problems.length > 0 || !deploy) {
    console.error(`\n${problems.length} problem(s); nothing was deployed:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  if (args.dryRun) {
    console.log(
      args.build
        ? "\nDry run: every check passed, the site built; nothing was deployed."
        : "\nDry run: every check passed; nothing was deployed. The site was not built (add --build: it needs the content API).",
    );
    return;
  }

  const release = args.parts.filter((part): part is ReleasePart => part !== "webhook");
  for (const step of releaseSteps(release, deploy, process.env, root)) {
    console.log(`\n▶ ${step.part}: ${step.label}\n  ${describeStep(step)}`);
    const result = await execa(step.command, step.args, {
      cwd: step.cwd,
      env: step.env,
      stdio: "inherit",
      reject: false,
    });
    if (result.exitCode !== 0) {
      console.error(
        `\n${step.part} failed (${describeStep(step)}); the steps after it did not run.`,
      );
      if (step.whenFailed) console.error(step.whenFailed);
      process.exit(1);
    }
  }
  if (args.parts.includes("webhook")) {
    const webhook = readWebhookConfig(process.env);
    const body = webhookFor(await readWebhookDefinition(root), deploy, webhook);
    const id = await createWebhook(body, deploy, webhook.manageToken);
    console.log(`\n▶ webhook: created ${id} on ${deploy.sanityProjectId}/${deploy.dataset}`);
  }
  console.log(`\nDeployed ${args.parts.join(", ")} to ${target}: ${deploy.siteUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
