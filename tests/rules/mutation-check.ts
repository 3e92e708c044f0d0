/**
 * Mutation check for firestore.rules: weakens one clause at a time and runs the
 * rules tests against the broken rules. Every mutant must make at least one test
 * fail ("killed"); a mutant that passes ("SURVIVED") marks a rule no test guards.
 *
 *   npx tsx tests/rules/mutation-check.ts            # every mutant (~10 s each)
 *   npx tsx tests/rules/mutation-check.ts users-     # only names containing "users-"
 *
 * Not part of `npm test`: it runs the rules suite once per mutant.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { reloadFirestoreRules } from "../../scripts/services/firebase";
import { RULES_PATH, startOwnEmulator } from "./emulator";

interface Mutant {
  name: string;
  /** Exact text of firestore.rules to replace (must occur once). */
  from: string;
  to: string;
}

const MUTANTS: Mutant[] = [
  {
    name: "newsletters-updatable",
    from: "allow create: if isValidNewsletter",
    to: "allow create, update: if isValidNewsletter",
  },
  {
    name: "newsletters-readable",
    from: "allow create: if isValidNewsletter(id, request.resource.data);",
    to: "allow create: if isValidNewsletter(id, request.resource.data);\n      allow read: if true;",
  },
  {
    name: "newsletters-deletable",
    from: "allow create: if isValidNewsletter(id, request.resource.data);",
    to: "allow create: if isValidNewsletter(id, request.resource.data);\n      allow delete: if true;",
  },
  {
    name: "newsletters-extra-keys",
    from: "return data.keys().hasOnly(['email', 'subscribedAt'])\n        && ",
    to: "return ",
  },
  { name: "newsletters-email-length", from: "&& data.email.size() <= 254", to: "" },
  { name: "newsletters-email-pattern", from: "&& data.email.matches('^\\\\S+@\\\\S+$')", to: "" },
  {
    name: "newsletters-any-id",
    from: "&& id == hashing.sha256(data.email.lower()).toHexString().lower()",
    to: "",
  },
  {
    name: "newsletters-id-case-sensitive",
    from: "hashing.sha256(data.email.lower())",
    to: "hashing.sha256(data.email)",
  },
  {
    name: "newsletters-timestamp-pattern",
    from: "&& data.subscribedAt.matches(",
    to: "&& true || data.subscribedAt.matches(",
  },
  { name: "invitations-no-get", from: "allow get: if true;", to: "allow get: if false;" },
  { name: "invitations-listable", from: "allow get: if true;", to: "allow read: if true;" },
  {
    name: "invitations-writable",
    from: "allow get: if true;",
    to: "allow get: if true;\n      allow write: if request.auth != null;",
  },
  {
    name: "users-create-any-uid",
    from: "allow create: if isOwner(uid)",
    to: "allow create: if request.auth != null",
  },
  {
    name: "users-create-extra-keys",
    from: "&& request.resource.data.keys().hasOnly(['email', 'invitationCode', 'createdAt', 'role'])",
    to: "",
  },
  { name: "users-any-role", from: "&& request.resource.data.role == 'user'", to: "" },
  {
    name: "users-any-email",
    from: "&& request.resource.data.email == request.auth.token.email",
    to: "",
  },
  {
    name: "users-any-createdAt",
    from: "&& request.resource.data.createdAt == request.time",
    to: "",
  },
  {
    name: "users-any-code",
    from: "&& exists(/databases/$(database)/documents/invitations/$(code))",
    to: "",
  },
  {
    name: "users-read-any",
    from: "allow get: if isOwner(uid);",
    to: "allow get: if request.auth != null;",
  },
  {
    name: "users-listable",
    from: "allow get: if isOwner(uid);",
    to: "allow read: if isOwner(uid);",
  },
  {
    name: "users-update-any-field",
    from: "&& request.resource.data.diff(resource.data).affectedKeys().hasOnly(['displayName'])",
    to: "",
  },
  {
    name: "users-update-any-displayName",
    from: "|| isValidDisplayName(request.resource.data.displayName)",
    to: "|| true",
  },
  {
    name: "users-update-others",
    from: "allow update: if isOwner(uid)",
    to: "allow update: if request.auth != null",
  },
  {
    name: "users-deletable",
    from: "allow get: if isOwner(uid);",
    to: "allow get: if isOwner(uid);\n      allow delete: if isOwner(uid);",
  },
  {
    name: "catch-all-readable",
    from: "match /databases/{database}/documents {",
    to: "match /databases/{database}/documents {\n    match /{path=**} { allow read: if true; }",
  },
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
