/**
 * `npm run schema:validate`: Sanity's schema validation for every Studio workspace
 * (production and staging), in one run. `sanity schema validate` checks one workspace
 * per run and refuses to pick when there are several; this resolves sanity.config.ts the
 * way it does (its Studio loader, studio/schema-validation.worker.ts) and reports each
 * workspace. Exits 1 when any workspace has a schema error, as the CLI does.
 */
import path from "node:path";
import { studioWorkerTask } from "@sanity/cli-core";
import {
  countOf,
  formatWorkspace,
  type WorkspaceSchemaProblems,
} from "@tastemap/studio/schema-problems";

const studioRoot = path.resolve(import.meta.dirname, "../studio");

const workspaces = await studioWorkerTask<WorkspaceSchemaProblems[]>(
  new URL("../studio/schema-validation.worker.ts", import.meta.url),
  { name: "validateSchema", studioRootPath: studioRoot },
);

for (const workspace of workspaces) console.log(formatWorkspace(workspace));
const failed = workspaces.filter((workspace) => countOf(workspace, "error") > 0);
if (failed.length > 0) {
  console.error(`Schema validation failed in ${failed.map(({ name }) => name).join(", ")}.`);
  process.exitCode = 1;
}
