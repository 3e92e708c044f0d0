import { readFile } from "node:fs/promises";

interface InvitationSeed {
  code: string;
}

/** The local invitation codes committed in seed/invitations.json. */
export async function readInvitationCodes(file: string): Promise<string[]> {
  const entries = JSON.parse(await readFile(file, "utf8")) as InvitationSeed[];
  return entries.map((entry) => entry.code);
}
