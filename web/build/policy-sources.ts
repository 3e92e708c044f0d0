/**
 * Where the site's pages reach out to, for their Content-Security-Policy: the
 * content API and images (the lake, or Sanity's hosts for a real project),
 * Firebase (or its emulators), and every third-party origin the content names.
 */
import type { SanityClient } from "@sanity/client";
import { publicWebEnv, type StackConfig } from "@tastemap/config";
import { isSitePath } from "../src/lib/safe-url";
import { originOf, type PolicySources } from "./content-security-policy";

const THIRD_PARTY_QUERY = `{
  "formScripts": [
    ...*[defined(contactForm.formEmbedScriptUrl)].contactForm.formEmbedScriptUrl,
    ...*[_type == "page"].sections[][_type == "embeddedForm"].formEmbedScriptUrl
  ],
  "shop": *[_id == "stickerShopPage"][0]{storefrontScriptUrl, storefrontDomain},
  "embeds": *[_type == "embedPage"].url,
  "demos": *[_type == "page"].sections[][_type == "phoneDemos"].demos[].url
}`;

interface ThirdParty {
  formScripts: string[] | null;
  shop: { storefrontScriptUrl?: string | null; storefrontDomain?: string | null } | null;
  embeds: Array<string | null> | null;
  demos: Array<string | null> | null;
}

/**
 * App Check on a real project (decision 0058): reCAPTCHA Enterprise's script and invisible frame
 * come from www.google.com, its own scripts from www.gstatic.com, and the SDK trades the
 * reCAPTCHA token for an App Check token at content-firebaseappcheck.googleapis.com.
 */
export const RECAPTCHA_ORIGINS = ["https://www.google.com", "https://www.gstatic.com"];
export const APP_CHECK_ORIGIN = "https://content-firebaseappcheck.googleapis.com";

/** The origins the configuration alone names (no content read): what the deploy check verifies offline. */
export function configPolicySources(config: StackConfig): PolicySources {
  const { projectId } = config.sanity;
  const content = config.sanity.apiHost
    ? [config.sanity.apiHost]
    : [`https://${projectId}.api.sanity.io`, `https://${projectId}.apicdn.sanity.io`];
  const images = config.sanity.apiHost ? [config.sanity.apiHost] : ["https://cdn.sanity.io"];
  const web = publicWebEnv(config);
  const firebase =
    config.firebase.mode === "emulator"
      ? [web.VITE_FIREBASE_AUTH_EMULATOR_URL, `http://${web.VITE_FIRESTORE_EMULATOR_HOST}`]
      : [
          "https://identitytoolkit.googleapis.com",
          "https://securetoken.googleapis.com",
          "https://firestore.googleapis.com",
          APP_CHECK_ORIGIN,
        ];
  // Against the emulators App Check runs on a local token: nothing of Google's loads.
  const recaptcha = config.firebase.mode === "firebase" ? RECAPTCHA_ORIGINS : [];
  return {
    content,
    images,
    firebase: firebase.map(originOf).filter((origin): origin is string => !!origin),
    scripts: recaptcha,
    frames: recaptcha,
  };
}

export async function policySources(
  config: StackConfig,
  client: SanityClient,
): Promise<PolicySources> {
  const { content, images, firebase, scripts, frames } = configPolicySources(config);
  const found = await client.fetch<ThirdParty>(THIRD_PARTY_QUERY);
  const storefrontDomain = found.shop?.storefrontDomain
    ? `https://${found.shop.storefrontDomain.replace(/^https?:\/\//, "")}`
    : undefined;
  const origins = (urls: Array<string | null | undefined>) =>
    urls.map(originOf).filter((origin): origin is string => !!origin);
  return {
    content,
    images: [...images, ...origins([storefrontDomain])],
    firebase,
    scripts: origins([
      ...scripts,
      ...(found.formScripts ?? []),
      found.shop?.storefrontScriptUrl,
      storefrontDomain,
    ]),
    frames: [...frames, ...frameSources([...(found.embeds ?? []), ...(found.demos ?? [])])],
  };
}

/**
 * What frame-src must allow for the pages the content frames: their origins, and 'self'
 * when one is a path on this site (the seeded stand-in, /embeds/stand-in.html).
 */
export function frameSources(urls: Array<string | null | undefined>): string[] {
  const self = urls.some((url) => !!url && isSitePath(url)) ? ["'self'"] : [];
  return [...self, ...urls.map(originOf).filter((origin): origin is string => !!origin)];
}
