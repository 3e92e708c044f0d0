/**
 * firestore.rules against the membership case table (@tastemap/membership/cases), the same
 * table the membership module's own tests run (membership/index.test.ts). The rules cannot
 * import the module, so this is what keeps the two in step: change the rules' idea of an open
 * invitation or a valid code, or the module's, and one of the two suites fails.
 *
 * For each invitation case, a verified member signs up with the code (profile + one use, in
 * one batch, as the site does): the rules let it through exactly when the module says
 * "open". For each code and settings case, staff create an invitation with that code or
 * those settings: the rules accept exactly the ones the module calls valid.
 */
import { randomUUID } from "node:crypto";
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { CODE_CASES, INVITATION_CASES, SETTINGS_CASES } from "@tastemap/membership/cases";
import { seedInvitations } from "@tastemap/scripts/services/firebase";
import { doc, increment, serverTimestamp, setDoc, writeBatch } from "firebase/firestore";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { EmulatorHandle } from "./emulator";
import { callers, startRulesEnvironment, stopRulesEnvironment } from "./rules-environment";

const projectId = `demo-membership-${randomUUID().slice(0, 8)}`;
let emulator: EmulatorHandle;
let testEnv: RulesTestEnvironment;

const { member, staff } = callers(() => testEnv);

/** The profile and one use of its code in one batch, as sign-up writes them. */
function signUp(uid: string, invitationCode: string) {
  const firestore = member(uid);
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, "users", uid), {
    email: `${uid}@example.com`,
    invitationCode,
    createdAt: serverTimestamp(),
    role: "user",
  });
  batch.update(doc(firestore, "invitations", invitationCode), { uses: increment(1) });
  return batch.commit();
}

beforeAll(async () => {
  ({ emulator, testEnv } = await startRulesEnvironment(projectId));
}, 120_000);

afterAll(async () => {
  await stopRulesEnvironment({ testEnv, emulator });
}, 60_000);

describe("a sign-up takes a use exactly of the codes the membership module calls open", () => {
  it.each(INVITATION_CASES.map((c, index) => [c.name, c, index] as const))(
    "%s",
    async (_, { invitation, state }, index) => {
      const code = `MEMBERSHIP-CASE-${index}`;
      const at = (offset: number) => new Date(Date.now() + offset).toISOString();
      await seedInvitations(emulator.hostPort, projectId, [
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
