import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  originOf,
  withContentSecurityPolicy,
} from "./content-security-policy";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

const sources = {
  content: ["http://127.0.0.1:8787"],
  images: ["http://127.0.0.1:8787"],
  firebase: ["http://127.0.0.1:9099"],
  scripts: ["https://forms.example.com"],
  frames: ["https://qr.example.com"],
};

describe("inlineScriptHashes", () => {
  it("hashes inline code, not external scripts or JSON-LD data", () => {
    const html =
      '<script>window.$_TSR={}</script><script type="module" src="/assets/a.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("window.$_TSR={}"), sha("go()")]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows the page's own scripts by hash and only the named origins", () => {
    const policy = contentSecurityPolicy(sources, [sha("x")]);
    expect(policy).toContain(`script-src 'self' ${sha("x")} https://forms.example.com`);
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:8787 http://127.0.0.1:9099");
    expect(policy).toContain("frame-src https://forms.example.com https://qr.example.com");
    expect(policy).not.toContain("'unsafe-inline' https");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("frames nothing when nothing is embedded", () => {
    expect(contentSecurityPolicy({ ...sources, frames: [], scripts: [] }, [])).toContain(
      "frame-src 'none'",
    );
  });
});

describe("withContentSecurityPolicy", () => {
  it("puts the policy first in <head>, before any script it governs", () => {
    const html = withContentSecurityPolicy(
      "<html><head><title>x</title></head><body><script>a()</script></body></html>",
      sources,
    );
    expect(html).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-/,
    );
  });
});

describe("originOf", () => {
  it("keeps http(s) origins and drops anything else", () => {
    expect(originOf("https://forms.example.com/embed.js?x=1")).toBe("https://forms.example.com");
    expect(originOf("javascript:alert(1)")).toBeUndefined();
    expect(originOf("not a url")).toBeUndefined();
    expect(originOf(null)).toBeUndefined();
  });
});
