/**
 * Where a rules test file finds its Firestore emulator: the harness's
 * (FIRESTORE_EMULATOR_HOST), the one tests/rules/setup.ts started for the run,
 * or else one of its own on a free port (so a file also runs on its own).
 */
import { inject } from "vitest";
import { type EmulatorHandle, existingEmulator, startOwnEmulator } from "./emulator";

declare module "vitest" {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

export async function findFirestoreEmulator(): Promise<EmulatorHandle> {
  const fromHarness = process.env.FIRESTORE_EMULATOR_HOST?.trim();
  if (fromHarness) return existingEmulator(fromHarness);
  const fromGlobalSetup = inject("firestoreEmulatorHost") as string | undefined;
  if (fromGlobalSetup) return existingEmulator(fromGlobalSetup);
  return await startOwnEmulator();
}
