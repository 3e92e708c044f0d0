import { describe, expect, it } from "vitest";
import { invitationStatus } from "./invitation-status";

const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });
const NOW = Date.parse("2025-06-01T12:00:00Z");

describe("invitationStatus", () => {
  it("is missing without a document, open without limits", () => {
    expect(invitationStatus(undefined, NOW)).toBe("missing");
    expect(invitationStatus({ code: "A" }, NOW)).toBe("open");
  });

  it("is revoked once revokedAt is set, whatever else holds", () => {
    expect(invitationStatus({ revokedAt: at("2025-05-01T00:00:00Z"), maxUses: 5 }, NOW)).toBe(
      "revoked",
    );
    expect(invitationStatus({ revokedAt: null }, NOW)).toBe("open");
  });

  it("expires at expiresAt exactly, as the rules' request.time < expiresAt", () => {
    expect(invitationStatus({ expiresAt: at("2025-06-01T12:00:00Z") }, NOW)).toBe("expired");
    expect(invitationStatus({ expiresAt: at("2025-06-01T12:00:01Z") }, NOW)).toBe("open");
  });

  it("is used up when uses reach maxUses; a missing count is zero", () => {
    expect(invitationStatus({ maxUses: 1, uses: 1 }, NOW)).toBe("used-up");
    expect(invitationStatus({ maxUses: 2, uses: 1 }, NOW)).toBe("open");
    expect(invitationStatus({ maxUses: 1 }, NOW)).toBe("open");
  });
});
