import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startTestStack, type TestStack } from "@tastemap/scripts/stack";
import { checkSiteBoots } from "./support/site-boot-check";
import { type ProvidedStack, STACK_ENV } from "./support/stack";

let stack: TestStack | undefined;
let control: http.Server | undefined;

/** A loopback endpoint, with an unguessable path, through which a test restarts the lake. */
async function startControl(running: TestStack): Promise<string> {
  const secretPath = `/restart-lake/${randomBytes(16).toString("hex")}`;
  control = http.createServer((req, res) => {
    if (req.method !== "POST" || req.url !== secretPath) {
      res.writeHead(404).end();
      return;
    }
    running.restartLake().then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => control?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(control.address() as AddressInfo).port}${secretPath}`;
}

/**
 * Playwright's global setup: one stack for the whole run (lake, emulators, the built site),
 * described to the workers through the environment; the function it returns stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const lines: string[] = [];
  try {
    stack = await startTestStack((line) => lines.push(line));
    await checkSiteBoots(stack.webUrl);
  } catch (error) {
    // Only show the services' logs when start-up failed: they explain why.
    console.error(lines.slice(-80).join("\n"));
    await stack?.stop();
    stack = undefined;
    throw error;
  }
  const provided: ProvidedStack = {
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
    restartLakeUrl: await startControl(stack),
  };
  process.env[STACK_ENV] = JSON.stringify(provided);
  return async () => {
    control?.close();
    await stack?.stop();
  };
}
