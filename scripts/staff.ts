/**
 * `npm run staff:grant -- someone@example.com` / `npm run staff:revoke -- someone@example.com`:
 * gives or takes staff rights (the `admin` custom claim the Studio's Waitlist tool
 * and firestore.rules check) with the Firebase Admin SDK.
 *
 * Without a real Firebase project in .env it talks to the Auth emulator of
 * `npm start` (FIREBASE_AUTH_PORT). With one (VITE_FIREBASE_PROJECT_ID not
 * "demo-..."), it needs a service account key: GOOGLE_APPLICATION_CREDENTIALS.
 *
 * `seed-local <email> <password>` is what start-up runs to make the local staff
 * account (emulator only).
 */
import path from "node:path";
import { MissingEnvError, readStackConfig, requireEnv } from "@tastemap/config";
import { applicationDefault, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { loadDotenv } from "./lib/load-dotenv";
import {
  ensureStaffAccount,
  grantStaff,
  NoSuchAccountError,
  revokeStaff,
} from "./lib/staff-claims";

const root = path.resolve(import.meta.dirname, "..");
const USAGE = "Usage: npm run staff:grant -- someone@example.com (or staff:revoke)";

function adminAuth() {
  loadDotenv(root);
  const { firebase, ports } = readStackConfig(process.env);
  if (firebase.mode === "emulator") {
    // The Admin SDK switches to the emulator (and unsigned tokens) by this variable.
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
    return {
      auth: getAuth(initializeApp({ projectId: firebase.projectId })),
      where: `the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST} (${firebase.projectId})`,
    };
  }
  // A service account key file of that project (Project settings → Service accounts).
  requireEnv(process.env, "GOOGLE_APPLICATION_CREDENTIALS");
  return {
    auth: getAuth(
      initializeApp({ projectId: firebase.projectId, credential: applicationDefault() }),
    ),
    where: `Firebase project ${firebase.projectId}`,
  };
}

async function main(): Promise<void> {
  const [command, email, password] = process.argv.slice(2);
  if (!email || !["grant", "revoke", "seed-local"].includes(command ?? "")) {
    throw new Error(USAGE);
  }
  const { auth, where } = adminAuth();
  if (command === "grant") {
    await grantStaff(auth, email);
    console.log(
      `${email} is now staff on ${where}. They see the Waitlist tool after their next sign-in to it.`,
    );
  } else if (command === "revoke") {
    await revokeStaff(auth, email);
    console.log(`${email} is no longer staff on ${where}; their sessions were ended.`);
  } else {
    if (!where.startsWith("the Auth emulator")) {
      throw new Error("seed-local only runs against the Auth emulator.");
    }
    if (!password) throw new Error("seed-local needs an email and a password.");
    await ensureStaffAccount(auth, { email, password });
    console.log(`local staff account ready: ${email}`);
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const known = error instanceof MissingEnvError || error instanceof NoSuchAccountError;
  console.error(known || message === USAGE ? message : error);
  if (/ECONNREFUSED|fetch failed|socket hang up/.test(message)) {
    console.error("Is the Auth emulator running? Start it with `npm start`.");
  }
  process.exit(1);
});
