import { readAppCheckSiteKey } from "@tastemap/config/web-app-check";
import { readWebEnv } from "../env";

interface FirebaseSettings {
  options: { apiKey: string; authDomain: string; projectId: string; appId: string };
  /** App Check's reCAPTCHA Enterprise site key, for a real project (decision 0058). */
  recaptchaEnterpriseSiteKey: string | undefined;
  /** http://host:port of the Auth emulator, when the build targets the emulators. */
  authEmulatorUrl: string | undefined;
  /** Host and port of the Firestore emulator, when the build targets the emulators. */
  firestoreEmulator: { host: string; port: number } | undefined;
}

/** `127.0.0.1:8080` or `[::1]:8080` → {host, port}; anything else is a build mistake. */
export function parseHostPort(value: string): { host: string; port: number } {
  const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(value.trim());
  if (!match) throw new Error(`Invalid Firestore emulator host (expected host:port): ${value}`);
  return { host: (match[1] as string).replace(/^\[|\]$/g, ""), port: Number(match[2]) };
}

/** The Firebase part of the build's public configuration, read when Firebase is first needed. */
export function firebaseSettings(): FirebaseSettings {
  const { apiKey, authDomain, projectId, appId, authEmulatorUrl, firestoreEmulatorHost } =
    readWebEnv().firebase;
  return {
    options: { apiKey, authDomain, projectId, appId },
    // Read here, not in readWebEnv: the first load of every route has no bytes to spare.
    recaptchaEnterpriseSiteKey: readAppCheckSiteKey(import.meta.env),
    authEmulatorUrl,
    firestoreEmulator: firestoreEmulatorHost ? parseHostPort(firestoreEmulatorHost) : undefined,
  };
}
