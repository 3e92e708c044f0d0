import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { CODE_CASES, INVITATION_CASES, SETTINGS_CASES } from "@tastemap/membership/cases";
import { doc, serverTimestamp, setDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { callers, rulesTestFile } from "./rules-environment";
import { signUpBatch } from "./sign-up";

const rules = rulesTestFile("demo-membership");

const { member, staff } = callers(rules.testEnv);

/** The profile and one use of its code in one batch, as sign-up writes them (sign-up.ts). */
const signUp = (uid: string, invitationCode: string) =>
  signUpBatch(member(uid), uid, invitationCode);

describe("a sign-up takes a use exactly of the codes the membership module calls open", () => {
  it.each(INVITATION_CASES.map((c, index) => [c.name, c, index] as const))(
    "%s",
    async (_, { invitation, state }, index) => {
      const code = `MEMBERSHIP-CASE-${index}`;
      const at = (offset: number) => new Date(Date.now() + offset).toISOString();
      await rules.seedInvitations([
        {
          code,
          ...(invitation.revoked ? { revokedAt: at(-60_000) } : {}),
          ...(invitation.expiresInMs === undefined
            ? {}
            : { expiresAt: at(invitation.expiresInMs) }),
          ...(invitation.uses === undefined ? {} : { uses: invitation.uses }),
          ...(invitation.maxUses === undefined ? {} : { maxUses: invitation.maxUses }),
        },
      ]);
      const attempt = signUp(`member-${index}`, code);
      await (state === "open" ? assertSucceeds(attempt) : assertFails(attempt));
    },
  );
});

describe("staff create invitations exactly with the codes the membership module calls valid", () => {
  it.each(CODE_CASES.map((c) => [c.code, c.valid] as const))(
    "%s: valid %s",
    async (code, valid) => {
      const create = setDoc(doc(staff(), "invitations", code), {
        code,
        createdAt: serverTimestamp(),
        uses: 0,
      });
      await (valid ? assertSucceeds(create) : assertFails(create));
    },
  );
});

describe("staff create invitations exactly with the settings the membership module calls valid", () => {
  it.each(SETTINGS_CASES.map((c, index) => [c.name, c, index] as const))(
    "%s",
    async (_, { settings, valid }, index) => {
      const code = `SETTINGS-CASE-${index}`;
      const create = setDoc(doc(staff(), "invitations", code), {
        code,
        createdAt: serverTimestamp(),
        uses: 0,
        ...settings,
      });
      await (valid ? assertSucceeds(create) : assertFails(create));
    },
  );
});
