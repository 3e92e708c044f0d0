/**
 * Durability of the real CLI entry (lake/main.ts, bundled) as `npm run lake` runs it: acknowledged
 * writes survive `kill -9`, a torn last log line is quarantined (kept beside the log, named
 * at start-up), a busy port is one clear line.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { SanityClient } from "@sanity/client";
import getPort from "get-port";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type LakeProcess, lakeReady, spawnLake } from "../testing/lake-process";
import { makeClient, TOKEN, tempDir } from "../testing/test-lake";

const children: ChildProcess[] = [];
const dirs: string[] = [];

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** A client with the token (drafts, writes). */
  client: SanityClient;
}

/** A fresh data dir, removed after the file's tests. */
function newDataDir(): string {
  const dir = tempDir();
  dirs.push(dir);
  return dir;
}

/** The lake on `dataDir` and `port`, as a process, remembered for the clean-up after each test. */
function run(dataDir: string, port: number, env: Record<string, string> = {}): LakeProcess {
  const lake = spawnLake({ port, dataDir, token: TOKEN, env });
  children.push(lake.child);
  return lake;
}

async function startMain(dataDir: string): Promise<Running> {
  const port = await getPort();
  const lake = run(dataDir, port);
  await lakeReady(lake);
  expect(lake.output()).toContain(`lake ready on ${lake.url}`);
  const { child, url, output } = lake;
  return { child, url, output, client: makeClient(url, { token: TOKEN }) };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-(child.pid as number), signal);
  } catch {
    // Already gone.
  }
}

/** SIGKILL to the whole group: the lake process gets no chance to clean up. */
async function kill9(running: Running): Promise<void> {
  const exited = new Promise((resolve) => running.child.once("exit", resolve));
  signalGroup(running.child, "SIGKILL");
  await exited;
}

/** A crash and a restart on the same data: what the next `npm run lake` finds. */
async function crashAndRestart(running: Running, dataDir: string): Promise<Running> {
  await kill9(running);
  return await startMain(dataDir);
}

afterEach(() => {
  for (const child of children.splice(0)) signalGroup(child, "SIGKILL");
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

// Each test starts `node lake/start.mjs` up to three times, each a few seconds on a busy machine.
const SLOW = 120_000;

describe("lake/main.ts durability", { timeout: SLOW }, () => {
  it("keeps every acknowledged write across kill -9", async () => {
    const dataDir = newDataDir();
    const first = await startMain(dataDir);
    for (let i = 0; i < 20; i++) {
      await first.client.createOrReplace({ _id: `doc-${i}`, _type: "thing", n: i });
    }
    await first.client.patch("doc-3").set({ patched: true }).commit();
    await first.client.delete("doc-4");
    await first.client.create({ _id: "drafts.doc-5", _type: "thing", n: 55 });

    const second = await crashAndRestart(first, dataDir);
    expect(await second.client.fetch("count(*[_type == 'thing'])")).toBe(19);
    expect(await second.client.getDocument("doc-3")).toMatchObject({ n: 3, patched: true });
    expect(await second.client.getDocument("doc-4")).toBeUndefined();
    expect(await second.client.getDocument("drafts.doc-5")).toMatchObject({ n: 55 });
    // And it keeps accepting writes after recovery.
    await second.client.create({ _id: "after", _type: "thing" });
    const third = await crashAndRestart(second, dataDir);
    expect(await makeClient(third.url).fetch("count(*[_type == 'thing'])")).toBe(20);
    await kill9(third);
  });

  it("moves a torn last line left by a crash to a quarantine file, named at start-up, and keeps the rest", async () => {
    const dataDir = newDataDir();
    const first = await startMain(dataDir);
    await first.client.create({ _id: "a", _type: "thing" });
    await first.client.create({ _id: "b", _type: "thing" });
    await kill9(first);

    const log = path.join(dataDir, "production.log.ndjson");
    const intact = fs.readFileSync(log, "utf8");
    // Half a transaction, as a crash in the middle of an append leaves it.
    const torn =
      '{"v":1,"id":"torn","ts":"2025-01-01T00:00:00Z","author":"x","docs":[{"id":"c","doc":{"_id":"c"';
    fs.appendFileSync(log, torn);

    const second = await startMain(dataDir);
    const named = /moved to (\S+quarantine\S+)/.exec(second.output())?.[1];
    expect(named, second.output()).toMatch(/quarantine/);
    // Not cut: the bytes are kept, next to the log.
    expect(path.dirname(named ?? "")).toBe(dataDir);
    expect(fs.readFileSync(named ?? "", "utf8")).toBe(torn);
    expect(fs.readFileSync(log, "utf8")).toBe(intact);
    const ids = "*[_type == 'thing'] | order(_id asc)._id";
    expect(await second.client.fetch(ids)).toEqual(["a", "b"]);
    await second.client.create({ _id: "c", _type: "thing" });
    const third = await crashAndRestart(second, dataDir);
    expect(await makeClient(third.url).fetch(ids)).toEqual(["a", "b", "c"]);
    await kill9(third);
  });

  it("refuses a corrupt line in the middle of the log instead of losing data silently", async () => {
    const dataDir = newDataDir();
    fs.writeFileSync(
      path.join(dataDir, "production.log.ndjson"),
      'garbage\n{"v":1,"id":"t","ts":"x","author":"a","docs":[]}\n',
    );
    const port = await getPort();
    const { output, exited } = run(dataDir, port);
    expect(await exited).toBe(1);
    expect(output()).toMatch(/line 1 is not a valid transaction/);
  });

  it("exits with one line naming LAKE_PORT when the port is busy", async () => {
    const dataDir = newDataDir();
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, "127.0.0.1", () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      const { output, exited } = run(dataDir, port);
      expect(await exited).toBe(1);
      const lines = output().trim().split("\n");
      expect(lines).toEqual([
        `lake: port ${port} is already in use. Stop whatever uses it or set LAKE_PORT to another port.`,
      ]);
    } finally {
      blocker.close();
    }
  });

  it("shuts down cleanly on SIGTERM and releases its data dir", async () => {
    const dataDir = newDataDir();
    const first = await startMain(dataDir);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      first.child.once("exit", (code, signal) => resolve({ code, signal })),
    );
    // The process is the lake's own node process (its bundle, no relay between).
    process.kill(first.child.pid as number, "SIGTERM");
    // The signal and the output are part of the expectation, so a failure shows whether a
    // signal ended the process and what the lake said before it.
    expect({ ...(await exited), output: first.output() }).toEqual({
      code: 0,
      signal: null,
      output: expect.stringContaining("lake: SIGTERM, shutting down"),
    });
    expect(fs.existsSync(path.join(dataDir, "lake.lock"))).toBe(false);
  });
});
