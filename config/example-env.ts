/**
 * A made-up production configuration of the right shape, for the tests of every package that
 * reads one (config, the deploy, the site's Content-Security-Policy): each value passes
 * deploy.ts's checks, none names a real project or reaches a service.
 */

/** A real Firebase project with App Check, as the site's build reads it. */
export const EXAMPLE_FIREBASE_ENV = {
  VITE_FIREBASE_PROJECT_ID: "tastemap-production",
  VITE_FIREBASE_API_KEY: `AIza${"x".repeat(35)}`,
  VITE_FIREBASE_AUTH_DOMAIN: "tastemap-production.firebaseapp.com",
  VITE_FIREBASE_APP_ID: "1:123456789012:web:0123456789abcdef",
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: "6LcFakeSiteKeyOfTheRightShape0123456789a",
};

/**
 * A production target's public values: the Sanity project, the Studio's host name, the site's
 * address and the Firebase project. Production needs no staging dataset; the deployer's
 * secrets (SANITY_AUTH_TOKEN, GOOGLE_APPLICATION_CREDENTIALS) are each test's to add.
 */
export const EXAMPLE_DEPLOY_ENV = {
  SANITY_PROJECT_ID: "abc123de",
  SANITY_DATASET: "production",
  SANITY_STUDIO_HOSTNAME: "tastemap",
  SITE_URL: "https://tastemap.example",
  ...EXAMPLE_FIREBASE_ENV,
};
