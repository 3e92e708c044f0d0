// @vitest-environment jsdom
import { deleteApp, type FirebaseApp, initializeApp } from "firebase/app";
import * as appCheckSdk from "firebase/app-check";
import { afterEach, describe, expect, it } from "vitest";
import { appCheckProvider, LOCAL_APP_CHECK_TOKEN, startAppCheck } from "./app-check";

const SITE_KEY = "6LcFakeSiteKeyOfTheRightShape0123456789a";

describe("appCheckProvider", () => {
  it("attests a real project's site with reCAPTCHA Enterprise and its site key", () => {
    expect(
      appCheckProvider({
        recaptchaEnterpriseSiteKey: SITE_KEY,
        authEmulatorUrl: undefined,
        firestoreEmulator: undefined,
      }),
    ).toEqual({ kind: "recaptcha-enterprise", siteKey: SITE_KEY });
  });

  it("sends the local token against either emulator, even beside a site key", () => {
    for (const emulator of [
      { authEmulatorUrl: "http://127.0.0.1:9099", firestoreEmulator: undefined },
      { authEmulatorUrl: undefined, firestoreEmulator: { host: "127.0.0.1", port: 8080 } },
    ]) {
      expect(appCheckProvider({ recaptchaEnterpriseSiteKey: undefined, ...emulator })).toEqual({
        kind: "local-token",
      });
      expect(appCheckProvider({ recaptchaEnterpriseSiteKey: SITE_KEY, ...emulator })).toEqual({
        kind: "local-token",
      });
    }
  });

  it("refuses a real project without a site key, naming the variable", () => {
    expect(() =>
      appCheckProvider({
        recaptchaEnterpriseSiteKey: undefined,
        authEmulatorUrl: undefined,
        firestoreEmulator: undefined,
      }),
    ).toThrow(/VITE_RECAPTCHA_ENTERPRISE_SITE_KEY/);
  });
});

describe("startAppCheck, with the real SDK", () => {
  const apps: FirebaseApp[] = [];
  const newApp = () => {
    const app = initializeApp(
      { apiKey: "demo-api-key", projectId: "demo-app-check", appId: "1:1:web:1" },
      `app-check-test-${apps.length}`,
    );
    apps.push(app);
    return app;
  };
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
    for (const script of document.querySelectorAll("script")) script.remove();
  });

  it("hands out the local token with no request and no script from Google", async () => {
    const appCheck = startAppCheck(newApp(), appCheckSdk, { kind: "local-token" });
    await expect(appCheckSdk.getToken(appCheck)).resolves.toEqual({
      token: LOCAL_APP_CHECK_TOKEN,
    });
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it("loads reCAPTCHA Enterprise (not v3) for a real project's site key", () => {
    startAppCheck(newApp(), appCheckSdk, { kind: "recaptcha-enterprise", siteKey: SITE_KEY });
    const sources = [...document.querySelectorAll("script")].map((script) => script.src);
    expect(sources).toEqual(["https://www.google.com/recaptcha/enterprise.js?render=explicit"]);
  });

  it("returns the running instance when started again with the same provider (a hot reload)", () => {
    const app = newApp();
    const first = startAppCheck(app, appCheckSdk, { kind: "local-token" });
    expect(startAppCheck(app, appCheckSdk, { kind: "local-token" })).toBe(first);
  });
});
