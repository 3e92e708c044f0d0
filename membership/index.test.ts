import { describe, expect, it } from "vitest";
import { CODE_CASES, INVITATION_CASES, type InvitationCase, SETTINGS_CASES } from "./cases";
import { invitationState, isValidCode, isValidSettings, normaliseCode } from "./index";

const NOW = Date.parse("2025-06-15T12:00:00Z");

/** A case's invitation as the Studio reads it (Dates), at NOW. */
function asStudioReadsIt({ invitation }: InvitationCase) {
  return {
    revokedAt: invitation.revoked ? new Date(NOW - 1000) : undefined,
    expiresAt:
      invitation.expiresInMs === undefined ? undefined : new Date(NOW + invitation.expiresInMs),
    uses: invitation.uses ?? 0,
    maxUses: invitation.maxUses,
  };
}

/** The same invitation as the site reads its Firestore document (Timestamps, missing fields). */
function asTheSiteReadsIt({ invitation }: InvitationCase): Record<string, unknown> {
  const timestamp = (millis: number) => ({ toMillis: () => millis });
  return {
    ...(invitation.revoked ? { revokedAt: timestamp(NOW - 1000) } : {}),
    ...(invitation.expiresInMs === undefined
      ? {}
      : { expiresAt: timestamp(NOW + invitation.expiresInMs) }),
    ...(invitation.uses === undefined ? {} : { uses: invitation.uses }),
    ...(invitation.maxUses === undefined ? {} : { maxUses: invitation.maxUses }),
  };
}

describe("invitationState, on the shared case table", () => {
  it.each(INVITATION_CASES.map((c) => [c.name, c] as const))("%s", (_, c) => {
    expect(invitationState(asStudioReadsIt(c), NOW)).toBe(c.state);
    expect(invitationState(asTheSiteReadsIt(c), NOW)).toBe(c.state);
  });
});

describe("invitationState at the edges", () => {
  it("is expired from its expiry instant on, open a millisecond before", () => {
    expect(invitationState({ expiresAt: new Date(NOW) }, NOW)).toBe("expired");
    expect(invitationState({ expiresAt: new Date(NOW + 1) }, NOW)).toBe("open");
  });

  it("reads null as absent, as the rules do", () => {
    expect(invitationState({ revokedAt: null, expiresAt: null, maxUses: null }, NOW)).toBe("open");
  });
});

describe("codes, on the shared case table", () => {
  it.each(CODE_CASES.map((c) => [c.code, c.valid] as const))("%s: valid %s", (code, valid) => {
    expect(isValidCode(code)).toBe(valid);
  });

  it("normalises typed codes to the rules' shape", () => {
    expect(normaliseCode("  spring party 25 ")).toBe("SPRING-PARTY-25");
    expect(isValidCode(normaliseCode("  spring party 25 "))).toBe(true);
  });
});

describe("settings, on the shared case table", () => {
  it.each(SETTINGS_CASES.map((c) => [c.name, c] as const))("%s", (_, { settings, valid }) => {
    expect(isValidSettings(settings)).toBe(valid);
  });
});
