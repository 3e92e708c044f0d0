/**
 * One line on the machine's spare room, printed with e2e failures: Chromium keeps
 * its profile and (with --disable-dev-shm-usage, Playwright's default) its shared
 * memory in the temp directory, and the stack keeps its lake and build there, so
 * a full disk or memory shows up as pages that never render.
 */
import { statfsSync } from "node:fs";
import os from "node:os";

function freeSpace(dir: string): string {
  try {
    const stats = statfsSync(dir);
    return `${Math.round((stats.bavail * stats.bsize) / 1024 ** 2)} MB free in ${dir}`;
  } catch (error) {
    return `${dir}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export function machineState(): string {
  const memory = `${Math.round(os.freemem() / 1024 ** 2)} MB of ${Math.round(os.totalmem() / 1024 ** 2)} MB memory free`;
  const load = `load ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`;
  return [freeSpace(os.tmpdir()), freeSpace("/dev/shm"), memory, load].join("; ");
}
