/**
 * The `sanity` CLI itself against the lake, as lake/README.md tells a developer to point it:
 * SANITY_INTERNAL_ENV names the lake's TLS listener as the API host, NODE_EXTRA_CA_CERTS its
 * certificate, SANITY_AUTH_TOKEN its token, and localhost-names.cjs lets Node resolve
 * `local.localhost`.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLake, type TestLake, TOKEN } from "../testing/test-lake";
import { certificateFile } from "./tls";

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../..");

let t: TestLake;
beforeAll(async () => {
  t = await startLake({ httpsPort: 0 });
  await t.client.create({ _id: "rome", _type: "city", name: "Rome" });
});
afterAll(() => t.stop());

it("answers `sanity documents query` and `sanity projects list`", async () => {
  const env = {
    ...process.env,
    SANITY_INTERNAL_ENV: t.lake.httpsUrl as string,
    NODE_EXTRA_CA_CERTS: certificateFile(path.join(t.dataDir, "certs")),
    SANITY_AUTH_TOKEN: TOKEN,
    NODE_OPTIONS: `--require ${path.join(repo, "lake/localhost-names.cjs")}`,
  };
  const sanity = path.join(repo, "node_modules/.bin/sanity");
  const options = { cwd: path.join(repo, "studio"), env, timeout: 60_000 };
  const query = await run(
    sanity,
    [
      "documents",
      "query",
      '*[_type == "city"]{_id, name}',
      "--project-id",
      "local",
      "--dataset",
      "production",
    ],
    options,
  );
  expect(JSON.parse(query.stdout)).toEqual([{ _id: "rome", name: "Rome" }]);
  const projects = await run(sanity, ["projects", "list"], options);
  expect(projects.stdout).toContain("Local Content Lake");
}, 90_000);
