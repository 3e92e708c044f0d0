/**
 * Mutation check for firestore.rules: weakens one clause at a time and runs the
 * rules tests against the broken rules. Every mutant must make at least one test
 * fail ("killed"); a mutant that passes ("SURVIVED") marks a rule no test guards.
 *
 *   npx tsx tests/rules/mutation-check.ts            # every mutant (one rules-suite run each)
 *   npx tsx tests/rules/mutation-check.ts users-     # only names containing "users-"
 *
 * Not part of `npm test`: it runs the rules suite once per mutant.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { reloadFirestoreRules } from "@tastemap/scripts/services/firebase";
import { RULES_PATH, startOwnEmulator } from "./emulator";

interface Mutant {
  name: string;
  /** Exact text of firestore.rules to replace (must occur once). */
  from: string;
  to: string;
}

/** Replaces a clause with a weaker one. */
function replace(name: string, from: string, to: string): Mutant {
  return { name, from, to };
}

/** Drops a condition (an `&& ...` or `|| ...` term) altogether. */
function drop(name: string, condition: string): Mutant {
  return { name, from: condition, to: "" };
}

/** Adds `rule` on the line after `anchor`, at the anchor's indentation (`indent`). */
function addAfter(name: string, anchor: string, rule: string, indent = "      "): Mutant {
  return { name, from: anchor, to: `${anchor}\n${indent}${rule}` };
}

const NEWSLETTER_CREATE = "allow create: if isValidNewsletter(id, request.resource.data);";
const INVITATION_GET = "allow get: if true;";
const USER_GET = "allow get: if isVerifiedOwner(uid) || isAdmin();";
const PENDING_GET = "allow get: if isOwner(uid);";

const MUTANTS: Mutant[] = [
  replace(
    "newsletters-updatable",
    "allow create: if isValidNewsletter",
    "allow create, update: if isValidNewsletter",
  ),
  addAfter("newsletters-readable", NEWSLETTER_CREATE, "allow read: if true;"),
  addAfter("newsletters-deletable", NEWSLETTER_CREATE, "allow delete: if true;"),
  replace(
    "newsletters-extra-keys",
    "return data.keys().hasOnly(['email', 'subscribedAt'])\n        && ",
    "return ",
  ),
  drop("newsletters-email-length", "&& data.email.size() <= 254"),
  replace("newsletters-email-pattern", "&& data.email.matches(", "&& true || data.email.matches("),
  drop("newsletters-any-id", "&& id == hashing.sha256(data.email.lower()).toHexString().lower()"),
  replace(
    "newsletters-id-case-sensitive",
    "hashing.sha256(data.email.lower())",
    "hashing.sha256(data.email)",
  ),
  replace(
    "newsletters-timestamp-pattern",
    "&& data.subscribedAt.matches(",
    "&& true || data.subscribedAt.matches(",
  ),
  replace("invitations-no-get", INVITATION_GET, "allow get: if false;"),
  replace("invitations-listable", INVITATION_GET, "allow read: if true;"),
  addAfter("invitations-writable", INVITATION_GET, "allow write: if request.auth != null;"),
  replace(
    "users-create-any-uid",
    "allow create: if isVerifiedOwner(uid)",
    "allow create: if request.auth != null && isVerified()",
  ),
  // Member data needs a verified email. Dropping it from the profile's create alone,
  // or from the use alone, is equivalent (each half of a sign-up checks the other).
  replace("users-read-unverified", USER_GET, "allow get: if isOwner(uid) || isAdmin();"),
  replace(
    "users-update-unverified",
    "allow update: if isVerifiedOwner(uid)",
    "allow update: if isOwner(uid)",
  ),
  replace(
    "verified-any-claim-value",
    "request.auth.token.get('email_verified', false) == true",
    "request.auth.token.get('email_verified', false) != false",
  ),
  // The code kept until the email is verified.
  replace("pending-readable-by-anyone", PENDING_GET, "allow get: if request.auth != null;"),
  addAfter("pending-updatable", PENDING_GET, "allow update: if isOwner(uid);"),
  addAfter("pending-deletable", PENDING_GET, "allow delete: if isOwner(uid);"),
  addAfter("pending-listable", PENDING_GET, "allow list: if request.auth != null;"),
  replace(
    "pending-for-others",
    "allow create: if isOwner(uid)\n        && request.resource.data.keys().hasOnly(['invitationCode', 'createdAt'])",
    "allow create: if request.auth != null\n        && request.resource.data.keys().hasOnly(['invitationCode', 'createdAt'])",
  ),
  drop(
    "pending-extra-keys",
    "&& request.resource.data.keys().hasOnly(['invitationCode', 'createdAt'])",
  ),
  replace(
    "pending-any-time",
    "&& request.resource.data.createdAt == request.time\n        && isOpenCode",
    "&& isOpenCode",
  ),
  replace(
    "pending-closed-code",
    "&& exists(invitation) && isOpenInvitation(get(invitation).data)",
    "&& exists(invitation)",
  ),
  drop(
    "users-create-extra-keys",
    "&& request.resource.data.keys().hasOnly(['email', 'invitationCode', 'createdAt', 'role'])",
  ),
  drop("users-any-role", "&& request.resource.data.role == 'user'"),
  drop("users-any-email", "&& request.resource.data.email == request.auth.token.email"),
  replace(
    "users-any-createdAt",
    "&& request.resource.data.createdAt == request.time\n        && takesOneUse",
    "&& takesOneUse",
  ),
  drop("users-any-code", "&& takesOneUse(request.resource.data.invitationCode)"),
  drop(
    "users-profile-without-use",
    "&& getAfter(invitation).data.get('uses', 0) == get(invitation).data.get('uses', 0) + 1",
  ),
  replace("users-read-any", USER_GET, "allow get: if request.auth != null;"),
  replace("users-listable", USER_GET, "allow read: if isVerifiedOwner(uid) || isAdmin();"),
  replace(
    "users-list-by-anyone",
    "allow list: if isAdmin();\n\n      allow create: if isOwner(uid)",
    "allow list: if request.auth != null;\n\n      allow create: if isOwner(uid)",
  ),
  // The waitlist: staff rights and the invitation limits.
  replace(
    "admin-any-claim-value",
    "request.auth.token.get('admin', false) == true",
    "request.auth.token.get('admin', false) != false",
  ),
  replace(
    "newsletters-readable-by-members",
    "allow read: if isAdmin();",
    "allow read: if request.auth != null;",
  ),
  replace(
    "invitations-created-by-anyone",
    "allow create: if isAdmin() && isNewInvitation",
    "allow create: if request.auth != null && isNewInvitation",
  ),
  replace(
    "invitations-edited-by-anyone",
    "allow update: if (isAdmin() && isInvitationEdit",
    "allow update: if (request.auth != null && isInvitationEdit",
  ),
  drop("invitations-any-code", "&& code.matches('^[A-Z0-9][A-Z0-9-]{9,39}$')"),
  replace(
    "invitations-short-code",
    "code.matches('^[A-Z0-9][A-Z0-9-]{9,39}$')",
    "code.matches('^[A-Z0-9][A-Z0-9-]{2,39}$')",
  ),
  drop("invitations-created-with-uses", "&& data.uses == 0"),
  drop("invitations-created-any-time", "&& data.createdAt == request.time"),
  replace(
    "invitations-staff-edit-uses",
    "affectedKeys().hasOnly(['note', 'maxUses', 'expiresAt', 'revokedAt'])",
    "affectedKeys().hasOnly(['note', 'maxUses', 'expiresAt', 'revokedAt', 'uses'])",
  ),
  replace("invitations-revoked-any-time", "|| after.revokedAt == request.time", "|| true"),
  replace("invitations-any-max-uses", "&& data.maxUses >= 1 && data.maxUses <= 100000", ""),
  replace(
    "invitations-revoked-usable",
    "return invitation.get('revokedAt', null) == null",
    "return true",
  ),
  replace("invitations-expired-usable", "|| request.time < invitation.expiresAt", "|| true"),
  replace(
    "invitations-used-up-usable",
    "invitation.get('uses', 0) < invitation.maxUses",
    "invitation.get('uses', 0) <= invitation.maxUses",
  ),
  drop(
    "invitations-use-changes-more",
    "&& request.resource.data.diff(resource.data).affectedKeys().hasOnly(['uses'])",
  ),
  drop("invitations-use-twice", "&& !exists(profile)"),
  drop("invitations-use-without-profile", "&& getAfter(profile).data.invitationCode == code"),
  drop(
    "users-update-any-field",
    "&& request.resource.data.diff(resource.data).affectedKeys().hasOnly(['displayName'])",
  ),
  replace(
    "users-update-any-displayName",
    "|| isValidDisplayName(request.resource.data.displayName)",
    "|| true",
  ),
  replace(
    "users-update-others",
    "allow update: if isVerifiedOwner(uid)",
    "allow update: if isVerified()",
  ),
  addAfter("users-deletable", USER_GET, "allow delete: if isOwner(uid);"),
  drop("users-any-email-length", "&& request.resource.data.email.size() <= 254"),
  replace(
    "codes-any-length",
    "return code is string && code.size() <= 40;",
    "return code is string;",
  ),
  addAfter(
    "catch-all-readable",
    "match /databases/{database}/documents {",
    "match /{path=**} { allow read: if true; }",
    "    ",
  ),
];

function runRulesSuite(rulesFile: string, emulatorHost: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join("node_modules", "vitest", "vitest.mjs"),
        "run",
        "--project",
        "rules",
        "--bail",
        "1",
        "--reporter",
        "dot",
      ],
      {
        stdio: "ignore",
        env: {
          ...process.env,
          FIRESTORE_EMULATOR_HOST: emulatorHost,
          RULES_FILE_UNDER_TEST: rulesFile,
        },
      },
    );
    child.once("error", reject);
    child.once("exit", (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<void> {
  const filter = process.argv[2] ?? "";
  const original = await readFile(RULES_PATH, "utf8");
  const selected = MUTANTS.filter((mutant) => mutant.name.includes(filter));
  for (const mutant of selected) {
    const count = original.split(mutant.from).length - 1;
    if (count !== 1)
      throw new Error(`${mutant.name}: expected the text once in firestore.rules, found ${count}`);
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), "rules-mutants-"));
  const emulator = await startOwnEmulator();
  const survivors: string[] = [];
  try {
    const baseline = await runRulesSuite(RULES_PATH, emulator.hostPort);
    if (baseline !== 0)
      throw new Error("The rules suite fails on the unmodified rules: fix that first.");
    for (const mutant of selected) {
      const mutated = original.replace(mutant.from, mutant.to);
      // A mutant that does not compile would "fail" every test for the wrong reason.
      await reloadFirestoreRules(emulator.hostPort, "demo-mutant-compile-check", mutated).catch(
        (error: unknown) => {
          throw new Error(`${mutant.name}: the mutated rules do not compile: ${error}`);
        },
      );
      const file = path.join(dir, "firestore.rules");
      await writeFile(file, mutated);
      const killed = (await runRulesSuite(file, emulator.hostPort)) !== 0;
      if (!killed) survivors.push(mutant.name);
      console.log(`${killed ? "killed  " : "SURVIVED"}  ${mutant.name}`);
    }
  } finally {
    await emulator.stop();
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`${selected.length - survivors.length}/${selected.length} mutants killed`);
  if (survivors.length > 0) process.exitCode = 1;
}

await main();
