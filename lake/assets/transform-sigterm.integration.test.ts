/**
 * `npm run lake` (lake/main.ts) stops at once on SIGTERM while an image renders: the render's
 * process is killed, not waited for, and nothing of the lake is left running.
 */
import type { ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import getPort from "get-port";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { lakeReady, spawnLake } from "../testing/lake-process";
import { makeClient, TOKEN, tempDir } from "../testing/test-lake";

const dataDir = tempDir();
let child: ChildProcess | undefined;

afterAll(() => {
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** Processes of `group` still running (a zombie, ended but not yet reaped, does not count). */
function runningIn(group: number): string[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        // pid (comm) state ppid pgrp ...: the name may hold spaces, the rest follows its ")".
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return Number(pgrp) === group && state !== "Z" ? [stat.slice(0, 80)] : [];
      } catch {
        return []; // Gone meanwhile.
      }
    });
}

it("stops within a second of SIGTERM during a render, its render processes with it", async () => {
  const port = await getPort();
  const lake = spawnLake({ port, dataDir, token: TOKEN });
  child = lake.child;
  // Its process group: the lake and the render processes it forks.
  const group = child.pid as number;
  await lakeReady(lake);
  const { url } = lake;
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#963" } })
    .png()
    .toBuffer();
  await makeClient(url, { token: TOKEN }).assets.upload("image", png);
  const name = `${createHash("sha1").update(png).digest("hex")}-64x64.png`;
  // A 36-megapixel AVIF: many seconds of rendering, well within its budget.
  const rendering = fetch(
    `${url}/images/local/production/${name}?w=6000&h=6000&fit=scale&fm=avif&q=95`,
  ).then(
    (response) => response.status,
    () => 0,
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const exited = new Promise((resolve) => child?.once("exit", resolve));
  const started = performance.now();
  process.kill(-group, "SIGTERM");
  await exited;
  expect(performance.now() - started).toBeLessThan(1000);
  expect(await rendering).not.toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(runningIn(group)).toEqual([]);
}, 60_000);
