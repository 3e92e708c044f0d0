import { describe, expect, it } from "vitest";
import { LOCAL_APP_CHECK_TOKEN } from "../firebase/app-check";
import { appCheckToken, exchangeRequest } from "./app-check-token";

const project = { projectId: "tastemap-prod", appId: "1:123:web:abc", apiKey: "AIza-key" };

describe("the App Check token of an error report", () => {
  it("trades reCAPTCHA Enterprise's token where the SDK's provider does, with the same body", () => {
    // @firebase/app-check's getExchangeRecaptchaEnterpriseTokenRequest, written out.
    expect(exchangeRequest(project, "recaptcha-token")).toEqual({
      url: "https://content-firebaseappcheck.googleapis.com/v1/projects/tastemap-prod/apps/1:123:web:abc:exchangeRecaptchaEnterpriseToken?key=AIza-key",
      body: '{"recaptcha_enterprise_token":"recaptcha-token"}',
    });
  });

  it("is the forms' local token against the emulators, at once, even with a site key", () => {
    expect(appCheckToken({ ...project, siteKey: "site-key", emulator: true })).toBe(
      LOCAL_APP_CHECK_TOKEN,
    );
  });

  it("is none for a project without App Check's site key", () => {
    expect(appCheckToken({ ...project, siteKey: undefined, emulator: false })).toBeUndefined();
  });
});
