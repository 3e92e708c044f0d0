import { readStackConfig } from "@tastemap/config";
import { EXAMPLE_FIREBASE_ENV } from "@tastemap/config/example-env";
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
  const real = readStackConfig(EXAMPLE_FIREBASE_ENV);

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
