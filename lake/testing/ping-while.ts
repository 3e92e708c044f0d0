/** For tests of the lake's responsiveness: pings it while something else is under way. */
import { expect } from "vitest";
import type { Lake } from "../lake";
import { raw } from "./test-lake";

/**
 * Pings `lake` until `done` settles (at most 200 times); every ping must answer 200 within
 * `boundMs`. Returns how many pings were answered while `done` was still pending.
 */
export async function pingWhile(
  lake: Lake,
  done: Promise<unknown>,
  boundMs: number,
): Promise<number> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  let pings = 0;
  for (let i = 0; i < 200 && !finished; i++) {
    const started = performance.now();
    const ping = await raw(lake, "/v1/ping");
    expect(ping.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(boundMs);
    if (!finished) pings++;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return pings;
}
