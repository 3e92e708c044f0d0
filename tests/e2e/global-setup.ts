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

async function startLaneStack(): Promise<LaneStack> {
  const lines: string[] = [];
  let stack: TestStack | undefined;
  try {
    stack = await startTestStack((line) => lines.push(line));
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
 * the workers through the environment; the function it returns stops them. One after the
 * other: two builds at once would both write the route tree the build generates.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started: LaneStack[] = [];
  const stopAll = async () => {
    await Promise.allSettled(started.map((lane) => lane.stop()));
  };
  const stacks: Partial<ProvidedStacks> = {};
  try {
    for (const lane of LANES) {
      const running = await startLaneStack();
      started.push(running);
      stacks[lane] = running.provided;
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  process.env[STACK_ENV] = JSON.stringify(stacks);
  return stopAll;
}
