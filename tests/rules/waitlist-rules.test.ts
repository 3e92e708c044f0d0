import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import type { InvitationSeed } from "@tastemap/scripts/services/firebase";
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from "firebase/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { callers, pastRules, rulesTestFile } from "./rules-environment";
import { profileOf, signUpBatch as signUpAs } from "./sign-up";

const rules = rulesTestFile("demo-waitlist");
/** Fixtures written and read past the rules. */
const { seedDoc, readPastRules } = pastRules(rules.testEnv);

const { member, staff, visitor, signedIn } = callers(rules.testEnv);

const DAY = 24 * 60 * 60 * 1000;
const OPEN = "OPEN-CODE";

async function seed(...invitations: InvitationSeed[]): Promise<void> {
  await rules.seedInvitations(invitations);
}

/** Sign-up as one batch (sign-up.ts), by the member `uid`. */
function signUpBatch(uid: string, invitationCode: string, uses?: unknown) {
  return signUpAs(member(uid), uid, invitationCode, uses);
}

/**
 * Sign-up the way web/src/features/members does it: a transaction that reads the
 * invitation, refuses a full one, and writes the profile with uses + 1.
 */
function signUpTransaction(uid: string, invitationCode: string): Promise<void> {
  const firestore = member(uid);
  return runTransaction(firestore, async (transaction) => {
    const invitationRef = doc(firestore, "invitations", invitationCode);
    const invitation = await transaction.get(invitationRef);
    const uses = Number(invitation.get("uses") ?? 0);
    const maxUses = invitation.get("maxUses") as number | undefined;
    if (maxUses !== undefined && uses >= maxUses) throw new Error("used-up");
    transaction.set(doc(firestore, "users", uid), profileOf(uid, invitationCode));
    transaction.update(invitationRef, { uses: uses + 1 });
  });
}

/** A new invitation as the Studio tool writes it. */
function newInvitation(code: string, overrides: Record<string, unknown> = {}) {
  return { code, createdAt: serverTimestamp(), uses: 0, note: "Launch party", ...overrides };
}

beforeEach(async () => {
  await rules.testEnv().clearFirestore();
  await seed({ code: OPEN, note: "open" });
});

describe("staff are the admin claim", () => {
  it("only `admin: true` counts: not another value, not a role field", async () => {
    const claims = [{ admin: "true" }, { admin: 1 }, { role: "admin" }, { staff: true }];
    for (const claim of claims) {
      const other = signedIn("mallory", { email: "m@x.io", ...claim });
      await assertFails(getDocs(collection(other, "invitations")));
    }
    await assertSucceeds(getDocs(collection(staff(), "invitations")));
  });
});

describe("staff read the waitlist", () => {
  beforeEach(async () => {
    await seedDoc("newsletters/abc", {
      email: "ann@example.com",
      subscribedAt: "2025-06-01T00:00:00Z",
    });
    await seedDoc("users/alice", { ...profileOf("alice", OPEN), createdAt: Timestamp.now() });
  });

  it("staff list and read newsletter entries; a member cannot", async () => {
    const entries = await assertSucceeds(getDocs(collection(staff(), "newsletters")));
    expect(entries.docs.map((entry) => entry.get("email"))).toEqual(["ann@example.com"]);
    await assertSucceeds(getDoc(doc(staff(), "newsletters", "abc")));
    await assertFails(getDocs(collection(member("alice"), "newsletters")));
    await assertFails(getDoc(doc(member("alice"), "newsletters", "abc")));
  });

  it("staff list and read member profiles; a member lists nobody", async () => {
    const members = await assertSucceeds(getDocs(collection(staff(), "users")));
    expect(members.docs.map((profile) => profile.id)).toEqual(["alice"]);
    await assertSucceeds(getDoc(doc(staff(), "users", "alice")));
    await assertFails(getDocs(collection(member("alice"), "users")));
    await assertFails(getDoc(doc(member("bob"), "users", "alice")));
  });

  it("staff list invitations; members and visitors cannot", async () => {
    await assertSucceeds(getDocs(collection(staff(), "invitations")));
    await assertFails(getDocs(collection(member("alice"), "invitations")));
    await assertFails(getDocs(collection(visitor(), "invitations")));
  });

  it("staff cannot write, delete or promote member profiles, nor touch newsletter entries", async () => {
    await assertFails(updateDoc(doc(staff(), "users", "alice"), { role: "admin" }));
    await assertFails(updateDoc(doc(staff(), "users", "alice"), { displayName: "Al" }));
    await assertFails(deleteDoc(doc(staff(), "users", "alice")));
    await assertFails(setDoc(doc(staff(), "users", "staff"), profileOf("staff", OPEN)));
    await assertFails(deleteDoc(doc(staff(), "newsletters", "abc")));
    await assertFails(updateDoc(doc(staff(), "newsletters", "abc"), { email: "x@y.z" }));
    await assertSucceeds(updateDoc(doc(member("alice"), "users", "alice"), { displayName: "Al" }));
  });
});

describe("staff manage invitations", () => {
  it("staff create a code with a note, a limit and an expiry; a member cannot", async () => {
    const settings = { maxUses: 1, expiresAt: Timestamp.fromMillis(Date.now() + 7 * DAY) };
    await assertFails(
      setDoc(
        doc(member("alice"), "invitations", "SPRING-2025"),
        newInvitation("SPRING-2025", settings),
      ),
    );
    await assertSucceeds(
      setDoc(doc(staff(), "invitations", "SPRING-2025"), newInvitation("SPRING-2025", settings)),
    );
    expect(await readPastRules("invitations/SPRING-2025")).toMatchObject({ uses: 0, maxUses: 1 });
    // Without the optional fields, too.
    await assertSucceeds(
      setDoc(doc(staff(), "invitations", "PLAIN-CODE-1"), {
        code: "PLAIN-CODE-1",
        createdAt: serverTimestamp(),
        uses: 0,
      }),
    );
  });

  it("denies a malformed new code", async () => {
    const create = (id: string, overrides: Record<string, unknown> = {}) =>
      setDoc(doc(staff(), "invitations", id), newInvitation(id, overrides));
    for (const id of ["ab", "lower-case", "-DASH-FIRST", "SPACE CODE", `X${"Y".repeat(40)}`]) {
      await assertFails(create(id));
    }
    await assertFails(create("GOOD-CODE-1", { code: "OTHER" }));
    await assertFails(create("GOOD-CODE-1", { uses: 3 }));
    await assertFails(create("GOOD-CODE-1", { createdAt: Timestamp.now() }));
    await assertFails(create("GOOD-CODE-1", { maxUses: 0 }));
    await assertFails(create("GOOD-CODE-1", { maxUses: "5" }));
    await assertFails(create("GOOD-CODE-1", { maxUses: 1.5 }));
    await assertFails(create("GOOD-CODE-1", { expiresAt: "2030-01-01" }));
    await assertFails(create("GOOD-CODE-1", { note: "x".repeat(201) }));
    await assertFails(create("GOOD-CODE-1", { revokedAt: serverTimestamp() }));
    await assertFails(create("GOOD-CODE-1", { owner: "me" }));
    await assertSucceeds(create("GOOD-CODE-1", { maxUses: 100000, note: "x".repeat(200) }));
  });

  it("denies a new code shorter than 10 characters (nobody guesses one)", async () => {
    const create = (id: string) => setDoc(doc(staff(), "invitations", id), newInvitation(id));
    for (const id of ["ABC", "SPRING-25", "ABCDEFGHJ"]) await assertFails(create(id));
    // Ten is enough, dashes included (the seeded HOTEL-MT25).
    await assertSucceeds(create("ABCDEFGHJK"));
    await assertSucceeds(create("HOTEL-MT25"));
  });

  it("staff edit the note and limits and revoke with the server's time; never the count", async () => {
    const ref = doc(staff(), "invitations", OPEN);
    await assertSucceeds(updateDoc(ref, { note: "VIP", maxUses: 3 }));
    await assertSucceeds(updateDoc(ref, { expiresAt: Timestamp.fromMillis(Date.now() + DAY) }));
    await assertFails(updateDoc(ref, { uses: 7 }));
    await assertFails(updateDoc(ref, { code: "OTHER" }));
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { maxUses: -1 }));
    await assertFails(updateDoc(ref, { revokedAt: Timestamp.fromMillis(Date.now() - DAY) }));
    await assertFails(
      updateDoc(doc(member("alice"), "invitations", OPEN), { revokedAt: serverTimestamp() }),
    );
    await assertSucceeds(updateDoc(ref, { revokedAt: serverTimestamp() }));
    expect((await readPastRules(`invitations/${OPEN}`))?.revokedAt).toBeInstanceOf(Object);
    // And back: removing the stamp restores the code.
    await assertSucceeds(updateDoc(ref, { revokedAt: deleteField() }));
  });

  it("nobody deletes an invitation, staff included", async () => {
    await assertFails(deleteDoc(doc(staff(), "invitations", OPEN)));
    await assertFails(deleteDoc(doc(member("alice"), "invitations", OPEN)));
    expect(await readPastRules(`invitations/${OPEN}`)).toMatchObject({ code: OPEN });
  });
});

describe("sign-up takes one use of an open code", () => {
  it("the profile and one use together succeed, and the count goes up by one", async () => {
    await assertSucceeds(signUpBatch("alice", OPEN));
    expect(await readPastRules(`invitations/${OPEN}`)).toMatchObject({ uses: 1 });
    expect(await readPastRules("users/alice")).toMatchObject({ invitationCode: OPEN });
  });

  it("denies a profile that takes no use, and a use without a profile", async () => {
    const alice = member("alice");
    await assertFails(setDoc(doc(alice, "users", "alice"), profileOf("alice", OPEN)));
    await assertFails(updateDoc(doc(alice, "invitations", OPEN), { uses: increment(1) }));
    await assertFails(updateDoc(doc(visitor(), "invitations", OPEN), { uses: increment(1) }));
    await assertSucceeds(signUpBatch("alice", OPEN));
  });

  it("denies taking two uses, a use of another code, or changing anything else", async () => {
    await seed({ code: "OTHER-CODE" });
    await assertFails(signUpBatch("alice", OPEN, increment(2)));
    await assertFails(signUpBatch("alice", OPEN, 0));
    const alice = member("alice");
    const mixed = writeBatch(alice);
    mixed.set(doc(alice, "users", "alice"), profileOf("alice", OPEN));
    mixed.update(doc(alice, "invitations", "OTHER-CODE"), { uses: increment(1) });
    await assertFails(mixed.commit());
    const extra = writeBatch(alice);
    extra.set(doc(alice, "users", "alice"), profileOf("alice", OPEN));
    extra.update(doc(alice, "invitations", OPEN), { uses: increment(1), maxUses: 1000 });
    await assertFails(extra.commit());
    await assertSucceeds(signUpBatch("alice", OPEN, 1));
  });

  it("a member who already has a profile cannot take another use", async () => {
    await assertSucceeds(signUpBatch("alice", OPEN));
    await assertFails(updateDoc(doc(member("alice"), "invitations", OPEN), { uses: increment(1) }));
    await assertFails(signUpBatch("alice", OPEN));
    expect(await readPastRules(`invitations/${OPEN}`)).toMatchObject({ uses: 1 });
  });

  it("denies a revoked code", async () => {
    await seed({ code: "GONE-1", revokedAt: new Date(Date.now() - DAY).toISOString() });
    await assertFails(signUpBatch("alice", "GONE-1"));
    await seed({ code: "GONE-1" });
    await assertSucceeds(signUpBatch("alice", "GONE-1"));
  });

  it("denies an expired code, accepts one that expires later", async () => {
    await seed({ code: "LATE-1", expiresAt: new Date(Date.now() - 60_000).toISOString() });
    await assertFails(signUpBatch("alice", "LATE-1"));
    await seed({ code: "LATE-1", expiresAt: new Date(Date.now() + DAY).toISOString() });
    await assertSucceeds(signUpBatch("alice", "LATE-1"));
  });

  it("denies a used-up code, accepts its last use", async () => {
    await seed({ code: "FULL-1", maxUses: 2, uses: 2 });
    await assertFails(signUpBatch("alice", "FULL-1"));
    await seed({ code: "FULL-1", maxUses: 2, uses: 1 });
    await assertSucceeds(signUpBatch("alice", "FULL-1"));
    expect(await readPastRules("invitations/FULL-1")).toMatchObject({ uses: 2 });
    await assertFails(signUpBatch("bob", "FULL-1"));
  });
});

describe("two sign-ups racing for the last use", () => {
  /** Runs both at once; returns how each ended. */
  async function race(attempts: Array<() => Promise<unknown>>) {
    const results = await Promise.allSettled(attempts.map((attempt) => attempt()));
    return results.map((result) => result.status);
  }

  async function profilesWith(code: string): Promise<number> {
    let count = 0;
    await rules.testEnv().withSecurityRulesDisabled(async (context) => {
      const all = await context.firestore().collection("users").get();
      count = all.docs.filter((profile) => profile.get("invitationCode") === code).length;
    });
    return count;
  }

  it("transactions (as the site signs up): exactly one wins", async () => {
    await seed({ code: "LAST-1", maxUses: 5, uses: 4 });
    const outcome = await race([
      () => signUpTransaction("alice", "LAST-1"),
      () => signUpTransaction("bob", "LAST-1"),
    ]);
    expect(outcome.filter((status) => status === "fulfilled")).toHaveLength(1);
    expect(await readPastRules("invitations/LAST-1")).toMatchObject({ uses: 5 });
    expect(await profilesWith("LAST-1")).toBe(1);
  });

  it("blind batches that both read uses = 4 (the rules alone decide): exactly one wins", async () => {
    await seed({ code: "LAST-2", maxUses: 5, uses: 4 });
    const outcome = await race([
      () => signUpBatch("alice", "LAST-2", 5),
      () => signUpBatch("bob", "LAST-2", 5),
    ]);
    expect(outcome.filter((status) => status === "fulfilled")).toHaveLength(1);
    expect(await readPastRules("invitations/LAST-2")).toMatchObject({ uses: 5 });
    expect(await profilesWith("LAST-2")).toBe(1);
  });

  it("batches with increments: exactly one wins", async () => {
    await seed({ code: "LAST-3", maxUses: 1 });
    const outcome = await race([
      () => signUpBatch("alice", "LAST-3"),
      () => signUpBatch("bob", "LAST-3"),
      () => signUpBatch("carol", "LAST-3"),
    ]);
    expect(outcome.filter((status) => status === "fulfilled")).toHaveLength(1);
    expect(await readPastRules("invitations/LAST-3")).toMatchObject({ uses: 1 });
    expect(await profilesWith("LAST-3")).toBe(1);
  });
});
