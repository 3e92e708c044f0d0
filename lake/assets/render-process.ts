/**
 * One image render at a time, in a process of its own (render-processes.ts forks it), so a
 * render that runs away can be killed: libvips works on native threads that neither a worker
 * thread's `terminate()` nor a timer on the lake's event loop can stop.
 *
 * The process polices its own CPU time: libvips renders off this process's event loop, which
 * stays free to read `process.cpuUsage()` (every thread of the process, libvips' included).
 * Past the job's budget it says so and the lake kills it.
 */
import sharp from "sharp";
import type { RenderJob, RenderReply } from "./render-protocol";
import { renderImage } from "./transforms";

// One thread per render: the lake runs renders side by side in processes of their own, and
// CPU time then tracks wall time, so the budget means what it says.
sharp.concurrency(1);
// The lake caches variants on disk; libvips' operation cache would only hold memory here.
sharp.cache(false);

/** How often the CPU budget is checked: well under any budget, cheap on an idle loop. */
const CHECK_EVERY_MS = 25;

function reply(message: RenderReply): void {
  process.send?.(message);
}

async function run(job: RenderJob): Promise<void> {
  const start = process.cpuUsage();
  const watchdog = setInterval(() => {
    const used = process.cpuUsage(start);
    const usedMs = (used.user + used.system) / 1000;
    if (usedMs > job.cpuBudgetMs) {
      clearInterval(watchdog);
      reply({ id: job.id, kind: "over-budget", cpuMs: usedMs, cpuBudgetMs: job.cpuBudgetMs });
    }
  }, CHECK_EVERY_MS);
  try {
    const bytes = await renderImage(job.file, new URLSearchParams(job.query), job.format);
    const used = process.cpuUsage(start);
    reply({ id: job.id, kind: "done", bytes, cpuMs: (used.user + used.system) / 1000 });
  } catch (error) {
    const { status, body } = error as { status?: unknown; body?: unknown };
    reply({
      id: job.id,
      kind: "failed",
      message: (error as Error).message,
      ...(typeof status === "number" ? { status, body: body as Record<string, unknown> } : {}),
    });
  } finally {
    clearInterval(watchdog);
  }
}

process.on("message", (job: RenderJob) => void run(job));
// The lake went away (even by kill -9): nothing is left to render for.
process.on("disconnect", () => process.kill(process.pid, "SIGKILL"));
reply({ id: 0, kind: "ready" });
