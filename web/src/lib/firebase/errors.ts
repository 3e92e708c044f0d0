/**
 * Firebase reports failures as errors with a `code`: Auth uses `auth/<reason>`,
 * Firestore uses the bare gRPC name (`permission-denied`), sometimes prefixed
 * `firestore/`. Returns the code, or undefined for anything else.
 */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && code !== "" ? code : undefined;
}

interface CodedMessage {
  code: string | null;
  message: string | null;
}

/**
 * The CMS sentence for an error's code (`auth/email-already-in-use`,
 * `permission-denied`, `firestore/permission-denied` all match their entry with or
 * without the `firestore/` prefix), or undefined when the CMS has none.
 */
export function messageForError(
  error: unknown,
  messages: ReadonlyArray<CodedMessage> | null | undefined,
): string | undefined {
  const code = firebaseErrorCode(error);
  if (!code || !messages) return undefined;
  const bare = code.replace(/^firestore\//, "");
  const entry = messages.find((candidate) => {
    const wanted = candidate.code?.trim().replace(/^firestore\//, "");
    return wanted !== undefined && wanted !== "" && wanted === bare;
  });
  const message = entry?.message?.trim();
  return message ? message : undefined;
}
