/**
 * `npm run schema:validate` as a developer runs it: Sanity's schema validation of every
 * Studio workspace, passing with nothing to warn about (no schema warning, and no warning
 * from Studio's config such as workspaces of one project with different auth settings).
 * Slow (it loads the Studio config in Vite + jsdom): one run, every assertion on it.
 */
import path from "node:path";
import { execa } from "execa";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

it("validates the production and staging workspaces and finds nothing to report", async () => {
  const run = await execa("npm", ["run", "--silent", "schema:validate"], {
    cwd: root,
    all: true,
    reject: false,
    // Local mode, as a fresh clone has it: no .env, no Sanity project named.
    env: { SANITY_STUDIO_PROJECT_ID: undefined, SANITY_STUDIO_API_HOST: undefined },
  });
  expect(run.all).toMatch(/^✓ production \(dataset production\): 0 errors, 0 warnings$/m);
  expect(run.all).toMatch(/^✓ staging \(dataset staging\): 0 errors, 0 warnings$/m);
  // Nothing else: no warning from Sanity or its loader (the summary lines are the whole output).
  expect(run.all?.replace(/^✓ .*$/gm, "").trim()).toBe("");
  expect(run.exitCode).toBe(0);
}, 600_000);
