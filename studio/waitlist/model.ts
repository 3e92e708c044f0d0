/**
 * The Waitlist tool's data as plain values, and the pure functions over them
 * (codes, links, statuses, the 30-day chart, search, CSV). No Firebase here: the
 * tool's Firestore calls are in firestore.ts, loaded when the tool opens.
 */
import {
  CODE_PATTERN,
  isValidSettings,
  MAX_NOTE_LENGTH,
  MAX_USES_LIMIT,
  MIN_CODE_LENGTH,
  normaliseCode,
} from "@tastemap/membership";

export interface Invitation {
  code: string;
  note: string;
  uses: number;
  /** undefined: no limit. */
  maxUses: number | undefined;
  createdAt: Date | undefined;
  expiresAt: Date | undefined;
  revokedAt: Date | undefined;
}

export interface NewsletterEntry {
  email: string;
  subscribedAt: Date | undefined;
}

export interface Member {
  uid: string;
  email: string;
  invitationCode: string;
  createdAt: Date | undefined;
}

// Who may join (an invitation's state, the shape of a code) is @tastemap/membership's, the
// one module the site and the Studio share with firestore.rules' case table.
export {
  CODE_PATTERN,
  type InvitationState,
  invitationState,
  MIN_CODE_LENGTH,
  normaliseCode,
} from "@tastemap/membership";

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
export const READABLE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Random characters in a generated code: 31^12 ≈ 7.9e17 (59 bits), never guessed by trying. */
const GENERATED_CHARACTERS = 12;

/**
 * A random code such as "7KQ4-XH2P-M9RT": 12 characters of READABLE_ALPHABET from
 * crypto.getRandomValues, in groups of four to read aloud. Bytes at or above the
 * largest multiple of the alphabet's size are drawn again, so every character is
 * equally likely (a plain `byte % 31` favours the first eight).
 */
export function generateCode(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = defaultRandom,
): string {
  const size = READABLE_ALPHABET.length;
  const limit = 256 - (256 % size);
  const chars: string[] = [];
  while (chars.length < GENERATED_CHARACTERS) {
    for (const byte of random(new Uint8Array(GENERATED_CHARACTERS))) {
      if (byte < limit && chars.length < GENERATED_CHARACTERS) {
        chars.push(READABLE_ALPHABET[byte % size] as string);
      }
    }
  }
  return [0, 4, 8].map((start) => chars.slice(start, start + 4).join("")).join("-");
}

// crypto.getRandomValues takes a view on an ArrayBuffer (not a SharedArrayBuffer).
function defaultRandom(bytes: Uint8Array<ArrayBuffer>): Uint8Array {
  return crypto.getRandomValues(bytes);
}

/** The link that opens the site's sign-up form with the code filled in. */
export function signUpLink(siteUrl: string, code: string): string {
  const url = new URL("/signup", siteUrl);
  url.searchParams.set("code", code);
  return url.toString();
}

export interface NewInvitationInput {
  code: string;
  note: string;
  /** As typed; empty means no limit. */
  maxUses: string;
  /** yyyy-mm-dd as an <input type="date"> gives it; empty means never. */
  expiresOn: string;
}

export interface NewInvitation {
  code: string;
  note: string;
  maxUses: number | undefined;
  expiresAt: Date | undefined;
}

/** Checks the form the way the rules will, so staff read a reason instead of "permission denied". */
export function parseNewInvitation(
  input: NewInvitationInput,
  now: Date = new Date(),
):
  | { ok: true; value: NewInvitation }
  | { ok: false; field: keyof NewInvitationInput; message: string } {
  const code = normaliseCode(input.code);
  if (code.length < MIN_CODE_LENGTH) {
    return {
      ok: false,
      field: "code",
      message: `Codes need at least ${MIN_CODE_LENGTH} characters, so nobody can guess one: type a longer code or press Generate.`,
    };
  }
  if (!CODE_PATTERN.test(code)) {
    return {
      ok: false,
      field: "code",
      message: `Use ${MIN_CODE_LENGTH} to 40 letters, digits or dashes, starting with a letter or digit.`,
    };
  }
  const note = input.note.trim();
  if (!isValidSettings({ note })) {
    return {
      ok: false,
      field: "note",
      message: `Keep the note to ${MAX_NOTE_LENGTH} characters.`,
    };
  }
  let maxUses: number | undefined;
  if (input.maxUses.trim() !== "") {
    maxUses = Number(input.maxUses);
    if (!isValidSettings({ maxUses })) {
      return {
        ok: false,
        field: "maxUses",
        message: `A whole number from 1 to ${MAX_USES_LIMIT}, or empty.`,
      };
    }
  }
  let expiresAt: Date | undefined;
  if (input.expiresOn !== "") {
    // The end of that day in the staff member's time zone: the code works all day.
    expiresAt = new Date(`${input.expiresOn}T23:59:59.999`);
    if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime()) {
      return { ok: false, field: "expiresOn", message: "Pick a day from today on." };
    }
  }
  return { ok: true, value: { code, note, maxUses, expiresAt } };
}

export interface DayCount {
  /** yyyy-mm-dd, local time. */
  day: string;
  newsletter: number;
  members: number;
}

function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Newsletter and member sign-ups on each of the last `days` days (today last), local time. */
export function signUpsPerDay(
  newsletter: ReadonlyArray<NewsletterEntry>,
  members: ReadonlyArray<Member>,
  now: Date = new Date(),
  days = 30,
): DayCount[] {
  const counts = new Map<string, DayCount>();
  for (let back = days - 1; back >= 0; back--) {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
    counts.set(dayKey(date), { day: dayKey(date), newsletter: 0, members: 0 });
  }
  for (const entry of newsletter) {
    const count = entry.subscribedAt && counts.get(dayKey(entry.subscribedAt));
    if (count) count.newsletter += 1;
  }
  for (const member of members) {
    const count = member.createdAt && counts.get(dayKey(member.createdAt));
    if (count) count.members += 1;
  }
  return [...counts.values()];
}

/** Case-insensitive match on any of the given texts; a blank query matches all. */
export function matchesSearch(query: string, ...texts: ReadonlyArray<string>): boolean {
  const needle = query.trim().toLowerCase();
  return needle === "" || texts.some((text) => text.toLowerCase().includes(needle));
}

/**
 * RFC 4180 CSV (CRLF, quotes doubled). A cell starting with = + - @ is prefixed
 * with ' so a spreadsheet never runs a visitor's typed address as a formula.
 */
export function toCsv(header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>) {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [header, ...rows]
    .map((row) => row.map(cell).join(","))
    .join("\r\n")
    .concat("\r\n");
}

export function newsletterCsv(entries: ReadonlyArray<NewsletterEntry>): string {
  return toCsv(
    ["email", "subscribedAt"],
    entries.map((entry) => [entry.email, entry.subscribedAt?.toISOString() ?? ""]),
  );
}

export function membersCsv(members: ReadonlyArray<Member>): string {
  return toCsv(
    ["email", "invitationCode", "createdAt"],
    members.map((member) => [
      member.email,
      member.invitationCode,
      member.createdAt?.toISOString() ?? "",
    ]),
  );
}

/** Newest first; undated last. */
export function newestFirst<T>(
  items: ReadonlyArray<T>,
  dateOf: (item: T) => Date | undefined,
): T[] {
  return [...items].sort((a, b) => (dateOf(b)?.getTime() ?? -1) - (dateOf(a)?.getTime() ?? -1));
}
