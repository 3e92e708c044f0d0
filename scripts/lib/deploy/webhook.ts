/**
 * The Sanity webhook that rebuilds the site on publish: its definition is
 * .github/sanity-webhook.json (filter and projection, reviewed like code), with
 * {{TARGET}}, {{GITHUB_REPOSITORY}} and {{GITHUB_DISPATCH_TOKEN}} filled in here.
 * Sanity POSTs the projection to GitHub's repository_dispatch endpoint, which
 * starts .github/workflows/rebuild.yml.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { DeployConfig, WebhookConfig } from "@tastemap/config";

export interface WebhookDefinition {
  name: string;
  description: string;
  type: "document";
  url: string;
  httpMethod: string;
  apiVersion: string;
  includeDrafts: boolean;
  headers: Record<string, string>;
  rule: { on: string[]; filter: string; projection: string };
}

export const WEBHOOK_FILE = ".github/sanity-webhook.json";

/** The Webhooks API version the request is made with (the Sanity CLI's own `hook` commands use it). */
export const HOOKS_API_VERSION = "v2025-08-04";

export async function readWebhookDefinition(root: string): Promise<WebhookDefinition> {
  return JSON.parse(await readFile(path.join(root, WEBHOOK_FILE), "utf8")) as WebhookDefinition;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The definition for one target's dataset, as the Webhooks API takes it. */
export function webhookFor(
  definition: WebhookDefinition,
  deploy: DeployConfig,
  webhook: Pick<WebhookConfig, "repository" | "dispatchToken">,
): WebhookDefinition & { dataset: string } {
  const values = {
    TARGET: deploy.target,
    GITHUB_REPOSITORY: webhook.repository,
    GITHUB_DISPATCH_TOKEN: webhook.dispatchToken,
  };
  return {
    ...definition,
    name: fill(definition.name, values),
    description: fill(definition.description, values),
    url: fill(definition.url, values),
    headers: Object.fromEntries(
      Object.entries(definition.headers).map(([key, value]) => [key, fill(value, values)]),
    ),
    rule: { ...definition.rule, projection: fill(definition.rule.projection, values) },
    dataset: deploy.dataset,
  };
}

/** Creates the webhook on the project; answers the id Sanity gave it. */
export async function createWebhook(
  body: WebhookDefinition & { dataset: string },
  deploy: DeployConfig,
  manageToken: string,
): Promise<string> {
  const response = await fetch(
    `https://api.sanity.io/${HOOKS_API_VERSION}/hooks/projects/${deploy.sanityProjectId}`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${manageToken}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    },
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`Sanity answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { id?: string }).id ?? "(no id in the answer)";
}
