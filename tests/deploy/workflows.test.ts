/**
 * The wiring between the Sanity webhook (.github/sanity-webhook.json), the GitHub
 * Actions workflows and `npm run deploy`: the event the webhook sends is the one
 * the rebuild workflow listens for, its filter lets every published document type of
 * the schema through and nothing else, and the workflows run commands the deploy
 * script accepts with every variable the target needs. The filter and projection are
 * evaluated with groq-js in delta mode, as Sanity evaluates a webhook's.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  DEPLOY_TARGETS,
  type DeployConfig,
  deployVariables,
  readStackConfig,
} from "@tastemap/config";
import { schemaTypes } from "@tastemap/schemas";
import { parseDeployArguments } from "@tastemap/scripts/deploy/arguments";
import { readWebhookDefinition, webhookFor } from "@tastemap/scripts/deploy/webhook";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

const root = path.resolve(import.meta.dirname, "../..");

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { environment?: string; env?: Record<string, string>; steps: Step[] }>;
}

async function workflow(name: string): Promise<Workflow> {
  return parseYaml(await readFile(path.join(root, ".github/workflows", name), "utf8")) as Workflow;
}

const production: DeployConfig = {
  target: "production",
  firebaseAlias: "production",
  firebaseProjectId: "tastemap-production",
  sanityProjectId: "abc123de",
  dataset: "production",
  siteUrl: "https://tastemap.example",
  studioHostname: "tastemap",
  firebaseAppId: "1:123456789012:web:0123456789abcdef",
  recaptchaEnterpriseSiteKey: "6LcFakeSiteKeyOfTheRightShape0123456789a",
};

const webhookOf = async (deploy: DeployConfig) =>
  webhookFor(await readWebhookDefinition(root), deploy, {
    repository: "tastemap/web",
    dispatchToken: "github_pat_fake",
  });

/** What Sanity computes for one published change: the filter's verdict and the body it sends. */
async function deliver(
  webhook: Awaited<ReturnType<typeof webhookOf>>,
  document: Record<string, unknown>,
) {
  const context = {
    before: null,
    after: document,
    root: document,
    sanity: { projectId: production.sanityProjectId, dataset: webhook.dataset },
  };
  const matches = await (
    await evaluate(parse(webhook.rule.filter, { mode: "delta" }), context)
  ).get();
  const body = await (
    await evaluate(parse(webhook.rule.projection, { mode: "delta" }), context)
  ).get();
  return {
    matches: matches === true,
    body: body as { event_type: string; client_payload: Record<string, unknown> },
  };
}

/** The run: lines of a job's steps, joined. */
const commands = (flow: Workflow, job: string) =>
  (flow.jobs[job]?.steps ?? []).flatMap((step) => (step.run ? [step.run] : [])).join("\n");

/** `npm run deploy -- …` in a run: line → the arguments the deploy script gets. */
function deployArguments(run: string, target: string): string[] {
  const line = run.split("\n").find((entry) => entry.includes("npm run deploy --"));
  expect(line, `no "npm run deploy --" in:\n${run}`).toContain("npm run deploy --");
  return (line ?? "")
    .replace(/.*npm run deploy --\s*/, "")
    .replaceAll('"$DEPLOY_TARGET"', target)
    .split(/\s+/)
    .filter(Boolean);
}

describe("the rebuild webhook and .github/workflows/rebuild.yml", () => {
  it("sends the repository_dispatch event the rebuild workflow listens for", async () => {
    const webhook = await webhookOf(production);
    const { matches, body } = await deliver(webhook, { _id: "city-rome", _type: "city" });
    expect(matches).toBe(true);
    const rebuild = await workflow("rebuild.yml");
    expect(rebuild.on).toEqual({ repository_dispatch: { types: [body.event_type] } });
    expect(body.client_payload).toMatchObject({
      target: "production",
      dataset: "production",
      documentId: "city-rome",
      operation: "create",
    });
    expect(webhook.url).toBe("https://api.github.com/repos/tastemap/web/dispatches");
    expect(webhook.httpMethod).toBe("POST");
    expect(webhook.headers.Authorization).toBe("Bearer github_pat_fake");
    expect(JSON.stringify(webhook)).not.toContain("{{");
  });

  it("lets through a publish of every document type the site shows, and no draft or release version", async () => {
    const webhook = await webhookOf(production);
    expect(webhook.includeDrafts).toBe(false);
    expect(webhook.rule.on).toEqual(["create", "update", "delete"]);
    const documentTypes = schemaTypes
      .filter((type) => type.type === "document")
      .map((type) => type.name);
    expect(documentTypes.length).toBeGreaterThan(10);
    // Staff's bookkeeping, which no page shows: its publish rebuilds nothing.
    const notOnTheSite = ["translation.fieldSources"];
    for (const type of notOnTheSite) {
      expect(documentTypes).toContain(type);
      expect((await deliver(webhook, { _id: `a-${type}`, _type: type })).matches, type).toBe(false);
    }
    const shown = documentTypes.filter((name) => !notOnTheSite.includes(name));
    for (const type of shown) {
      expect((await deliver(webhook, { _id: `a-${type}`, _type: type })).matches, type).toBe(true);
      expect((await deliver(webhook, { _id: `drafts.a-${type}`, _type: type })).matches).toBe(
        false,
      );
      expect((await deliver(webhook, { _id: `versions.r1.a-${type}`, _type: type })).matches).toBe(
        false,
      );
    }
    expect((await deliver(webhook, { _id: "image-1", _type: "sanity.imageAsset" })).matches).toBe(
      false,
    );
    // And names no type the schema no longer has (the singletons that pages replaced).
    const named = /_type in \[([^\]]*)\]/.exec(webhook.rule.filter)?.[1] ?? "";
    expect(JSON.parse(`[${named}]`).sort()).toEqual(shown.sort());
  });

  it("rebuilds the target the webhook names, with the command that builds and deploys Hosting", async () => {
    const rebuild = await workflow("rebuild.yml");
    const job = rebuild.jobs.rebuild;
    const targetOf = "github.event.client_payload.target == 'staging' && 'staging' || 'production'";
    expect(job?.environment).toBe(`\${{ ${targetOf} }}`);
    expect(job?.env?.DEPLOY_TARGET).toBe(`\${{ ${targetOf} }}`);
    const args = deployArguments(commands(rebuild, "rebuild"), "staging");
    expect(args).toEqual(["hosting", "--target", "staging"]);
    expect(parseDeployArguments(args)).toMatchObject({
      parts: ["hosting"],
      target: "staging",
      dryRun: false,
    });
    const staging = await webhookOf({ ...production, target: "staging", dataset: "staging" });
    const { body } = await deliver(staging, { _id: "page-home-en", _type: "page" });
    expect(body.client_payload).toMatchObject({ target: "staging", dataset: "staging" });
  });
});

describe(".github/workflows", () => {
  it("deploys staging on a push to main and production on a tag or by hand", async () => {
    const deploy = await workflow("deploy.yml");
    expect(deploy.on).toMatchObject({
      push: { branches: ["main"], tags: ["v*"] },
      workflow_dispatch: { inputs: { target: { options: [...DEPLOY_TARGETS] } } },
    });
    const targetOf =
      "github.event_name == 'workflow_dispatch' && inputs.target || startsWith(github.ref, 'refs/tags/') && 'production' || 'staging'";
    expect(deploy.jobs.deploy?.env?.DEPLOY_TARGET).toBe(`\${{ ${targetOf} }}`);
    expect(deploy.jobs.deploy?.environment).toBe(`\${{ ${targetOf} }}`);
    const args = deployArguments(commands(deploy, "deploy"), "production");
    expect(parseDeployArguments(args)).toMatchObject({ target: "production", dryRun: false });
  });

  it("gives each deploy every variable a target needs", async () => {
    for (const [file, job] of [
      ["deploy.yml", "deploy"],
      ["rebuild.yml", "rebuild"],
    ] as const) {
      const flow = await workflow(file);
      const env = Object.keys(flow.jobs[job]?.env ?? {});
      const auth = flow.jobs[job]?.steps.find((step) =>
        step.uses?.startsWith("google-github-actions/auth"),
      );
      // google-github-actions/auth writes the key file and sets GOOGLE_APPLICATION_CREDENTIALS.
      expect(auth?.with?.credentials_json).toBe(`\${{ secrets.FIREBASE_SERVICE_ACCOUNT }}`);
      for (const target of DEPLOY_TARGETS) {
        for (const variable of deployVariables(target)) {
          if (variable === "GOOGLE_APPLICATION_CREDENTIALS") continue;
          expect(env, `${file} lacks ${variable}`).toContain(variable);
        }
      }
    }
  });

  it("runs the README's test command on the Node version .nvmrc names", async () => {
    const ci = await workflow("ci.yml");
    expect(commands(ci, "test")).toContain("npm install --no-audit --no-fund && npm test");
    for (const file of ["ci.yml", "deploy.yml", "rebuild.yml", "backup.yml"]) {
      const flow = await workflow(file);
      const setupNode = Object.values(flow.jobs)
        .flatMap((job) => job.steps)
        .filter((step) => step.uses?.startsWith("actions/setup-node"));
      expect(setupNode.length, file).toBeGreaterThan(0);
      for (const step of setupNode) expect(step.with?.["node-version-file"]).toBe(".nvmrc");
    }
  });

  it("backs production up every night and keeps each backup 30 days", async () => {
    const backup = await workflow("backup.yml");
    const job = backup.jobs.backup;
    expect(job?.environment).toBe("production");
    expect(Object.keys(backup.on)).toEqual(["schedule", "workflow_dispatch"]);
    // The job's variables are enough for the backup to read a real Sanity and Firebase
    // project: the configuration throws on the first one missing.
    const env = Object.fromEntries(
      Object.keys(job?.env ?? {}).map((name) => [name, `fake-${name.toLowerCase()}`]),
    );
    const config = readStackConfig({ ...env, VITE_FIREBASE_PROJECT_ID: "tastemap-production" });
    expect([config.sanity.mode, config.firebase.mode]).toEqual(["sanity", "firebase"]);
    expect(Object.keys(job?.env ?? {})).toEqual(
      expect.arrayContaining(["SANITY_API_TOKEN", "FIRESTORE_BACKUP_BUCKET"]),
    );
    expect(commands(backup, "backup")).toContain("npm run backup -- --out backups");
    const upload = job?.steps.find((step) => step.uses?.startsWith("actions/upload-artifact"));
    expect(upload?.with).toMatchObject({ path: "backups/", "retention-days": 30 });
  });
});
