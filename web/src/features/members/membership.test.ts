import { describe, expect, it, vi } from "vitest";
import { enterMembership, type MemberProfile, type MembershipBackend } from "./membership";
import type { Account } from "./sign-up";
import { InvalidInvitationError } from "./sign-up-errors";

const account: Account = { uid: "u1", email: "ann@example.com" };
const profile: MemberProfile = { email: "ann@example.com", createdAt: new Date(0) };

/** A backend whose profile appears once claimed. */
function backend(overrides: Partial<MembershipBackend> = {}) {
  let stored: MemberProfile | undefined;
  const fake: MembershipBackend = {
    loadProfile: vi.fn(async () => stored),
    keptInvitationCode: vi.fn(async () => "WELCOME2025"),
    claim: vi.fn(async () => {
      stored = profile;
    }),
    ...overrides,
  };
  return fake;
}

describe("enterMembership", () => {
  it("claims the kept code on the first verified visit, then reads the profile", async () => {
    const fake = backend();
    expect(await enterMembership(fake, account)).toEqual({ kind: "member", profile });
    expect(fake.claim).toHaveBeenCalledWith(account, "WELCOME2025");
    expect(fake.loadProfile).toHaveBeenCalledTimes(2);
  });

  it("claims nothing for a member who has a profile already", async () => {
    const fake = backend({ loadProfile: vi.fn(async () => profile) });
    expect(await enterMembership(fake, account)).toEqual({ kind: "member", profile });
    expect(fake.keptInvitationCode).not.toHaveBeenCalled();
    expect(fake.claim).not.toHaveBeenCalled();
  });

  it("names why when the kept code closed while the email waited", async () => {
    for (const reason of ["revoked", "expired", "used-up"] as const) {
      const fake = backend({
        claim: vi.fn(async () => {
          throw new InvalidInvitationError(reason);
        }),
      });
      expect(await enterMembership(fake, account)).toEqual({ kind: "refused", reason });
    }
  });

  it("refuses an account that kept no code", async () => {
    const fake = backend({ keptInvitationCode: vi.fn(async () => undefined) });
    expect(await enterMembership(fake, account)).toEqual({ kind: "refused", reason: "missing" });
    expect(fake.claim).not.toHaveBeenCalled();
  });

  it("passes other failures through (the page can say so and retry)", async () => {
    const offline = Object.assign(new Error("offline"), { code: "unavailable" });
    const fake = backend({
      claim: vi.fn(async () => {
        throw offline;
      }),
    });
    await expect(enterMembership(fake, account)).rejects.toBe(offline);
  });
});
