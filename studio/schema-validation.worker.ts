/**
 * Sanity's own schema validation for every workspace of sanity.config.ts, as
 * `sanity schema validate` runs it, but for all workspaces at once. Runs inside
 * @sanity/cli-core's Studio loader (Vite + jsdom, scripts/validate-schema.ts starts it)
 * and posts each workspace's problems back.
 */
import { parentPort } from "node:worker_threads";
import { createClient } from "@sanity/client";
import { firstValueFrom, of } from "rxjs";
import { resolveConfig, type WorkspaceOptions } from "sanity";
import config from "./sanity.config";
import type { WorkspaceSchemaProblems } from "./schema-problems";

// Signed out, as the CLI resolves a config: no user, no request to any API (a signed-in
// workspace would upload its schema). One store shared by every workspace: the CLI of
// sanity 5.31 (@sanity/cli-core 1.x) gives each workspace its own, which Studio reports as
// workspaces of one project that "declare different `auth` configurations".
const signedOut = {
  state: of({
    authenticated: false,
    client: createClient({
      projectId: "unused",
      apiHost: "http://localhost",
      apiVersion: "2025-02-19",
      useCdn: false,
    }),
    currentUser: null,
  }),
};

// sanity.config.ts exports its workspaces as a list (production, staging).
const workspaces: WorkspaceOptions[] = config.map((workspace) => ({
  ...workspace,
  auth: signedOut,
}));

const resolved = await firstValueFrom(resolveConfig(workspaces));
const answer: WorkspaceSchemaProblems[] = resolved.map((workspace) => ({
  name: workspace.name,
  dataset: workspace.dataset,
  groups: workspace.schema._validation ?? [],
}));
parentPort?.postMessage(answer);
