/**
 * The Content-Security-Policy of the prerendered pages, written into each page
 * as <meta http-equiv> by the build: it allows only the origins the site uses
 * (the content API and image CDN, Firebase, the form-embed and storefront
 * scripts, the pages it embeds), read from the configuration and the content
 * at build time, and the page's own inline scripts (the router's hydration
 * data) by hash, so no other inline script can run.
 *
 * In a meta element because the origins and hashes differ per build and per
 * page, while firebase.json's headers are one static list; what a meta policy
 * cannot carry (frame-ancestors, base-uri, object-src) is in firebase.json.
 * An embed or storefront origin added in the CMS after a build is allowed from
 * the next build on.
 */
import { createHash } from "node:crypto";

export interface PolicySources {
  /** Content API origins (queries after hydration, client-side navigation). */
  content: string[];
  /** Image origins (the lake or Sanity's image CDN). */
  images: string[];
  /** Firebase endpoints (Auth, Firestore), or the emulators'. */
  firebase: string[];
  /** Third-party scripts the CMS names: the form embed and the storefront. */
  scripts: string[];
  /** Pages the site embeds in frames (full-page embeds, demos, forms, storefront). */
  frames: string[];
}

/** The origin of a URL, or undefined for anything that is not http(s). */
export function originOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources for every inline script a browser would run (JSON-LD is data, not code). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const unique = (values: Array<string | undefined>) =>
  [...new Set(values.filter((value): value is string => !!value))].sort();

export function contentSecurityPolicy(sources: PolicySources, scriptHashes: string[]): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes, ...unique(sources.scripts)]],
    // Chakra UI (Emotion) writes its styles at runtime.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...unique(sources.images)]],
    [
      "connect-src",
      ["'self'", ...unique([...sources.content, ...sources.firebase, ...sources.scripts])],
    ],
    ["frame-src", unique([...sources.frames, ...sources.scripts]).concat()],
    ["font-src", ["'self'", "data:"]],
    ["form-action", ["'self'"]],
  ];
  return directives
    .map(([name, values]) => `${name} ${values.length ? values.join(" ") : "'none'"}`)
    .join("; ");
}

/** The page with its policy as the first element of <head> (a meta policy covers what follows it). */
export function withContentSecurityPolicy(html: string, sources: PolicySources): string {
  const policy = contentSecurityPolicy(sources, inlineScriptHashes(html));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, "&quot;")}"/>`;
  if (!/<head>/i.test(html)) throw new Error("withContentSecurityPolicy: the page has no <head>");
  return html.replace(/<head>/i, `<head>${meta}`);
}
