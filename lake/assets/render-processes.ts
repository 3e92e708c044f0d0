/**
 * Runs image renders in child processes (render-process.ts), one render per process at a time,
 * each within a CPU-time budget: a process past its budget, or silent past its wall-clock
 * limit, is killed (SIGKILL) and its render answered 422 naming the limit. Killing is the only
 * way to stop libvips mid-render, and it frees the CPU at once.
 *
 * Processes are kept warm between renders (starting one costs ~0.3 s of CPU) up to `keepIdle`,
 * and end after a minute without work (each holds 100-140 MB once it has rendered); the lanes
 * in store.ts decide how many render at once. `close()` kills every process without
 * waiting for its render: stopping the lake never waits for an image.
 */
import { type ChildProcess, fork } from "node:child_process";
import { badRequest, boom, HttpError } from "../core/errors";
import type { RenderJob, RenderReply } from "./render-protocol";

/** The tsx entry beside the sources, the bundled renderer beside the bundled main (ADR 0067). */
const ENTRY = new URL("./render-process-entry.mjs", import.meta.url);
/** An idle render process ends after this long without a render. */
const IDLE_MS = 60_000;

/**
 * Wall-clock time after which a render is killed even if its process never reported (one that
 * hangs): three times its CPU budget and two seconds, so a render given a third of a core on a
 * busy machine still finishes within its budget.
 */
const wallLimitOf = (cpuBudgetMs: number) => 3 * cpuBudgetMs + 2_000;

export interface RenderRequest {
  file: string;
  query: string;
  format: string;
}

interface Pending {
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
}

export class RenderProcesses {
  private readonly idle: ChildProcess[] = [];
  private readonly idleTimers = new Map<ChildProcess, NodeJS.Timeout>();
  private readonly busy = new Map<ChildProcess, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly keepIdle: number,
    private readonly idleMs = IDLE_MS,
  ) {}

  /** Renders within `cpuBudgetMs` of CPU time (every thread of its process counted). */
  render(request: RenderRequest, cpuBudgetMs: number): Promise<Buffer> {
    if (this.closed) return Promise.reject(shuttingDown());
    const child = this.idle.pop() ?? this.spawn();
    this.stopIdleTimer(child);
    const job: RenderJob = { id: this.nextId++, ...request, cpuBudgetMs };
    const wallLimitMs = wallLimitOf(cpuBudgetMs);
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.kill(child, overBudget(`${wallLimitMs / 1000} s of wall-clock time`));
      }, wallLimitMs);
      timer.unref();
      const settle = (pending: Pending) => ({
        resolve: (bytes: Buffer) => {
          clearTimeout(timer);
          pending.resolve(bytes);
        },
        reject: (error: Error) => {
          clearTimeout(timer);
          pending.reject(error);
        },
      });
      this.busy.set(child, settle({ resolve, reject }));
      child.send(job, (error) => {
        if (error) this.kill(child, error);
      });
    });
  }

  /** Kills every render process; renders in progress fail with a 503 at once. */
  close(): void {
    this.closed = true;
    for (const child of [...this.idle, ...this.busy.keys()]) this.kill(child, shuttingDown());
    this.idle.length = 0;
  }

  /** Processes alive (for tests). */
  get size(): number {
    return this.idle.length + this.busy.size;
  }

  private spawn(): ChildProcess {
    const child = fork(ENTRY, [], {
      // The lake's own flags (a test runner's loader, an inspector) are not the renderer's.
      execArgv: [],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    // Neither an idle renderer nor its channel keeps the lake's process alive.
    child.unref();
    child.channel?.unref();
    child.on("message", (reply: RenderReply) => this.onReply(child, reply));
    child.on("exit", (code, signal) => {
      this.forget(child);
      this.busy.get(child)?.reject(rendererDied(code, signal));
      this.busy.delete(child);
    });
    child.on("error", (error) => this.kill(child, error));
    return child;
  }

  private onReply(child: ChildProcess, reply: RenderReply): void {
    if (reply.kind === "ready") return;
    const pending = this.busy.get(child);
    if (!pending) return;
    if (reply.kind === "over-budget") {
      this.kill(child, overBudget(`${reply.cpuBudgetMs / 1000} s of CPU time`));
      return;
    }
    this.busy.delete(child);
    if (this.closed || this.idle.length >= this.keepIdle) child.kill("SIGKILL");
    else this.keepWarm(child);
    if (reply.kind === "done") pending.resolve(Buffer.from(reply.bytes));
    else if (reply.status !== undefined)
      pending.reject(new HttpError(reply.status, reply.body ?? {}, reply.message));
    // Parameters sharp cannot honour (an odd rect, a corrupt source...) are the URL's fault.
    else pending.reject(badRequest(`Unable to transform image: ${reply.message}`));
  }

  private keepWarm(child: ChildProcess): void {
    this.idle.push(child);
    const timer = setTimeout(() => {
      this.forget(child);
      child.kill("SIGKILL");
    }, this.idleMs);
    timer.unref();
    this.idleTimers.set(child, timer);
  }

  private stopIdleTimer(child: ChildProcess): void {
    clearTimeout(this.idleTimers.get(child));
    this.idleTimers.delete(child);
  }

  private kill(child: ChildProcess, reason: Error): void {
    const pending = this.busy.get(child);
    this.busy.delete(child);
    this.forget(child);
    child.kill("SIGKILL");
    pending?.reject(reason);
  }

  private forget(child: ChildProcess): void {
    this.stopIdleTimer(child);
    const at = this.idle.indexOf(child);
    if (at >= 0) this.idle.splice(at, 1);
  }
}

const overBudget = (what: string) =>
  boom(
    422,
    "Unprocessable Entity",
    `Image transform stopped: over its budget of ${what}; ask for a smaller output or fewer effects`,
  );

const shuttingDown = () => boom(503, "Service Unavailable", "The lake is shutting down");

const rendererDied = (code: number | null, signal: NodeJS.Signals | null) =>
  boom(
    422,
    "Unprocessable Entity",
    `Image transform failed: its render process ended (${signal ?? `exit code ${code}`})`,
  );
