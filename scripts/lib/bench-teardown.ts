/**
 * What a benchmark started (the test stack, a browser) must stop however the run
 * ends: success, failure or Ctrl-C. The stack's processes run in their own process
 * groups, so nothing else would stop them.
 */
import { startTestStack, type TestStack } from "./stack";

export interface BenchTeardown {
  /** Adds a stop step; the steps run last-added first (the browser before the stack). */
  defer(step: () => Promise<unknown>): void;
  /** Runs every step once, each even if an earlier one failed; later calls share the run. */
  stopAll(): Promise<void>;
  /** Throws once SIGINT/SIGTERM has arrived, so a run stops between two loads. */
  throwIfInterrupted(): void;
  readonly interrupted: boolean;
  /**
   * Runs the benchmark, then stops everything. A failure is printed and sets exit
   * code 1, unless Ctrl-C caused it: then the signal handler stops and exits.
   */
  run(main: () => Promise<void>): Promise<void>;
}

export function benchTeardown(): BenchTeardown {
  const steps: Array<() => Promise<unknown>> = [];
  let stopping: Promise<void> | undefined;
  let interrupted = false;
  const teardown: BenchTeardown = {
    defer: (step) => {
      steps.push(step);
    },
    stopAll: () => {
      stopping ??= (async () => {
        for (const step of [...steps].reverse()) {
          await step().catch((error) => console.error(`stopping failed: ${error}`));
        }
      })();
      return stopping;
    },
    throwIfInterrupted: () => {
      if (interrupted) throw new Error("interrupted");
    },
    get interrupted() {
      return interrupted;
    },
    run: async (main) => {
      try {
        await main();
      } catch (error) {
        if (!interrupted) {
          console.error(error);
          process.exitCode = 1;
        }
      } finally {
        if (!interrupted) await teardown.stopAll();
      }
    },
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping the browser and the stack…`);
      void teardown.stopAll().finally(() => process.exit(130));
    });
  }
  return teardown;
}

/**
 * Starts the isolated test stack (build, lake, emulators) for a benchmark, to be
 * stopped by `teardown` even if Ctrl-C arrives while it is still starting; when
 * it cannot start, prints its last log lines to say why.
 */
export async function startBenchStack(teardown: BenchTeardown): Promise<TestStack> {
  const log: string[] = [];
  console.error("starting the test stack (build, lake, emulators)…");
  const starting = startTestStack((line) => log.push(line));
  teardown.defer(async () => (await starting.catch(() => undefined))?.stop());
  try {
    return await starting;
  } catch (error) {
    console.error(log.slice(-80).join("\n"));
    throw error;
  }
}
