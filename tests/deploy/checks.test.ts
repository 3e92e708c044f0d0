/**
 * The quick checks of the dry run against real files in a temporary folder: a copy of
 * this repository's firebase.json and .firebaserc, then the same with one thing wrong.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readDeployConfig } from "@tastemap/config/deploy";
import { EXAMPLE_DEPLOY_ENV } from "@tastemap/config/example-env";
import {
  appCheckCheck,
  type CheckContext,
  configurationCheck,
  contentSecurityPolicyCheck,
  firebaseFilesCheck,
} from "@tastemap/scripts/deploy/checks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "../..");
/** The configuration every check reads unless a test gives another. */
const env = EXAMPLE_DEPLOY_ENV;

let root: string;
const context = (overrides: Partial<CheckContext> = {}): CheckContext => ({
  root,
  env,
  target: "production",
  deploy: readDeployConfig(env, "production"),
  ...overrides,
});

async function editJson(file: string, edit: (value: Record<string, unknown>) => void) {
  const value = JSON.parse(await readFile(path.join(root, file), "utf8")) as Record<
    string,
    unknown
  >;
  edit(value);
  await writeFile(path.join(root, file), JSON.stringify(value));
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tastemap-deploy-checks-"));
  for (const file of [
    "firebase.json",
    ".firebaserc",
    "firestore.rules",
    "firestore.indexes.json",
  ]) {
    await copyFile(path.join(repo, file), path.join(root, file));
  }
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("firebase.json and .firebaserc", () => {
  it("accepts the repository's files for production", async () => {
    expect(await firebaseFilesCheck.run(context())).toEqual([]);
  });

  it("refuses a project the alias does not name, and a target without an alias", async () => {
    expect(
      await firebaseFilesCheck.run(
        context({ env: { ...env, VITE_FIREBASE_PROJECT_ID: "someone-else" } }),
      ),
    ).toEqual([
      `.firebaserc's "production" alias is tastemap-production, but VITE_FIREBASE_PROJECT_ID is someone-else: the site would sign in to one project and deploy to another`,
    ]);
    await editJson(".firebaserc", (value) => {
      value.projects = { default: "demo-tastemap" };
    });
    expect(await firebaseFilesCheck.run(context({ target: "staging" }))).toEqual([
      '.firebaserc has no "staging" alias: run `npx firebase use --add` and name it staging',
    ]);
  });

  it("reports what firebase-tools' schema refuses, and a missing rules file", async () => {
    await editJson("firebase.json", (value) => {
      (value.hosting as Record<string, unknown>).cleanUrl = true;
    });
    await rm(path.join(root, "firestore.rules"));
    const problems = await firebaseFilesCheck.run(context());
    // ajv also reports the anyOf branches (hosting may be a list) the object did not match.
    expect(problems[0]).toMatch(/"\/hosting" in "firebase.json" has unknown property.*cleanUrl/);
    expect(problems.at(-1)).toBe(
      "firebase.json: firestore.rules names firestore.rules, which is missing",
    );
  });
});

describe("Content-Security-Policy", () => {
  it("allows the production hosts and lets the deployed Studio frame the site", async () => {
    expect(await contentSecurityPolicyCheck.run(context())).toEqual([]);
  });

  it("says when firebase.json's frame-ancestors leaves the Studio out", async () => {
    await editJson("firebase.json", (value) => {
      const hosting = value.hosting as {
        headers: Array<{ headers: Array<{ key: string; value: string }> }>;
      };
      for (const rule of hosting.headers) {
        for (const header of rule.headers) {
          header.value = header.value.replace(" https://tastemap.sanity.studio", "");
        }
      }
    });
    expect(await contentSecurityPolicyCheck.run(context())).toEqual([
      "firebase.json's frame-ancestors does not allow the Studio (https://tastemap.sanity.studio): its Presentation tool could not show the site",
    ]);
  });
});

describe("frame-ancestors", () => {
  /** firebase.json with the pages' frame-ancestors set to `sources`. */
  const frameAncestors = (sources: string) =>
    editJson("firebase.json", (value) => {
      const hosting = value.hosting as {
        headers: Array<{ headers: Array<{ key: string; value: string }> }>;
      };
      for (const rule of hosting.headers) {
        for (const header of rule.headers) {
          header.value = header.value.replace(
            /frame-ancestors [^;]*/,
            `frame-ancestors ${sources}`,
          );
        }
      }
    });

  it("names only 'self' and the project's own Studio hosts in the repository's firebase.json", async () => {
    const firebase = await readFile(path.join(repo, "firebase.json"), "utf8");
    const ancestors = /frame-ancestors ([^;"]*)/.exec(firebase)?.[1]?.split(" ") ?? [];
    expect(ancestors[0]).toBe("'self'");
    for (const source of ancestors.slice(1))
      expect(source).toMatch(/^https:\/\/[a-z0-9-]+\.sanity\.studio$/);
  });

  it.each([
    ["'self' https://*.sanity.studio", "https://*.sanity.studio"],
    ["'self' https://tastemap.sanity.studio *", "*"],
    ["'self' https://tastemap.sanity.studio https:", "https:"],
  ])("refuses a wildcard: %s", async (sources, wildcard) => {
    await frameAncestors(sources);
    expect(await contentSecurityPolicyCheck.run(context())).toContain(
      `firebase.json's frame-ancestors allows ${wildcard}, a wildcard: name the Studio's own host (https://tastemap.sanity.studio)`,
    );
  });

  it("refuses a page on this machine or any other host framing the site", async () => {
    await frameAncestors(
      "'self' https://tastemap.sanity.studio http://localhost:* https://evil.example",
    );
    expect(await contentSecurityPolicyCheck.run(context())).toEqual([
      "firebase.json's frame-ancestors allows http://localhost:*, which is not a Studio on sanity.studio: only 'self' and the project's Studio hosts may frame the site",
      "firebase.json's frame-ancestors allows https://evil.example, which is not a Studio on sanity.studio: only 'self' and the project's Studio hosts may frame the site",
    ]);
  });
});

describe("configuration", () => {
  it("refuses a token this clone's local lake keeps in its data folder, whatever its name", async () => {
    const lake = path.join(root, ".data/lake");
    await mkdir(lake, { recursive: true });
    const token = "7c1f0e9a5b3d2c4e8f6a0b1c2d3e4f5a";
    await writeFile(path.join(lake, "some-token-file"), JSON.stringify({ token }));
    const withToken = { ...env, LAKE_DATA_DIR: lake, SANITY_API_TOKEN: token };
    expect(await configurationCheck.run(context({ env: withToken }))).toEqual(
      expect.arrayContaining([
        `SANITY_API_TOKEN is this clone's local lake token (${path.join(lake, "some-token-file")}): use a token from sanity.io/manage`,
      ]),
    );
    const otherToken = { ...withToken, SANITY_API_TOKEN: "skAnotherTokenEntirely0123456789" };
    expect(
      (await configurationCheck.run(context({ env: otherToken }))).filter((p) =>
        p.includes("local lake"),
      ),
    ).toEqual([]);
  });
});

describe("App Check", () => {
  it("finds the installed firebase-tools taking the appcheck part's commands as written", async () => {
    // The repository's own CLI, as the deploy runs it (its `node_modules/.bin/firebase`).
    expect(await appCheckCheck.run(context({ root: repo }))).toEqual([]);
  }, 120_000);

  it("says so when the CLI does not know the commands (an older firebase-tools, no experiment)", async () => {
    // A firebase that answers every --help with its general usage, as firebase-tools does for
    // an unknown command (or for the preview commands without FIREBASE_CLI_EXPERIMENTS).
    const bin = path.join(root, "node_modules/.bin");
    await mkdir(bin, { recursive: true });
    await writeFile(
      path.join(bin, "firebase"),
      '#!/bin/sh\necho "Usage: firebase [options] [command]"\n',
      { mode: 0o755 },
    );
    const problems = await appCheckCheck.run(context());
    expect(problems).toEqual([
      expect.stringMatching(/has no `appcheck:providers:set` .*set App Check by hand/),
      expect.stringMatching(/has no `appcheck:services:set`/),
    ]);
  });
});
