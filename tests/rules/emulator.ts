/**
 * Starting a Firestore emulator for the rules tests. Free of Vitest imports so the
 * globalSetup (main process) and the test files (workers) can both use it.
 */
import { fileURLToPath } from "node:url";
import { freePort } from "@tastemap/scripts/service";
import { startFirestoreEmulator } from "@tastemap/scripts/services/firebase";

export const RULES_PATH = fileURLToPath(new URL("../../firestore.rules", import.meta.url));

export interface EmulatorHandle {
  host: string;
  port: number;
  hostPort: string;
  /** Stops the emulator if this process started it; a no-op otherwise. */
  stop(): Promise<void>;
}

/** "127.0.0.1:8080" or "[::1]:8080" → host and port. */
function parseHostPort(hostPort: string): { host: string; port: number } {
  const colon = hostPort.lastIndexOf(":");
  const port = Number(hostPort.slice(colon + 1));
  if (colon < 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`Expected host:port, got "${hostPort}"`);
  }
  return { host: hostPort.slice(0, colon).replace(/^\[|\]$/g, ""), port };
}

export function existingEmulator(hostPort: string): EmulatorHandle {
  return { ...parseHostPort(hostPort), hostPort, stop: async () => {} };
}

/** Starts an emulator on a free port; its log is shown only when start-up fails. */
export async function startOwnEmulator(): Promise<EmulatorHandle> {
  const lines: string[] = [];
  try {
    const service = await startFirestoreEmulator({
      port: await freePort(),
      projectId: "demo-rules",
      rulesPath: RULES_PATH,
      log: (line) => lines.push(line),
    });
    return {
      host: service.host,
      port: service.port,
      hostPort: service.hostPort,
      stop: service.stop,
    };
  } catch (error) {
    console.error(lines.slice(-60).join("\n"));
    throw error;
  }
}
