/**
 * firestore.rules against the real Firestore emulator.
 *
 * Every "denied" case changes ONE thing in a payload that the same test proves is
 * accepted, so a deny never passes merely because everything is denied, and every
 * allow fails if its rule is removed.
 */
import { createHash } from "node:crypto";
import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import { loadInvitationSeed } from "@tastemap/scripts/services/firebase";
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  type Firestore,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from "firebase/firestore";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pastRules, rulesTestFile } from "./rules-environment";

const rules = rulesTestFile("demo-rules");
/** Fixtures written and read past the rules. */
const { seedDoc, readPastRules } = pastRules(rules.testEnv);
let code: string;

/** The test contexts hand out compat instances; the modular API accepts them. */
function db(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** Members have verified their email (the token's email_verified), as the dashboard requires. */
const alice = () =>
  db(
    rules
      .testEnv()
      .authenticatedContext("alice", { email: "alice@example.com", email_verified: true }),
  );
const bob = () =>
  db(
    rules.testEnv().authenticatedContext("bob", { email: "bob@example.com", email_verified: true }),
  );
/** Alice right after sign-up: signed in, her email not verified yet (or a claim that is not true). */
const unverifiedAlice = (emailVerified: unknown = false) =>
  db(
    rules.testEnv().authenticatedContext("alice", {
      email: "alice@example.com",
      // Typed boolean, but a token is JSON: the tests also send "true" and 1.
      email_verified: emailVerified as boolean | undefined,
    }),
  );
const visitor = () => db(rules.testEnv().unauthenticatedContext());

/**
 * The newsletter document id the client computes: sha-256 hex of the UTF-8 email
 * with A-Z lowercased. ASCII only, because the rules' lower() leaves other letters
 * (Ä, Ö...) as they are, and String#toLowerCase() would not.
 */
function newsletterId(email: string): string {
  const asciiLower = email.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return createHash("sha256").update(asciiLower, "utf8").digest("hex");
}

const subscriptionOf = (firestore: Firestore, email: string) =>
  doc(firestore, "newsletters", newsletterId(email));

/** A subscription as the client writes it: subscribedAt is the moment of writing. */
function subscription(email = "ann@example.com", subscribedAt = new Date().toISOString()) {
  return { email, subscribedAt };
}

/** Alice's sign-up profile as the client writes it. */
function profile(overrides: Record<string, unknown> = {}) {
  return {
    email: "alice@example.com",
    invitationCode: code,
    createdAt: serverTimestamp(),
    role: "user",
    ...overrides,
  };
}

/**
 * A sign-up as the client commits it: the profile and one use of the code it
 * names, in one batch. A profile naming something that cannot address a
 * document (a number, "CODE/x") takes its use of the seeded code instead.
 */
function signUpWrite(firestore: Firestore, uid: string, data: Record<string, unknown> = profile()) {
  const named = data.invitationCode;
  const addressable = typeof named === "string" && named.split("/").length % 2 === 1;
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, "users", uid), data);
  batch.update(doc(firestore, "invitations", addressable ? named : code), { uses: increment(1) });
  return batch.commit();
}

async function countDocs(collectionPath: string): Promise<number> {
  let count = -1;
  await rules.testEnv().withSecurityRulesDisabled(async (context) => {
    count = (await context.firestore().collection(collectionPath).get()).size;
  });
  return count;
}

const aliceProfile = {
  email: "alice@example.com",
  invitationCode: "WELCOME2025",
  createdAt: Timestamp.fromDate(new Date("2025-06-01T00:00:00Z")),
  role: "user",
};

beforeAll(async () => {
  const seed = await loadInvitationSeed();
  code = seed[0]?.code ?? "";
  expect(code).not.toBe("");
});

beforeEach(async () => {
  await rules.testEnv().clearFirestore();
  // The same helper `npm start` seeds with, so it is exercised here too.
  await rules.seedInvitations(await loadInvitationSeed());
});

describe("newsletters", () => {
  it("a visitor can subscribe with {email, subscribedAt} under the email's hash", async () => {
    await assertSucceeds(setDoc(subscriptionOf(visitor(), "ann@example.com"), subscription()));
    expect(await readPastRules(`newsletters/${newsletterId("ann@example.com")}`)).toMatchObject({
      email: "ann@example.com",
    });
  });

  it("non-ASCII addresses work when the client lowercases A-Z only", async () => {
    const email = "Zoë.ÄRGER@Bücher.Example";
    await assertSucceeds(setDoc(subscriptionOf(visitor(), email), subscription(email)));
    // Full Unicode lowercasing gives an id the rules do not accept.
    const unicodeLowerId = createHash("sha256").update(email.toLowerCase()).digest("hex");
    await assertFails(setDoc(doc(visitor(), "newsletters", unicodeLowerId), subscription(email)));
  });

  it("denies any other document id (addDoc's random ids, the raw email)", async () => {
    await assertFails(setDoc(doc(visitor(), "newsletters", "random-id"), subscription()));
    await assertFails(setDoc(doc(visitor(), "newsletters", "ann@example.com"), subscription()));
    await assertFails(
      setDoc(doc(visitor(), "newsletters", newsletterId("bob@example.com")), subscription()),
    );
    await assertSucceeds(setDoc(subscriptionOf(visitor(), "ann@example.com"), subscription()));
  });

  it("denies a missing field", async () => {
    const target = subscriptionOf(visitor(), "ann@example.com");
    await assertFails(setDoc(target, { email: "ann@example.com" }));
    await assertFails(setDoc(target, { subscribedAt: new Date().toISOString() }));
    await assertSucceeds(setDoc(target, subscription()));
  });

  it("denies an extra field", async () => {
    const target = subscriptionOf(visitor(), "ann@example.com");
    await assertFails(setDoc(target, { ...subscription(), name: "Ann" }));
    await assertSucceeds(setDoc(target, subscription()));
  });

  it("denies an email without '@', with spaces, too short or too long", async () => {
    const tooLong = `${"a".repeat(250)}@x.io`;
    const longest = `${"a".repeat(249)}@x.io`;
    expect([tooLong.length, longest.length]).toEqual([255, 254]);
    for (const bad of ["ann.example.com", "ann @example.com", " ann@example.com", "a@", tooLong]) {
      await assertFails(setDoc(subscriptionOf(visitor(), bad), subscription(bad)));
    }
    await assertFails(
      setDoc(doc(visitor(), "newsletters", "x"), {
        email: 42,
        subscribedAt: new Date().toISOString(),
      }),
    );
    await assertSucceeds(setDoc(subscriptionOf(visitor(), longest), subscription(longest)));
    await assertSucceeds(setDoc(subscriptionOf(visitor(), "a@b"), subscription("a@b")));
  });

  it("denies a subscribedAt that is not an ISO UTC timestamp string", async () => {
    const target = subscriptionOf(visitor(), "ann@example.com");
    const bad = [
      "yesterday",
      "2025-06-01",
      "2025-06-01T12:34:56+02:00",
      "2025-06-01T12:34:56.789Z!",
    ];
    for (const value of bad) {
      await assertFails(setDoc(target, subscription("ann@example.com", value)));
    }
    await assertFails(setDoc(target, { email: "ann@example.com", subscribedAt: Timestamp.now() }));
    const now = new Date().toISOString().replace(/\.\d+Z$/, "Z");
    await assertSucceeds(setDoc(target, subscription("ann@example.com", now)));
  });

  it("denies a subscribedAt far from the server's time, in either direction", async () => {
    const target = subscriptionOf(visitor(), "ann@example.com");
    const minutes = (offset: number) => new Date(Date.now() + offset * 60_000).toISOString();
    for (const value of [
      "9999-12-31T23:59:59.999Z",
      "1970-01-01T00:00:00.000Z",
      minutes(-60),
      minutes(30),
    ]) {
      await assertFails(setDoc(target, subscription("ann@example.com", value)));
    }
    // A visitor's clock a few minutes off is fine.
    await assertSucceeds(setDoc(target, subscription("ann@example.com", minutes(-3))));
  });

  it("denies an address carrying markup or address-splitting characters", async () => {
    for (const bad of [
      "<script>alert(1)</script>@x.io",
      "ann@x.io<img>",
      'a"b@x.io',
      "a@b@c",
      "a,b@x.io",
      "a;b@x.io",
      "a(b)@x.io",
    ]) {
      await assertFails(setDoc(subscriptionOf(visitor(), bad), subscription(bad)));
    }
    await assertSucceeds(
      setDoc(subscriptionOf(visitor(), "ann+news@x.io"), subscription("ann+news@x.io")),
    );
  });

  it("no visitor or member can read a subscription (staff: waitlist-rules.test.ts)", async () => {
    await seedDoc(`newsletters/${newsletterId("ann@example.com")}`, subscription());
    expect(await readPastRules(`newsletters/${newsletterId("ann@example.com")}`)).toMatchObject({
      email: "ann@example.com",
    });
    await assertFails(getDoc(subscriptionOf(visitor(), "ann@example.com")));
    await assertFails(getDoc(subscriptionOf(alice(), "ann@example.com")));
  });

  it("no visitor or member can list or query subscriptions", async () => {
    await seedDoc(`newsletters/${newsletterId("ann@example.com")}`, subscription());
    await assertFails(getDocs(collection(visitor(), "newsletters")));
    await assertFails(
      getDocs(query(collection(alice(), "newsletters"), where("email", "==", "ann@example.com"))),
    );
  });

  it("subscribing again, in any letter case, is refused and keeps the first record", async () => {
    const first = subscription();
    await assertSucceeds(setDoc(subscriptionOf(visitor(), "ann@example.com"), first));
    // A valid payload in every other respect (current time): refused because it exists.
    await assertFails(
      setDoc(subscriptionOf(visitor(), "Ann@Example.COM"), subscription("Ann@Example.COM")),
    );
    expect(await countDocs("newsletters")).toBe(1);
    expect(await readPastRules(`newsletters/${newsletterId("ann@example.com")}`)).toEqual(first);
  });

  it("nobody can update a subscription, not even with a valid payload", async () => {
    await seedDoc(`newsletters/${newsletterId("ann@example.com")}`, subscription());
    const target = subscriptionOf(visitor(), "ann@example.com");
    await assertFails(updateDoc(target, { subscribedAt: new Date().toISOString() }));
    await assertFails(setDoc(target, subscription("ann@example.com")));
    await assertFails(
      updateDoc(subscriptionOf(alice(), "ann@example.com"), {
        subscribedAt: "2025-07-01T08:00:00.000Z",
      }),
    );
  });

  it("nobody can delete a subscription", async () => {
    await seedDoc(`newsletters/${newsletterId("ann@example.com")}`, subscription());
    await assertFails(deleteDoc(subscriptionOf(visitor(), "ann@example.com")));
    await assertFails(deleteDoc(subscriptionOf(alice(), "ann@example.com")));
    expect(await countDocs("newsletters")).toBe(1);
  });
});

describe("invitations", () => {
  it("a signed-out visitor can check a code by id: known exists, unknown does not", async () => {
    const known = await assertSucceeds(getDoc(doc(visitor(), "invitations", code)));
    expect(known.exists()).toBe(true);
    const unknown = await assertSucceeds(getDoc(doc(visitor(), "invitations", "NOPE-123")));
    expect(unknown.exists()).toBe(false);
  });

  it("codes cannot be listed or searched by visitors or members", async () => {
    await assertFails(getDocs(collection(visitor(), "invitations")));
    await assertFails(getDocs(query(collection(alice(), "invitations"), limit(1))));
    await assertFails(
      getDocs(query(collection(visitor(), "invitations"), where("code", "==", code))),
    );
  });

  it("visitors and members cannot create, change or delete invitations", async () => {
    await assertFails(setDoc(doc(visitor(), "invitations", "MINE"), { code: "MINE" }));
    await assertFails(setDoc(doc(alice(), "invitations", "MINE"), { code: "MINE" }));
    await assertFails(updateDoc(doc(alice(), "invitations", code), { note: "used" }));
    await assertFails(deleteDoc(doc(alice(), "invitations", code)));
    expect(await readPastRules(`invitations/${code}`)).toMatchObject({ code });
  });
});

describe("users: sign-up", () => {
  it("a signed-in user creates their own profile with a valid code", async () => {
    await assertSucceeds(signUpWrite(alice(), "alice"));
    const stored = await readPastRules("users/alice");
    expect(stored).toMatchObject({
      email: "alice@example.com",
      invitationCode: code,
      role: "user",
    });
    expect(stored?.createdAt).toBeInstanceOf(Object);
  });

  it("denies a signed-out create", async () => {
    await assertFails(signUpWrite(visitor(), "alice"));
    await assertSucceeds(signUpWrite(alice(), "alice"));
  });

  it("denies creating another user's profile", async () => {
    await assertFails(signUpWrite(bob(), "alice"));
    await assertFails(signUpWrite(alice(), "bob", profile({ email: "alice@example.com" })));
    await assertSucceeds(signUpWrite(bob(), "bob", profile({ email: "bob@example.com" })));
  });

  it("denies a second profile for another uid riding on the same use", async () => {
    const firestore = alice();
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, "users", "alice"), profile());
    batch.set(doc(firestore, "users", "bob"), profile());
    batch.update(doc(firestore, "invitations", code), { uses: increment(1) });
    await assertFails(batch.commit());
    await assertSucceeds(signUpWrite(alice(), "alice"));
  });

  it("denies an unknown, missing or malformed invitation code", async () => {
    await assertFails(signUpWrite(alice(), "alice", profile({ invitationCode: "NOT-A-CODE" })));
    await assertFails(signUpWrite(alice(), "alice", profile({ invitationCode: `${code}/x` })));
    await assertFails(signUpWrite(alice(), "alice", profile({ invitationCode: 12 })));
    const { invitationCode: _, ...withoutCode } = profile();
    await assertFails(signUpWrite(alice(), "alice", withoutCode));
    await assertSucceeds(signUpWrite(alice(), "alice", profile()));
  });

  it("denies a code that reaches past invitations/{code} (a path, not an id)", async () => {
    // A document deeper under an invitation must not count as an invitation.
    await seedDoc(`invitations/${code}/notes/a`, { note: "admin only" });
    await assertFails(
      signUpWrite(alice(), "alice", profile({ invitationCode: `${code}/notes/a` })),
    );
    await assertSucceeds(signUpWrite(alice(), "alice", profile({ invitationCode: code })));
  });

  it("a code works once it exists (the check reads invitations/{code})", async () => {
    await assertFails(signUpWrite(alice(), "alice", profile({ invitationCode: "LATE-CODE" })));
    await rules.seedInvitations(["LATE-CODE"]);
    await assertSucceeds(signUpWrite(alice(), "alice", profile({ invitationCode: "LATE-CODE" })));
  });

  it("denies any role but 'user'", async () => {
    await assertFails(signUpWrite(alice(), "alice", profile({ role: "admin" })));
    await assertFails(signUpWrite(alice(), "alice", profile({ role: "User" })));
    await assertSucceeds(signUpWrite(alice(), "alice", profile({ role: "user" })));
  });

  it("denies an email other than the signed-in account's", async () => {
    await assertFails(signUpWrite(alice(), "alice", profile({ email: "bob@example.com" })));
    await assertFails(signUpWrite(alice(), "alice", profile({ email: "ALICE@example.com" })));
    await assertSucceeds(signUpWrite(alice(), "alice", profile({ email: "alice@example.com" })));
  });

  it("denies an address longer than 254 characters, even when it is the account's own", async () => {
    // Auth's email claim is not a cap: the profile caps it as the newsletter does (decision 0058).
    const longest = `${"a".repeat(254 - "@example.com".length)}@example.com`;
    const tooLong = `a${longest}`;
    const account = (email: string) =>
      db(
        rules
          .testEnv()
          .authenticatedContext(`long-${email.length}`, { email, email_verified: true }),
      );
    await assertFails(
      signUpWrite(account(tooLong), `long-${tooLong.length}`, profile({ email: tooLong })),
    );
    await assertSucceeds(
      signUpWrite(account(longest), `long-${longest.length}`, profile({ email: longest })),
    );
  });

  it("denies an account without an email claim", async () => {
    const phoneUser = db(
      rules.testEnv().authenticatedContext("carol", { phone_number: "+390000000" }),
    );
    await assertFails(signUpWrite(phoneUser, "carol", profile({ email: "carol@example.com" })));
  });

  it("denies a createdAt that is not the server's request time", async () => {
    await assertFails(
      signUpWrite(alice(), "alice", profile({ createdAt: Timestamp.fromDate(new Date()) })),
    );
    await assertFails(
      signUpWrite(alice(), "alice", profile({ createdAt: new Date().toISOString() })),
    );
    await assertSucceeds(signUpWrite(alice(), "alice", profile({ createdAt: serverTimestamp() })));
  });

  it("denies an extra or a missing key", async () => {
    await assertFails(signUpWrite(alice(), "alice", profile({ displayName: "Alice" })));
    await assertFails(signUpWrite(alice(), "alice", profile({ points: 1000 })));
    const { role: _, ...withoutRole } = profile();
    await assertFails(signUpWrite(alice(), "alice", withoutRole));
    await assertSucceeds(signUpWrite(alice(), "alice", profile()));
  });
});

describe("member data needs a verified email", () => {
  it("an unverified account cannot create its profile nor take a use; verified it can", async () => {
    for (const claim of [false, "true", 1, undefined]) {
      await assertFails(signUpWrite(unverifiedAlice(claim), "alice"));
    }
    // The use alone is refused too, and nothing was taken.
    await assertFails(
      updateDoc(doc(unverifiedAlice(), "invitations", code), { uses: increment(1) }),
    );
    expect((await readPastRules(`invitations/${code}`))?.uses ?? 0).toBe(0);
    await assertSucceeds(signUpWrite(alice(), "alice"));
    expect((await readPastRules(`invitations/${code}`))?.uses).toBe(1);
  });

  it("an unverified account cannot read or edit its profile; verified it can", async () => {
    await seedDoc("users/alice", aliceProfile);
    await assertFails(getDoc(doc(unverifiedAlice(), "users", "alice")));
    await assertFails(updateDoc(doc(unverifiedAlice(), "users", "alice"), { displayName: "A" }));
    await assertSucceeds(getDoc(doc(alice(), "users", "alice")));
    await assertSucceeds(updateDoc(doc(alice(), "users", "alice"), { displayName: "A" }));
  });
});

describe("pendingMembers: the code kept until the email is verified", () => {
  const pending = (overrides: Record<string, unknown> = {}) => ({
    invitationCode: code,
    createdAt: serverTimestamp(),
    ...overrides,
  });

  it("a new, unverified account keeps its open code; it takes no use", async () => {
    await assertSucceeds(setDoc(doc(unverifiedAlice(), "pendingMembers", "alice"), pending()));
    expect(await readPastRules("pendingMembers/alice")).toMatchObject({ invitationCode: code });
    expect((await readPastRules(`invitations/${code}`))?.uses ?? 0).toBe(0);
    const own = await assertSucceeds(getDoc(doc(unverifiedAlice(), "pendingMembers", "alice")));
    expect(own.get("invitationCode")).toBe(code);
  });

  it("only for itself, only once, only readable by itself", async () => {
    await assertFails(setDoc(doc(bob(), "pendingMembers", "alice"), pending()));
    await assertFails(setDoc(doc(visitor(), "pendingMembers", "alice"), pending()));
    await assertSucceeds(setDoc(doc(unverifiedAlice(), "pendingMembers", "alice"), pending()));
    await assertFails(
      setDoc(
        doc(unverifiedAlice(), "pendingMembers", "alice"),
        pending({ invitationCode: "HOTEL-MT25" }),
      ),
    );
    await assertFails(deleteDoc(doc(unverifiedAlice(), "pendingMembers", "alice")));
    await assertFails(getDoc(doc(bob(), "pendingMembers", "alice")));
    await assertFails(getDoc(doc(visitor(), "pendingMembers", "alice")));
    await assertFails(getDocs(collection(alice(), "pendingMembers")));
  });

  it("names a code no longer than staff may make one, even one written past the rules", async () => {
    // An open invitation whose id is longer than isNewInvitation allows (the Admin SDK or the
    // console can write one): neither the kept code nor a profile may name it.
    const long = `LONG-${"X".repeat(60)}`;
    const fortyLong = `LONG-${"Y".repeat(35)}`;
    await rules.seedInvitations([long, fortyLong]);
    const keep = (invitationCode: string) =>
      setDoc(doc(unverifiedAlice(), "pendingMembers", "alice"), pending({ invitationCode }));
    await assertFails(keep(long));
    await assertFails(signUpWrite(alice(), "alice", profile({ invitationCode: long })));
    await assertSucceeds(keep(fortyLong));
    await assertSucceeds(signUpWrite(alice(), "alice", profile({ invitationCode: fortyLong })));
  });

  it("names an open code, with the server's time and nothing else", async () => {
    const keep = (data: Record<string, unknown>) =>
      setDoc(doc(unverifiedAlice(), "pendingMembers", "alice"), data);
    await assertFails(keep(pending({ invitationCode: "NOT-A-CODE" })));
    await assertFails(keep(pending({ invitationCode: "PRESS-2024" }))); // expired
    await assertFails(keep(pending({ invitationCode: "FOUNDERS-10" }))); // used up
    await assertFails(keep(pending({ invitationCode: 12 })));
    await assertFails(keep(pending({ createdAt: Timestamp.now() })));
    await assertFails(keep(pending({ uses: 1 })));
    await assertSucceeds(keep(pending()));
  });
});

describe("users: the profile afterwards", () => {
  beforeEach(async () => {
    await seedDoc("users/alice", aliceProfile);
    await seedDoc("users/bob", { ...aliceProfile, email: "bob@example.com" });
  });

  it("a user reads their own profile, not another's, and not signed out", async () => {
    const own = await assertSucceeds(getDoc(doc(alice(), "users", "alice")));
    expect(own.data()).toMatchObject({ email: "alice@example.com", role: "user" });
    await assertFails(getDoc(doc(alice(), "users", "bob")));
    await assertFails(getDoc(doc(visitor(), "users", "alice")));
  });

  it("no member can list users, not even with a filter matching only themselves", async () => {
    await assertFails(getDocs(collection(alice(), "users")));
    await assertFails(
      getDocs(query(collection(alice(), "users"), where("email", "==", "alice@example.com"))),
    );
    await assertFails(
      getDocs(query(collection(alice(), "users"), where(documentId(), "==", "alice"))),
    );
  });

  it("a user sets, changes and removes their own displayName", async () => {
    const own = doc(alice(), "users", "alice");
    await assertSucceeds(updateDoc(own, { displayName: "Alice" }));
    await assertSucceeds(updateDoc(own, { displayName: "Alice L." }));
    await assertSucceeds(updateDoc(own, { displayName: deleteField() }));
    expect(await readPastRules("users/alice")).toEqual(aliceProfile);
  });

  it("denies an invalid displayName", async () => {
    const own = doc(alice(), "users", "alice");
    await assertFails(updateDoc(own, { displayName: "" }));
    await assertFails(updateDoc(own, { displayName: "x".repeat(81) }));
    await assertFails(updateDoc(own, { displayName: 7 }));
    await assertSucceeds(updateDoc(own, { displayName: "x".repeat(80) }));
  });

  it("denies changing role, invitationCode, email or createdAt", async () => {
    const own = doc(alice(), "users", "alice");
    await assertFails(updateDoc(own, { role: "admin" }));
    await assertFails(updateDoc(own, { invitationCode: "FOODIE-ROME" }));
    await assertFails(updateDoc(own, { email: "alice@elsewhere.com" }));
    await assertFails(updateDoc(own, { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(own, { displayName: "Alice", role: "admin" }));
    await assertFails(updateDoc(own, { points: 10 }));
    await assertSucceeds(updateDoc(own, { displayName: "Alice" }));
    expect(await readPastRules("users/alice")).toMatchObject({
      role: "user",
      invitationCode: "WELCOME2025",
    });
  });

  it("denies a full overwrite that drops or changes protected fields", async () => {
    const own = doc(alice(), "users", "alice");
    await assertFails(setDoc(own, { ...aliceProfile, role: "admin" }));
    await assertFails(setDoc(own, { displayName: "Alice" }));
    await assertSucceeds(setDoc(own, { ...aliceProfile, displayName: "Alice" }));
  });

  it("denies updating another user's profile", async () => {
    await assertFails(updateDoc(doc(alice(), "users", "bob"), { displayName: "Bobby" }));
    await assertFails(updateDoc(doc(visitor(), "users", "bob"), { displayName: "Bobby" }));
    await assertSucceeds(updateDoc(doc(bob(), "users", "bob"), { displayName: "Bobby" }));
  });

  it("nobody can delete a profile, not even its owner", async () => {
    await assertFails(deleteDoc(doc(alice(), "users", "alice")));
    await assertFails(deleteDoc(doc(bob(), "users", "alice")));
    expect(await readPastRules("users/alice")).toMatchObject({ email: "alice@example.com" });
  });
});

describe("everything else", () => {
  it("denies reads and writes outside the four collections", async () => {
    await seedDoc("settings/site", { open: true });
    await assertFails(getDoc(doc(alice(), "settings", "site")));
    await assertFails(setDoc(doc(alice(), "settings", "mine"), { open: true }));
    await assertFails(setDoc(doc(alice(), "users", "alice", "private", "x"), { a: 1 }));
    await assertFails(getDocs(collection(visitor(), "invitations", code, "uses")));
  });
});
