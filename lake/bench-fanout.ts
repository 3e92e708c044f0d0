/**
 * Issue 38's listener budget, measured by `npm run bench:lake-scale`: with LISTENERS listeners
 * open on one document (64 anonymous, the per-client cap, the rest with the token), a write
 * to it repeated WRITES times, one after another; for each listener and write, the time from
 * the mutation's answer to that listener's event (an event that came before the answer counts
 * as 0). Budget: p95 < 50 ms for 200 listeners.
 */
import { percentile } from "./bench";
import { LISTENERS_PER_CLIENT } from "./http/handlers/listen";
import type { makeClient } from "./testing/test-lake";

const FANOUT_ID = "fanout-target";

/** One listener's stream: the times its mutation events arrived, in order. */
interface Listener {
  welcomed: Promise<void>;
  mutations: number[];
  stop: () => void;
}

function listen(url: string, token: string | undefined): Listener {
  const controller = new AbortController();
  const mutations: number[] = [];
  let welcome: () => void = () => undefined;
  const welcomed = new Promise<void>((resolve) => {
    welcome = resolve;
  });
  const query = encodeURIComponent(`*[_id == "${FANOUT_ID}"]`);
  void fetch(`${url}/v1/data/listen/production?query=${query}&includeResult=false`, {
    signal: controller.signal,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
    .then(async (response) => {
      if (response.status !== 200) throw new Error(`a listener got HTTP ${response.status}`);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let buffered = "";
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return;
        buffered += decoder.decode(chunk.value, { stream: true });
        // Server-sent events end with a blank line.
        let end = buffered.indexOf("\n\n");
        while (end >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (event.includes("event: welcome")) welcome();
          if (event.includes("event: mutation")) mutations.push(performance.now());
          end = buffered.indexOf("\n\n");
        }
      }
    })
    .catch(() => undefined);
  return { welcomed, mutations, stop: () => controller.abort() };
}

export interface FanOut {
  listeners: number;
  writes: number;
  p50: number;
  p95: number;
  max: number;
}

export async function listenerFanOut(
  url: string,
  client: ReturnType<typeof makeClient>,
  token: string,
  { listeners = 200, writes = 30 } = {},
): Promise<FanOut> {
  await client.createOrReplace({ _id: FANOUT_ID, _type: "fanout", n: -1 });
  const open = Array.from({ length: listeners }, (_, i) =>
    listen(url, i < LISTENERS_PER_CLIENT.anonymous ? undefined : token),
  );
  try {
    await Promise.all(open.map((listener) => listener.welcomed));
    const latencies: number[] = [];
    for (let n = 0; n < writes; n++) {
      await client.patch(FANOUT_ID).set({ n }).commit({ visibility: "sync" });
      const answered = performance.now();
      const deadline = answered + 10_000;
      while (open.some((listener) => listener.mutations.length <= n)) {
        if (performance.now() > deadline)
          throw new Error(`write ${n}: not every listener heard it in 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      for (const listener of open) {
        latencies.push(Math.max(0, (listener.mutations[n] as number) - answered));
      }
    }
    const sorted = latencies.sort((a, b) => a - b);
    return {
      listeners,
      writes,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? Number.NaN,
    };
  } finally {
    for (const listener of open) listener.stop();
  }
}
