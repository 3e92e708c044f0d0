/**
 * The Waitlist tool's Firebase project and site origin (config/studio.ts decides
 * the defaults and which values are required). The CLI inlines SANITY_STUDIO_*
 * only where they are written out in full, hence the record.
 */
import { readStudioWaitlistConfig, type StudioWaitlistConfig } from "@tastemap/config/studio";

/** Read when the tool opens, so a missing variable shows in the tool, not as a Studio crash. */
export function waitlistConfig(): StudioWaitlistConfig {
  return readStudioWaitlistConfig({
    SANITY_STUDIO_FIREBASE_PROJECT_ID: process.env.SANITY_STUDIO_FIREBASE_PROJECT_ID,
    SANITY_STUDIO_FIREBASE_API_KEY: process.env.SANITY_STUDIO_FIREBASE_API_KEY,
    SANITY_STUDIO_FIREBASE_AUTH_DOMAIN: process.env.SANITY_STUDIO_FIREBASE_AUTH_DOMAIN,
    SANITY_STUDIO_FIREBASE_APP_ID: process.env.SANITY_STUDIO_FIREBASE_APP_ID,
    SANITY_STUDIO_FIREBASE_AUTH_EMULATOR_URL: process.env.SANITY_STUDIO_FIREBASE_AUTH_EMULATOR_URL,
    SANITY_STUDIO_FIRESTORE_EMULATOR_HOST: process.env.SANITY_STUDIO_FIRESTORE_EMULATOR_HOST,
    SANITY_STUDIO_SITE_URL: process.env.SANITY_STUDIO_SITE_URL,
  });
}
