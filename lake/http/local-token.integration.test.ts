/**
 * Issue 23, item 8: the local token used to be a public constant (`local-dev-token`), so any
 * page could send it. Each data dir now gets its own random token on the lake's first start,
 * kept beside the data for its owner only, and kept across restarts.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createLake, type Lake } from "../lake";
import { LOCAL_TOKEN_FILE } from "../local-token";
import { makeClient, raw, tempDir } from "../testing/test-lake";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A lake on a fresh data dir, started as `npm run lake` starts it: with no token given. */
async function freshLake(dataDir = tempDir()): Promise<{ lake: Lake; dataDir: string }> {
  if (!dirs.includes(dataDir)) dirs.push(dataDir);
  const lake = await createLake({
    port: 0,
    dataDir: path.join(dataDir, "lake"),
    projectId: "local",
    log: () => undefined,
  });
  return { lake, dataDir };
}

const tokenFile = (dataDir: string) => path.join(dataDir, "lake", LOCAL_TOKEN_FILE);

it("gives each fresh data dir its own random token, readable by its owner only", async () => {
  const one = await freshLake();
  const two = await freshLake();
  try {
    const [a, b] = [one, two].map(({ dataDir }) =>
      fs.readFileSync(tokenFile(dataDir), "utf8").trim(),
    );
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(b).toMatch(/^[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(fs.statSync(tokenFile(one.dataDir)).mode & 0o777).toBe(0o600);

    // The token is the lake's: it writes; another lake's token and the old constant do not.
    const write = (token: string) =>
      makeClient(one.lake.url, { token }).create({ _type: "note", text: "hello" });
    await expect(write(a as string)).resolves.toMatchObject({ _type: "note" });
    await expect(write(b as string)).rejects.toMatchObject({ statusCode: 401 });
    await expect(write("local-dev-token")).rejects.toMatchObject({ statusCode: 401 });
    const exported = await raw(one.lake, "/v1/data/export/production", {
      token: "local-dev-token",
    });
    expect(exported.status).toBe(401);
  } finally {
    await one.lake.close();
    await two.lake.close();
  }
});

it("keeps a data dir's token across restarts", async () => {
  const first = await freshLake();
  const token = fs.readFileSync(tokenFile(first.dataDir), "utf8").trim();
  await first.lake.close();
  const again = await freshLake(first.dataDir);
  try {
    expect(fs.readFileSync(tokenFile(first.dataDir), "utf8").trim()).toBe(token);
    await expect(
      makeClient(again.lake.url, { token }).create({ _type: "note", text: "still mine" }),
    ).resolves.toMatchObject({ _type: "note" });
  } finally {
    await again.lake.close();
  }
});
