import { describe, expect, it } from "vitest";
import {
  generateCode,
  type Invitation,
  invitationState,
  type Member,
  matchesSearch,
  newsletterCsv,
  normaliseCode,
  parseNewInvitation,
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
    expect(code).toBe("TM-AAAA-AAAA");
    const random = generateCode();
    expect(random).toMatch(/^TM-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(parseNewInvitation({ code: random, note: "", maxUses: "", expiresOn: "" }).ok).toBe(
      true,
    );
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
  const base = { code: "spring-25", note: " Launch ", maxUses: "", expiresOn: "" };

  it("accepts a code alone, and with a limit and an expiry day (end of that day)", () => {
    expect(parseNewInvitation(base, NOW)).toEqual({
      ok: true,
      value: { code: "SPRING-25", note: "Launch", maxUses: undefined, expiresAt: undefined },
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
