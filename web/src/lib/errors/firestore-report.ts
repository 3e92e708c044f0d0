/**
 * One error report as the one request that files it: Firestore's REST `commit` creating
 * `errorReports/{id}` (docs/decisions/0059-error-reports.md). No SDK (Firestore Lite is ~30 KB
 * for what one POST does), no credential: firestore.rules decide what is accepted. The rules
 * tests send exactly this request to the emulator.
 */
import type { ErrorReport } from "./report";

export const ERROR_REPORTS = "errorReports";

/** How long a report is kept: the collection's TTL policy deletes it at `expireAt`. */
export const KEEP_DAYS = 30;

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A random document id, 20 letters and digits, as firestore.rules expects. */
export function reportId(): string {
  return Array.from(
    crypto.getRandomValues(new Uint8Array(20)),
    (byte) => ID_ALPHABET[byte % ID_ALPHABET.length],
  ).join("");
}

export interface FirestoreTarget {
  projectId: string;
  /** `127.0.0.1:8080` against the emulator; production's host otherwise. */
  emulatorHost: string | undefined;
}

/** The commit request: its URL and JSON body. */
export function reportRequest(
  report: ErrorReport,
  target: FirestoreTarget,
  id: string,
  now: number,
): { url: string; body: string } {
  const origin = target.emulatorHost
    ? `http://${target.emulatorHost}`
    : "https://firestore.googleapis.com";
  const database = `projects/${target.projectId}/databases/(default)`;
  const fields = Object.fromEntries(
    Object.entries(report).map(([key, value]) => [key, { stringValue: value }]),
  );
  const expireAt = new Date(now + KEEP_DAYS * 86_400_000).toISOString();
  return {
    url: `${origin}/v1/${database}/documents:commit`,
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: `${database}/documents/${ERROR_REPORTS}/${id}`,
            fields: { ...fields, expireAt: { timestampValue: expireAt } },
          },
          // A create: an id that exists (it cannot, but) is refused, never overwritten.
          currentDocument: { exists: false },
          // The server's time, which the rules compare with request.time.
          updateTransforms: [{ fieldPath: "createdAt", setToServerValue: "REQUEST_TIME" }],
        },
      ],
    }),
  };
}
