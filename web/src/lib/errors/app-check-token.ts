/**
 * The App Check token an error report carries (decisions 0058, 0059). Once App Check is
 * enforced for Firestore, a write without one is refused, and the sender loads nothing of
 * Firebase's SDK (or of the forms' code, which starts App Check for its own calls). So it gets
 * a token the way the SDK's ReCaptchaEnterpriseProvider does: a reCAPTCHA Enterprise token,
 * traded at App Check's exchange endpoint. Only when a page has an error to report, once per
 * page view (an App Check token lives an hour; a page open longer sends a late report with a
 * stale token, which is refused: a lost report, never a visitor's problem).
 */
import { LOCAL_APP_CHECK_TOKEN } from "../firebase/app-check";

export interface AppCheckTarget {
  projectId: string;
  appId: string;
  apiKey: string;
  /** The site's reCAPTCHA Enterprise key; absent, no token (App Check is not set up). */
  siteKey: string | undefined;
  /** Against the emulators, which verify no token: the forms' local token, for parity. */
  emulator: boolean;
}

const EXCHANGE_ENDPOINT = "https://content-firebaseappcheck.googleapis.com/v1";

/** The request that trades a reCAPTCHA Enterprise token for an App Check token. */
export function exchangeRequest(
  target: Pick<AppCheckTarget, "projectId" | "appId" | "apiKey">,
  recaptchaToken: string,
): { url: string; body: string } {
  return {
    // As the SDK writes it: the app id's colons stay as they are.
    url: `${EXCHANGE_ENDPOINT}/projects/${target.projectId}/apps/${target.appId}:exchangeRecaptchaEnterpriseToken?key=${target.apiKey}`,
    body: JSON.stringify({ recaptcha_enterprise_token: recaptchaToken }),
  };
}

interface RecaptchaEnterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** reCAPTCHA Enterprise's script, loaded as the SDK loads it, and one token from it. */
function recaptchaToken(siteKey: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`;
    script.onerror = () => reject(new Error("reCAPTCHA Enterprise did not load"));
    script.onload = () => {
      const enterprise = (window as { grecaptcha?: { enterprise?: RecaptchaEnterprise } })
        .grecaptcha?.enterprise;
      if (!enterprise) return reject(new Error("reCAPTCHA Enterprise is missing"));
      enterprise.ready(() => {
        enterprise.execute(siteKey, { action: "fire_app_check" }).then(resolve, reject);
      });
    };
    document.head.append(script);
  });
}

let pending: Promise<string | undefined> | undefined;

/**
 * The token for this page's reports: at once against the emulators or without App Check, a
 * promise the first time a real project needs one. A failure gives no token: the report goes
 * without, and enforcement refuses it.
 */
export function appCheckToken(
  target: AppCheckTarget,
): string | undefined | Promise<string | undefined> {
  if (target.emulator) return LOCAL_APP_CHECK_TOKEN;
  const { siteKey } = target;
  if (!siteKey) return undefined;
  pending ??= recaptchaToken(siteKey)
    .then((token) => {
      const { url, body } = exchangeRequest(target, token);
      return fetch(url, { method: "POST", body, headers: { "content-type": "application/json" } });
    })
    .then(async (response) =>
      response.ok ? ((await response.json()) as { token?: string }).token : undefined,
    )
    .catch(() => undefined);
  return pending;
}
