import { readStackConfig } from "@tastemap/config";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy";
import {
  APP_CHECK_ORIGIN,
  configPolicySources,
  frameSources,
  RECAPTCHA_ORIGINS,
} from "./policy-sources";

describe("frameSources", () => {
  it("allows the origins of framed pages and nothing else", () => {
    expect(frameSources(["https://qr.example.com/app", null, "javascript:alert(1)"])).toEqual([
      "https://qr.example.com",
    ]);
  });

  it("allows this site when a frame shows one of its own paths (the seeded stand-in)", () => {
    expect(frameSources(["/embeds/stand-in.html", "https://qr.example.com/app"])).toEqual([
      "'self'",
      "https://qr.example.com",
    ]);
  });

  it("does not take a protocol-relative address for a path on this site", () => {
    expect(frameSources(["//evil.example/x"])).toEqual([]);
  });
});

describe("configPolicySources", () => {
  const real = readStackConfig({
    VITE_FIREBASE_PROJECT_ID: "tastemap-production",
    VITE_FIREBASE_API_KEY: `AIza${"x".repeat(35)}`,
    VITE_FIREBASE_AUTH_DOMAIN: "tastemap-production.firebaseapp.com",
    VITE_FIREBASE_APP_ID: "1:123456789012:web:0123456789abcdef",
    VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: "6LcFakeSiteKeyOfTheRightShape0123456789a",
  });

  it("lets a real project's pages run App Check: reCAPTCHA's script and frame, the token exchange", () => {
    const policy = contentSecurityPolicy(configPolicySources(real), []);
    const directive = (name: string) =>
      policy
        .split("; ")
        .find((entry) => entry.startsWith(`${name} `))
        ?.split(" ") ?? [];
    expect(directive("connect-src")).toContain(APP_CHECK_ORIGIN);
    for (const origin of RECAPTCHA_ORIGINS) {
      expect(directive("script-src")).toContain(origin);
      expect(directive("frame-src")).toContain(origin);
    }
  });

  it("names nothing of Google's against the emulators, where App Check runs on a local token", () => {
    const policy = contentSecurityPolicy(configPolicySources(readStackConfig({})), []);
    expect(policy).not.toMatch(/google|gstatic|googleapis/);
  });
});
