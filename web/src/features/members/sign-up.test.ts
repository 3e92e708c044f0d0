import { describe, expect, it, vi } from "vitest";
import { type Account, isPossibleInvitationCode, type SignUpBackend, signUp } from "./sign-up";
import { InvalidInvitationError, MissingFieldsError } from "./sign-up-errors";

function backend(overrides: Partial<SignUpBackend> = {}) {
  const calls: string[] = [];
  const account: Account = { uid: "u1", email: "ann@example.com" };
  const fake: SignUpBackend = {
    invitationStatus: vi.fn(async (code: string) => {
      calls.push(`invitation:${code}`);
      return code === "WELCOME2025" ? "open" : "missing";
    }),
    createAccount: vi.fn(async (email: string) => {
      calls.push(`create:${email}`);
      return account;
    }),
    keepInvitation: vi.fn(async (_account: Account, code: string) => {
      calls.push(`keep:${code}`);
    }),
    sendVerificationEmail: vi.fn(async () => {
      calls.push("verify-email");
    }),
    deleteAccount: vi.fn(async () => {
      calls.push("delete");
    }),
    ...overrides,
  };
  return { fake, calls, account };
}

const input = {
  invitationCode: " WELCOME2025 ",
  email: " ann@example.com ",
  password: " secret1 ",
};

describe("signUp", () => {
  it("checks the code, creates the account, keeps the code, then sends the verification email", async () => {
    const { fake, calls, account } = backend();
    expect(await signUp(fake, input)).toBe(account);
    // No profile and no use yet: both wait for a verified email (membership.ts).
    expect(calls).toEqual([
      "invitation:WELCOME2025",
      "create:ann@example.com",
      "keep:WELCOME2025",
      "verify-email",
    ]);
    expect(fake.createAccount).toHaveBeenCalledWith("ann@example.com", " secret1 ");
  });

  it("creates no account for an unknown code", async () => {
    const { fake, calls } = backend();
    await expect(signUp(fake, { ...input, invitationCode: "NOPE" })).rejects.toBeInstanceOf(
      InvalidInvitationError,
    );
    expect(calls).toEqual(["invitation:NOPE"]);
    expect(fake.createAccount).not.toHaveBeenCalled();
  });

  it("treats codes that cannot be document ids as invalid without asking the backend", async () => {
    const { fake } = backend();
    await expect(signUp(fake, { ...input, invitationCode: "a/b" })).rejects.toBeInstanceOf(
      InvalidInvitationError,
    );
    expect(fake.invitationStatus).not.toHaveBeenCalled();
  });

  it("rejects empty fields before anything else", async () => {
    const { fake, calls } = backend();
    await expect(signUp(fake, { ...input, email: "   " })).rejects.toBeInstanceOf(
      MissingFieldsError,
    );
    await expect(signUp(fake, { ...input, password: "" })).rejects.toBeInstanceOf(
      MissingFieldsError,
    );
    await expect(signUp(fake, { ...input, invitationCode: "" })).rejects.toBeInstanceOf(
      MissingFieldsError,
    );
    expect(calls).toEqual([]);
  });

  it("keeps the account and its code when the verification email fails (it can be sent again)", async () => {
    const logError = vi.fn();
    const { fake, calls, account } = backend({
      sendVerificationEmail: vi.fn(async () => {
        throw Object.assign(new Error("slow down"), { code: "auth/too-many-requests" });
      }),
    });
    expect(await signUp(fake, input, logError)).toBe(account);
    expect(calls).not.toContain("delete");
    expect(logError).toHaveBeenCalledOnce();
  });

  it("deletes the new account when its code cannot be kept, and reports the write error", async () => {
    const denied = Object.assign(new Error("denied"), { code: "permission-denied" });
    const { fake, calls } = backend({
      keepInvitation: vi.fn(async () => {
        throw denied;
      }),
    });
    await expect(signUp(fake, input)).rejects.toBe(denied);
    // The code is looked at again (still open here), so the write error stands.
    expect(calls).toEqual([
      "invitation:WELCOME2025",
      "create:ann@example.com",
      "delete",
      "invitation:WELCOME2025",
    ]);
  });

  it("refuses revoked, expired and used-up codes before creating an account, naming why", async () => {
    for (const reason of ["revoked", "expired", "used-up"] as const) {
      const { fake } = backend({ invitationStatus: vi.fn(async () => reason) });
      const refusal = await signUp(fake, input).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(InvalidInvitationError);
      expect((refusal as InvalidInvitationError).reason).toBe(reason);
      expect(fake.createAccount).not.toHaveBeenCalled();
    }
  });

  it("names the reason when the code closed between the check and the write (a lost race)", async () => {
    // Open at the first look, used up at the second.
    const statuses: Array<"open" | "used-up"> = ["open", "used-up"];
    const { fake } = backend({
      invitationStatus: vi.fn(async () => statuses.shift() ?? "open"),
      keepInvitation: vi.fn(async () => {
        throw Object.assign(new Error("denied"), { code: "permission-denied" });
      }),
    });
    const refusal = await signUp(fake, input).catch((error: unknown) => error);
    expect((refusal as InvalidInvitationError).reason).toBe("used-up");
    expect(fake.deleteAccount).toHaveBeenCalledOnce();
  });

  it("keeps the backend's own refusal", async () => {
    const refusal = new InvalidInvitationError("expired");
    const { fake } = backend({
      keepInvitation: vi.fn(async () => {
        throw refusal;
      }),
    });
    await expect(signUp(fake, input)).rejects.toBe(refusal);
    expect(fake.deleteAccount).toHaveBeenCalledOnce();
  });

  it("still reports the write error when the clean-up fails too", async () => {
    const denied = new Error("denied");
    const logError = vi.fn();
    const { fake } = backend({
      keepInvitation: vi.fn(async () => {
        throw denied;
      }),
      deleteAccount: vi.fn(async () => {
        throw new Error("offline");
      }),
    });
    await expect(signUp(fake, input, logError)).rejects.toBe(denied);
    expect(logError).toHaveBeenCalledOnce();
  });

  it("passes account creation errors through untouched", async () => {
    const inUse = Object.assign(new Error("in use"), { code: "auth/email-already-in-use" });
    const { fake } = backend({
      createAccount: vi.fn(async () => {
        throw inUse;
      }),
    });
    await expect(signUp(fake, input)).rejects.toBe(inUse);
    expect(fake.keepInvitation).not.toHaveBeenCalled();
  });
});

describe("isPossibleInvitationCode", () => {
  it("accepts ordinary codes", () => {
    expect(isPossibleInvitationCode("WELCOME2025")).toBe(true);
    expect(isPossibleInvitationCode("FOODIE-ROME")).toBe(true);
  });
  it("rejects empty, path-like and reserved ids", () => {
    for (const code of ["", "a/b", ".", "..", "__name__", "x".repeat(501)]) {
      expect(isPossibleInvitationCode(code)).toBe(false);
    }
  });
});
