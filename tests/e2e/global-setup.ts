import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startTestStack, type TestStack } from "@tastemap/scripts/stack";
import { checkSiteBoots } from "./support/site-boot-check";
import { LANES, type ProvidedStack, type ProvidedStacks, STACK_ENV } from "./support/stack";

/** A loopback endpoint, with an unguessable path, through which a test restarts the lake. */
async function startControl(running: TestStack): Promise<{ url: string; server: http.Server }> {
  const secretPath = `/restart-lake/${randomBytes(16).toString("hex")}`;
  const server = http.createServer((req, res) => {
    if (req.method !== "POST" || req.url !== secretPath) {
      res.writeHead(404).end();
      return;
    }
    running.restartLake().then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${secretPath}`;
  return { url, server };
}

/** A lane's stack, running and described for its workers; `stop` ends it. */
interface LaneStack {
  provided: ProvidedStack;
  stop(): Promise<void>;
}

/** Starts a lane's stack; its build waits for `buildAfter` (settled either way). */
async function startLaneStack(buildAfter: Promise<unknown>): Promise<LaneStack> {
  const lines: string[] = [];
  let stack: TestStack | undefined;
  try {
    stack = await startTestStack((line) => lines.push(line), {
      afterSeed: () => buildAfter.catch(() => undefined),
    });
    await checkSiteBoots(stack.webUrl);
  } catch (error) {
    // Only show the services' logs when start-up failed: they explain why.
    console.error(lines.slice(-80).join("\n"));
    await stack?.stop();
    throw error;
  }
  const control = await startControl(stack);
  const running = stack;
  return {
    provided: {
      webUrl: stack.webUrl,
      distDir: stack.distDir,
      devSiteEnv: stack.devSiteEnv,
      lakeUrl: stack.lakeUrl,
      lakeHttpsUrl: stack.config.sanity.studioApiHost as string,
      studioPort: stack.config.ports.studio,
      firestoreHost: stack.firestoreHost,
      authHost: stack.authHost,
      firebaseProjectId: stack.config.firebase.projectId,
      sanityProjectId: stack.config.sanity.projectId,
      dataset: stack.config.sanity.dataset,
      token: stack.config.sanity.token as string,
      invitationCodes: stack.invitationCodes,
      restartLakeUrl: control.url,
    },
    stop: async () => {
      control.server.close();
      await running.stop();
    },
  };
}

/**
 * Playwright's global setup: a stack per lane (lake, emulators, the built site), described to
 * the workers through the environment; the function it returns stops them. Side by side, but
 * one build at a time (two at once would both write the route tree the build generates): a
 * lane's lake and emulators start and are seeded while the lane before it builds.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  let before: Promise<unknown> = Promise.resolve();
  const starting = LANES.map((lane) => {
    const running = startLaneStack(before).then((stack) => ({ lane, stack }));
    before = running;
    return running;
  });
  const results = await Promise.allSettled(starting);
  const started = results.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  );
  const stopAll = async () => {
    await Promise.allSettled(started.map(({ stack }) => stack.stop()));
  };
  const failed = results.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const stacks = Object.fromEntries(
    started.map(({ lane, stack }) => [lane, stack.provided]),
  ) as ProvidedStacks;
  process.env[STACK_ENV] = JSON.stringify(stacks);
  return stopAll;
}
