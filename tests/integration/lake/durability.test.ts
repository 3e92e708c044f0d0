/**
 * Durability of the real CLI entry (lake/main.ts) as `npm run lake` runs it: acknowledged
 * writes survive `kill -9`, a torn last log line is quarantined (kept beside the log, named
 * at start-up), a busy port is one clear line.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/lib/service";
import { makeClient, TOKEN, tempDir } from "./helpers";

const root = path.resolve(import.meta.dirname, "../../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const children: ChildProcess[] = [];
const dirs: string[] = [];

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function run(
  dataDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(tsx, [path.join(root, "lake/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      LAKE_PORT: String(port),
      LAKE_HTTPS_PORT: "off",
      LAKE_DATA_DIR: dataDir,
      SANITY_API_TOKEN: TOKEN,
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Own process group: tsx runs the lake in a child node process, so a signal to tsx
    // alone would leave the real lake running (the orchestrator does the same).
    detached: true,
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

async function startMain(dataDir: string): Promise<Running> {
  const port = await freePort();
  const { child, output } = run(dataDir, port);
  const deadline = Date.now() + 30_000;
  while (!output().includes("lake ready on")) {
    if (child.exitCode !== null) throw new Error(`lake exited early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`lake not ready:\n${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(output()).toContain(`lake ready on http://127.0.0.1:${port}`);
  return { child, url: `http://127.0.0.1:${port}`, output };
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

afterEach(() => {
  for (const child of children.splice(0)) signalGroup(child, "SIGKILL");
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

// Each test starts `tsx lake/main.ts` up to three times (2-3 s each on a busy machine).
const SLOW = 120_000;

describe("lake/main.ts durability", () => {
  it(
    "keeps every acknowledged write across kill -9",
    async () => {
      const dataDir = tempDir();
      dirs.push(dataDir);
      const first = await startMain(dataDir);
      const client = makeClient(first.url, { token: TOKEN });
      for (let i = 0; i < 20; i++) {
        await client.createOrReplace({ _id: `doc-${i}`, _type: "thing", n: i });
      }
      await client.patch("doc-3").set({ patched: true }).commit();
      await client.delete("doc-4");
      await client.create({ _id: "drafts.doc-5", _type: "thing", n: 55 });
      await kill9(first);

      const second = await startMain(dataDir);
      const again = makeClient(second.url, { token: TOKEN });
      expect(await again.fetch("count(*[_type == 'thing'])")).toBe(19);
      expect(await again.getDocument("doc-3")).toMatchObject({ n: 3, patched: true });
      expect(await again.getDocument("doc-4")).toBeUndefined();
      expect(await again.getDocument("drafts.doc-5")).toMatchObject({ n: 55 });
      // And it keeps accepting writes after recovery.
      await again.create({ _id: "after", _type: "thing" });
      await kill9(second);
      const third = await startMain(dataDir);
      expect(await makeClient(third.url).fetch("count(*[_type == 'thing'])")).toBe(20);
      await kill9(third);
    },
    SLOW,
  );

  it(
    "moves a torn last line left by a crash to a quarantine file, named at start-up, and keeps the rest",
    async () => {
      const dataDir = tempDir();
      dirs.push(dataDir);
      const first = await startMain(dataDir);
      const client = makeClient(first.url, { token: TOKEN });
      await client.create({ _id: "a", _type: "thing" });
      await client.create({ _id: "b", _type: "thing" });
      await kill9(first);

      const log = path.join(dataDir, "production.log.ndjson");
      const intact = fs.readFileSync(log, "utf8");
      // Half a transaction, as a crash in the middle of an append leaves it.
      const torn =
        '{"v":1,"id":"torn","ts":"2025-01-01T00:00:00Z","author":"x","docs":[{"id":"c","doc":{"_id":"c"';
      fs.appendFileSync(log, torn);

      const second = await startMain(dataDir);
      const named = /moved to (\S+quarantine\S+)/.exec(second.output())?.[1];
      expect(named, second.output()).toBeDefined();
      // Not cut: the bytes are kept, next to the log.
      expect(path.dirname(named ?? "")).toBe(dataDir);
      expect(fs.readFileSync(named ?? "", "utf8")).toBe(torn);
      expect(fs.readFileSync(log, "utf8")).toBe(intact);
      const again = makeClient(second.url, { token: TOKEN });
      expect(await again.fetch("*[_type == 'thing'] | order(_id asc)._id")).toEqual(["a", "b"]);
      await again.create({ _id: "c", _type: "thing" });
      await kill9(second);
      const third = await startMain(dataDir);
      expect(await makeClient(third.url).fetch("*[_type == 'thing'] | order(_id asc)._id")).toEqual(
        ["a", "b", "c"],
      );
      await kill9(third);
    },
    SLOW,
  );

  it(
    "refuses a corrupt line in the middle of the log instead of losing data silently",
    async () => {
      const dataDir = tempDir();
      dirs.push(dataDir);
      fs.writeFileSync(
        path.join(dataDir, "production.log.ndjson"),
        'garbage\n{"v":1,"id":"t","ts":"x","author":"a","docs":[]}\n',
      );
      const port = await freePort();
      const { output, exited } = run(dataDir, port);
      expect(await exited).toBe(1);
      expect(output()).toMatch(/line 1 is not a valid transaction/);
    },
    SLOW,
  );

  it(
    "exits with one line naming LAKE_PORT when the port is busy",
    async () => {
      const dataDir = tempDir();
      dirs.push(dataDir);
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
    },
    SLOW,
  );

  it(
    "shuts down cleanly on SIGTERM and releases its data dir",
    async () => {
      const dataDir = tempDir();
      dirs.push(dataDir);
      const first = await startMain(dataDir);
      const exited = new Promise<number | null>((resolve) =>
        first.child.once("exit", (code) => resolve(code)),
      );
      // Signal the lake's own node process: tsx's signal relay SIGKILLs a child that does not
      // acknowledge a relayed signal within ~60 ms, which happens on a loaded machine.
      const lakePid = Number(
        execFileSync("pgrep", ["-P", String(first.child.pid)])
          .toString()
          .trim()
          .split("\n")[0],
      );
      expect(lakePid).toBeGreaterThan(0);
      process.kill(lakePid, "SIGTERM");
      // The output is part of the expectation so a failure shows what the lake said.
      expect({ code: await exited, output: first.output() }).toMatchObject({ code: 0 });
      expect(fs.existsSync(path.join(dataDir, "lake.lock"))).toBe(false);
    },
    SLOW,
  );
});
