import type { TestProject } from "vitest/node";
import { startTestStack, type TestStack } from "../../scripts/lib/stack";
import { checkSiteBoots } from "./support/site-boot-check";

export interface ProvidedStack {
  webUrl: string;
  distDir: string;
  lakeUrl: string;
  /** The lake's HTTP/2 + TLS origin, as Studio reaches it (self-signed certificate). */
  lakeHttpsUrl: string;
  /** The port Studio runs on in the Studio tests: the lake allows that origin. */
  studioPort: number;
  firestoreHost: string;
  authHost: string;
  firebaseProjectId: string;
  sanityProjectId: string;
  dataset: string;
  token: string;
  invitationCodes: string[];
}

declare module "vitest" {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}

let stack: TestStack | undefined;

export async function setup(project: TestProject) {
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
  project.provide("stack", {
    webUrl: stack.webUrl,
    distDir: stack.distDir,
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
  });
}

export async function teardown() {
  await stack?.stop();
}
