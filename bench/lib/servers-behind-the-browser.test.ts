import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import {
  autogroupOf,
  descendantsOf,
  putServersBehindTheBrowser,
  statFields,
} from "./servers-behind-the-browser";

/** Field `index` of each thread of `pid`'s stat (statFields: index = field number - 3). */
function fieldOfThreads(pid: number, index: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) =>
    Number(statFields(`/proc/${pid}/task/${tid}/stat`)?.[index]),
  );
}
/** Each thread's niceness (field 19). */
const nicenessOfThreads = (pid: number) => fieldOfThreads(pid, 16);
/** Each thread's scheduling policy (field 41; 0 normal, 5 idle). */
const policiesOfThreads = (pid: number) => fieldOfThreads(pid, 38);

/** A server-like child with a grandchild, each with worker threads (as Node's libuv pool). */
function spawnTree(options: { detached?: boolean } = {}): ChildProcess {
  const grandchild = `require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(
    'new (require("node:worker_threads").Worker)("setInterval(() => {}, 1000)", { eval: true }); setInterval(() => {}, 1000); console.log("ready")',
  )}], { stdio: "inherit" }); setInterval(() => {}, 1000);`;
  return spawn(process.execPath, ["-e", grandchild], {
    stdio: ["ignore", "pipe", "inherit"],
    ...options,
  });
}

/** A process's autogroup, which the test needs to exist. */
function autogroup(pid: number | "self"): { group: string; nice: number } {
  const found = autogroupOf(pid);
  if (!found) throw new Error(`no autogroup for ${pid}`);
  return found;
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) {
    for (const pid of descendantsOf(child.pid ?? 0)) process.kill(pid, "SIGKILL");
    child.kill("SIGKILL");
  }
});

describe.runIf(process.platform === "linux")("putServersBehindTheBrowser", () => {
  it("lowers every thread of every process this one started, grandchildren included", async () => {
    const child = spawnTree();
    started.push(child);
    await new Promise<void>((resolve) => child.stdout?.once("data", () => resolve()));
    const [grandchild] = descendantsOf(child.pid ?? 0);
    expect(grandchild).toBeGreaterThan(0);
    const pids = [child.pid ?? 0, grandchild ?? 0];
    expect(pids.flatMap(nicenessOfThreads).every((nice) => nice === 0)).toBe(true);

    const { threads } = putServersBehindTheBrowser(7);

    const after = pids.flatMap(nicenessOfThreads);
    expect(after.length).toBeGreaterThan(2);
    expect(after).toEqual(after.map(() => 7));
    expect(threads).toBeGreaterThanOrEqual(after.length);
    // SCHED_IDLE is policy 5 (field 41 of a thread's stat).
    expect(pids.flatMap(policiesOfThreads)).toEqual(after.map(() => 5));
    // This process keeps its own priority: Lighthouse, started from it later, is what is measured.
    expect(nicenessOfThreads(process.pid).every((nice) => nice === 0)).toBe(true);
    expect(policiesOfThreads(process.pid).every((policy) => policy === 0)).toBe(true);
  });

  it("leaves everything as it is at 0", async () => {
    const child = spawnTree();
    started.push(child);
    await new Promise<void>((resolve) => child.stdout?.once("data", () => resolve()));
    expect(putServersBehindTheBrowser(0)).toEqual({ nice: 0, threads: 0, groups: 0, idle: 0 });
    expect(nicenessOfThreads(child.pid ?? 0).every((nice) => nice === 0)).toBe(true);
  });

  it.runIf(existsSync("/proc/self/autogroup"))(
    "lowers the scheduling group of a server in a session of its own, and not this process's",
    async () => {
      const child = spawnTree({ detached: true });
      started.push(child);
      await new Promise<void>((resolve) => child.stdout?.once("data", () => resolve()));
      const pid = child.pid ?? 0;
      expect(autogroup(pid)).not.toEqual(autogroup("self"));
      expect(autogroup(pid).nice).toBe(0);
      const own = autogroup("self");

      const lowered = putServersBehindTheBrowser(7);

      expect(lowered.groups).toBe(1);
      expect(autogroup(pid).nice).toBe(7);
      expect(autogroup("self")).toEqual(own);
      // Its grandchild shares its session, so its group.
      const [grandchild] = descendantsOf(pid);
      expect(autogroup(grandchild ?? 0)).toEqual(autogroup(pid));
    },
  );
});
