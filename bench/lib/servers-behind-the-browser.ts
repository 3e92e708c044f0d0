import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

/**
 * The niceness the bench stack's servers get while Lighthouse measures, with the idle policy
 * (BENCH_SERVERS_NICE, 0 to leave them as they are). At 10 the kernel gives a busy browser
 * thread about nine tenths of a core the servers also want (CFS weights 1024 against 110);
 * the idle policy, where `chrt` can set it, gives it the core at once.
 */
const SERVERS_NICE = Number(process.env.BENCH_SERVERS_NICE ?? 10);

/**
 * The fields of a /proc `stat` file after the command name, or undefined if it is gone. The
 * name, in parentheses, may hold spaces and parentheses: the fields start after its last ")".
 */
export function statFields(file: string): string[] | undefined {
  let stat: string;
  try {
    stat = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** The processes descended from `ancestor` (not itself), read from /proc. */
export function descendantsOf(ancestor: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = Number(statFields(`/proc/${entry}/stat`)?.[1]);
    if (!parent) continue;
    const siblings = childrenOf.get(parent);
    if (siblings) siblings.push(Number(entry));
    else childrenOf.set(parent, [Number(entry)]);
  }
  const found: number[] = [];
  const pending = [ancestor];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    const children = childrenOf.get(pid) ?? [];
    found.push(...children);
    pending.push(...children);
  }
  return found;
}

/** What putServersBehindTheBrowser lowered. */
export interface Lowered {
  nice: number;
  /** Threads given the niceness. */
  threads: number;
  /** Scheduling groups (the servers' sessions) given it, where the kernel groups by session. */
  groups: number;
  /** Processes whose threads run at the idle policy (SCHED_IDLE), `chrt` permitting. */
  idle: number;
}

/**
 * A process's autogroup and its niceness, from "/autogroup-12 nice 0": where the kernel groups
 * by session (`sched_autogroup_enabled`, on in Debian's kernels), it shares the CPU between
 * those groups first, and a thread's niceness only weighs within its group. Undefined without
 * them, or if the process is gone.
 */
export function autogroupOf(pid: number | "self"): { group: string; nice: number } | undefined {
  let line: string;
  try {
    line = readFileSync(`/proc/${pid}/autogroup`, "utf8");
  } catch {
    return undefined;
  }
  const [group = "", , nice] = line.trim().split(" ");
  return { group, nice: Number(nice) };
}

/**
 * Lowers the CPU priority of every process this one has started so far (the bench stack:
 * the static host, the lake, the emulators):
 * - thread by thread: on Linux a niceness belongs to a thread, and threads started later
 *   inherit their starter's;
 * - and each server's scheduling group, where it runs in a session of its own (the stack
 *   starts its servers detached). With autogroups the kernel first shares the cores equally
 *   between sessions, so a niced thread alone in its session still got its session's share:
 *   `perf sched` saw the page's main thread wait 10-16 ms for a core inside one task while the
 *   lake's image worker, at nice 10, ran (docs/benchmarks.md, "Two weights, one family").
 *   The group of this process, which Lighthouse and its Chrome will share, keeps its priority.
 *
 * Why: those servers stand in for Firebase Hosting's CDN and Sanity's API, which never run on
 * the visitor's phone. On the bench's two cores they did run beside the measured browser, and
 * Lighthouse's simulation multiplies each main-thread task's wall time by the CPU slowdown
 * (about 11 here): the static host compressing the page's modules on the fly, or a collection
 * in the lake, kept the page's main thread off both cores for 10-40 ms inside tasks that used
 * 1-5 ms of CPU, which the simulation counted as 100-400 ms of blocking (docs/benchmarks.md,
 * "Whose CPU the page's long tasks waited for"; ADR 0075). Lowered, they still answer every
 * request; they wait while the browser works. Call it before Lighthouse starts, which must
 * keep its own priority (it and its Chrome are what is measured).
 */
export function putServersBehindTheBrowser(nice = SERVERS_NICE): Lowered {
  const lowered = { nice, threads: 0, groups: 0, idle: 0 };
  if (nice === 0 || process.platform !== "linux") return lowered;
  const ownGroup = autogroupOf("self")?.group;
  const groups = new Set<string>();
  for (const pid of descendantsOf(process.pid)) {
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // exited meanwhile
    }
    for (const tid of tasks) {
      try {
        os.setPriority(Number(tid), nice);
        lowered.threads++;
      } catch {
        // A thread that ended between the listing and now.
      }
    }
    if (runWhenIdle(pid)) lowered.idle++;
    const group = autogroupOf(pid)?.group;
    if (group === undefined || group === ownGroup || groups.has(group)) continue;
    try {
      // Writing a niceness to a member's file sets its whole group's.
      writeFileSync(`/proc/${pid}/autogroup`, String(nice));
      groups.add(group);
    } catch {
      // Exited meanwhile.
    }
  }
  lowered.groups = groups.size;
  return lowered;
}

/**
 * Puts every thread of `pid` under the idle policy (`chrt`, util-linux): the kernel then runs
 * it only on a core no other thread wants, a waking thread of normal policy preempts it at
 * once, and a core running only such threads counts as free when a waking thread is placed.
 * A niceness, even with its group's, only weighs shares: `perf sched` saw the page's main
 * thread wait 12 ms for a core while the static host, at nice 10 in a group at nice 10,
 * compressed a module on the other. False where `chrt` is missing or the process is gone.
 */
function runWhenIdle(pid: number): boolean {
  try {
    execFileSync("chrt", ["--all-tasks", "--idle", "--pid", "0", String(pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** How a benchmark's header says it, from what putServersBehindTheBrowser returned. */
export function serversLine({ nice, threads, groups, idle }: Lowered): string {
  if (!threads) return "the stack's servers at the browser's priority";
  const policy = idle ? `the idle policy (${idle} processes) and ` : "";
  return `the stack's servers at ${policy}nice ${nice} (${threads} threads, ${groups} session group(s))`;
}
