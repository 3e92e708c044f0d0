import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import {
  CODE_PATTERN,
  generateCode,
  type Invitation,
  invitationState,
  type Member,
  MIN_CODE_LENGTH,
  matchesSearch,
  newsletterCsv,
  normaliseCode,
  parseNewInvitation,
  READABLE_ALPHABET,
  signUpLink,
  signUpsPerDay,
  toCsv,
} from "./model";

const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  code: "SPRING-25",
  note: "",
  uses: 0,
  maxUses: undefined,
  createdAt: undefined,
  expiresAt: undefined,
  revokedAt: undefined,
  ...overrides,
});
const NOW = new Date("2025-06-15T12:00:00");

describe("invitationState", () => {
  it("reads revoked, then expired, then used up, else open", () => {
    const past = new Date("2025-06-01T00:00:00");
    expect(invitationState(invitation({ revokedAt: past, expiresAt: past }), NOW)).toBe("revoked");
    expect(invitationState(invitation({ expiresAt: past, maxUses: 1, uses: 1 }), NOW)).toBe(
      "expired",
    );
    expect(invitationState(invitation({ maxUses: 1, uses: 1 }), NOW)).toBe("used-up");
    expect(invitationState(invitation({ maxUses: 2, uses: 1 }), NOW)).toBe("open");
    expect(invitationState(invitation(), NOW)).toBe("open");
  });
});

describe("codes and links", () => {
  it("normalises typed codes to the rules' shape", () => {
    expect(normaliseCode("  spring party 25 ")).toBe("SPRING-PARTY-25");
  });

  it("generates readable codes that the rules accept", () => {
    const code = generateCode((bytes) => bytes.fill(0));
    expect(code).toBe("AAAA-AAAA-AAAA");
    const random = generateCode();
    expect(random).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(random.length).toBeGreaterThanOrEqual(MIN_CODE_LENGTH);
    expect(parseNewInvitation({ code: random, note: "", maxUses: "", expiresOn: "" }).ok).toBe(
      true,
    );
  });

  it("draws every character from crypto.getRandomValues and the unambiguous alphabet", () => {
    expect(READABLE_ALPHABET).not.toMatch(/[01OIL]/);
    const calls = vi.spyOn(crypto, "getRandomValues");
    const codes = Array.from({ length: 200 }, () => generateCode());
    expect(calls).toHaveBeenCalled();
    calls.mockRestore();
    for (const code of codes) {
      expect(code.replaceAll("-", "")).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
    }
    // 59 random bits each: 200 codes never repeat.
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("draws a byte again when it would favour the alphabet's first letters", () => {
    // 248..255 would map to A..H a ninth time: they are skipped, the next bytes used.
    const batches = [
      Uint8Array.from([248, 255, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
      Uint8Array.from([10, 11, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39]),
    ];
    const code = generateCode((bytes) => {
      bytes.set(batches.shift() as Uint8Array);
      return bytes;
    });
    expect(code).toBe("ABCD-EFGH-JKMN");
  });

  it("builds the sign-up link with the code escaped", () => {
    expect(signUpLink("https://tastemap.example", "SPRING-25")).toBe(
      "https://tastemap.example/signup?code=SPRING-25",
    );
    expect(signUpLink("http://localhost:5173", "A B")).toBe(
      "http://localhost:5173/signup?code=A+B",
    );
  });
});

describe("parseNewInvitation", () => {
  it("refuses a typed code shorter than 10 characters, saying so", () => {
    const result = parseNewInvitation({ ...base, code: "spring-25" }, NOW);
    expect(result).toEqual({
      ok: false,
      field: "code",
      message:
        "Codes need at least 10 characters, so nobody can guess one: type a longer code or press Generate.",
    });
    // Exactly ten (the seeded HOTEL-MT25) is enough; dashes count.
    expect(parseNewInvitation({ ...base, code: "hotel-mt25" }, NOW).ok).toBe(true);
  });

  it("accepts every seeded local code (README lists them)", () => {
    const seeded = JSON.parse(
      readFileSync(new URL("../../seed/invitations.json", import.meta.url), "utf8"),
    ) as Array<{ code: string }>;
    expect(seeded.map(({ code }) => code)).toContain("HOTEL-MT25");
    for (const { code } of seeded) expect(code).toMatch(CODE_PATTERN);
  });

  const base = { code: "spring-2025", note: " Launch ", maxUses: "", expiresOn: "" };

  it("accepts a code alone, and with a limit and an expiry day (end of that day)", () => {
    expect(parseNewInvitation(base, NOW)).toEqual({
      ok: true,
      value: { code: "SPRING-2025", note: "Launch", maxUses: undefined, expiresAt: undefined },
    });
    const full = parseNewInvitation({ ...base, maxUses: "1", expiresOn: "2025-06-15" }, NOW);
    expect(full.ok && full.value.maxUses).toBe(1);
    expect(full.ok && full.value.expiresAt?.getHours()).toBe(23);
  });

  it("names the field that is wrong", () => {
    const fieldOf = (overrides: Partial<typeof base>) => {
      const result = parseNewInvitation({ ...base, ...overrides }, NOW);
      return result.ok ? undefined : result.field;
    };
    expect(fieldOf({ code: "ab" })).toBe("code");
    expect(fieldOf({ code: "-ABCDEFGHJK" })).toBe("code");
    expect(fieldOf({ code: "-AB" })).toBe("code");
    expect(fieldOf({ code: "A/B/C" })).toBe("code");
    expect(fieldOf({ note: "x".repeat(201) })).toBe("note");
    for (const maxUses of ["0", "1.5", "abc", "100001"])
      expect(fieldOf({ maxUses })).toBe("maxUses");
    expect(fieldOf({ expiresOn: "2025-06-14" })).toBe("expiresOn");
  });
});

describe("signUpsPerDay", () => {
  it("counts the last 30 local days, today last, ignoring older or undated entries", () => {
    const member = (createdAt: Date | undefined): Member => ({
      uid: "u",
      email: "m@x.io",
      invitationCode: "A",
      createdAt,
    });
    const days = signUpsPerDay(
      [
        { email: "a@x.io", subscribedAt: new Date("2025-06-15T08:00:00") },
        { email: "b@x.io", subscribedAt: new Date("2025-06-15T23:00:00") },
        { email: "c@x.io", subscribedAt: new Date("2025-05-17T10:00:00") },
        { email: "old@x.io", subscribedAt: new Date("2025-05-16T10:00:00") },
        { email: "undated@x.io", subscribedAt: undefined },
      ],
      [member(new Date("2025-06-14T10:00:00")), member(undefined)],
      NOW,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2025-05-17", newsletter: 1, members: 0 });
    expect(days[28]).toEqual({ day: "2025-06-14", newsletter: 0, members: 1 });
    expect(days[29]).toEqual({ day: "2025-06-15", newsletter: 2, members: 0 });
  });
});

describe("search and CSV", () => {
  it("matches any text, case-insensitively; blank matches all", () => {
    expect(matchesSearch("ANN", "ann@example.com")).toBe(true);
    expect(matchesSearch("rome", "x@y.z", "FOODIE-ROME")).toBe(true);
    expect(matchesSearch("zzz", "ann@example.com")).toBe(false);
    expect(matchesSearch("  ", "anything")).toBe(true);
  });

  it("quotes cells that need it and defuses formulas", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x,y", 'say "hi"'],
          ["=SUM(A1)", "+1"],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n\'=SUM(A1),\'+1\r\n');
  });

  it("writes newsletter entries with ISO times", () => {
    expect(
      newsletterCsv([{ email: "ann@example.com", subscribedAt: new Date("2025-06-01T10:00:00Z") }]),
    ).toBe("email,subscribedAt\r\nann@example.com,2025-06-01T10:00:00.000Z\r\n");
  });
});
