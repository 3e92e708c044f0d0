/**
 * Vitest globalSetup for the rules project: one Firestore emulator on a free port
 * shared by every rules test file (each file uses its own demo- project id on it,
 * so files never see each other's data or rules). Nothing is started when the
 * harness already set FIRESTORE_EMULATOR_HOST.
 */
import type { TestProject } from "vitest/node";
import { existingEmulator, startOwnEmulator } from "./emulator";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fromHarness = process.env.FIRESTORE_EMULATOR_HOST?.trim();
  const emulator = fromHarness ? existingEmulator(fromHarness) : await startOwnEmulator();
  project.provide("firestoreEmulatorHost", emulator.hostPort);
  return async () => {
    await emulator.stop();
  };
}
