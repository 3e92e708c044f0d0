/**
 * What every rules test file needs: the Firestore emulator with firestore.rules loaded
 * (or the broken rules tests/rules/mutation-check.ts points RULES_FILE_UNDER_TEST at),
 * and fixtures written or read past the rules.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  type InvitationSeed,
  seedInvitations as seedInvitationsIn,
} from "@tastemap/scripts/services/firebase";
import { type Firestore, setLogLevel } from "firebase/firestore";
import { afterAll, beforeAll } from "vitest";
import { type EmulatorHandle, RULES_PATH } from "./emulator";
import { findFirestoreEmulator } from "./find-emulator";

export interface RulesEnvironment {
  emulator: EmulatorHandle;
  testEnv: RulesTestEnvironment;
}

async function startRulesEnvironment(projectId: string): Promise<RulesEnvironment> {
  // Denied writes are expected here; the SDK would log each one as a warning.
  setLogLevel("error");
  const emulator = await findFirestoreEmulator();
  const testEnv = await initializeTestEnvironment({
    projectId,
    firestore: {
      host: emulator.host,
      port: emulator.port,
      rules: await readFile(process.env.RULES_FILE_UNDER_TEST || RULES_PATH, "utf8"),
    },
  });
  return { emulator, testEnv };
}

async function stopRulesEnvironment(env: Partial<RulesEnvironment>): Promise<void> {
  await env.testEnv?.cleanup();
  await env.emulator?.stop();
}

/**
 * The rules environment of one test file, in a project of its own (`<prefix>-<random>`):
 * started before the file's tests, stopped after them. `testEnv()` and `emulator()` are read
 * inside a test; `seedInvitations` writes invitations as the seeding script does.
 */
export function rulesTestFile(prefix: string) {
  const projectId = `${prefix}-${randomUUID().slice(0, 8)}`;
  let env: RulesEnvironment | undefined;
  beforeAll(async () => {
    env = await startRulesEnvironment(projectId);
  }, 120_000);
  afterAll(async () => {
    await stopRulesEnvironment(env ?? {});
  }, 60_000);
  const started = () => {
    if (!env)
      throw new Error("rulesTestFile: the environment runs only while the file's tests run");
    return env;
  };
  return {
    projectId,
    testEnv: () => started().testEnv,
    emulator: () => started().emulator,
    seedInvitations: (invitations: InvitationSeed[] | string[]) =>
      seedInvitationsIn(started().emulator.hostPort, projectId, invitations),
  };
}

/** Fixtures past the rules, on whatever environment `current()` returns at call time. */
export function pastRules(current: () => RulesTestEnvironment) {
  return {
    async seedDoc(path: string, data: Record<string, unknown>): Promise<void> {
      await current().withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc(path).set(data);
      });
    },
    async readPastRules(path: string): Promise<Record<string, unknown> | undefined> {
      let data: Record<string, unknown> | undefined;
      await current().withSecurityRulesDisabled(async (context) => {
        data = (await context.firestore().doc(path).get()).data();
      });
      return data;
    },
  };
}

/**
 * Firestore as each kind of caller sees it through the rules, on whatever environment
 * `current()` returns at call time: a member with a verified email, staff (the `admin`
 * claim), a visitor who is not signed in, and anyone signed in with the token claims given.
 */
export function callers(current: () => RulesTestEnvironment) {
  const db = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
  const signedIn = (uid: string, claims: Record<string, unknown>) =>
    db(current().authenticatedContext(uid, claims));
  return {
    signedIn,
    member: (uid: string) => signedIn(uid, { email: `${uid}@example.com`, email_verified: true }),
    staff: () => signedIn("staff", { email: "staff@example.com", admin: true }),
    visitor: () => db(current().unauthenticatedContext()),
  };
}
