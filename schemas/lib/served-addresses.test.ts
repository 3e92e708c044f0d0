import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  HOSTING_REDIRECT_SOURCES,
  linkTarget,
  type ServedContent,
  SITE_FILES,
  servedAddresses,
  unservedLinkProblem,
} from "./served-addresses";

const root = path.resolve(import.meta.dirname, "../..");

const doc = (_id: string, _type: string, language: string, slug?: string) => ({
  _id,
  _type,
  language,
  ...(slug ? { slug } : {}),
});

const content: ServedContent = {
  documents: [
    doc("city-rome", "city", "en", "rome"),
    doc("city-rome__i18n_it", "city", "it", "roma"),
    doc("city-berlin", "city", "en", "berlin"),
    doc("page-spring", "page", "en", "spring-offer"),
    doc("page-spring__i18n_it", "page", "it", "offerta"),
    doc("page-lonely", "page", "en", "lonely"),
    doc("page-home-en", "page", "en", "home"),
    doc("page-mt25-en", "page", "en", "mt25"),
    doc("legal-terms", "legalPage", "en", "terms"),
    doc("legal-privacy__i18n_it", "legalPage", "it", "privacy"),
    doc("signUpPage", "signUpPage", "en"),
  ],
  groups: [
    { _id: "m-rome", members: ["city-rome", "city-rome__i18n_it"] },
    { _id: "m-spring", members: ["page-spring", "page-spring__i18n_it"] },
  ],
  redirects: [
    { from: "/spring-deals", to: "/spring-offer" },
    { from: "/half-made", to: null },
  ],
};

describe("servedAddresses", () => {
  const served = servedAddresses(content);

  it("answers each city guide and page at its own address in its language", () => {
    for (const address of ["/rome", "/it/roma", "/berlin", "/spring-offer", "/it/offerta"]) {
      expect(served.has(address), address).toBe(true);
    }
  });

  it("answers an English guide under a language it has no version in, but not a page", () => {
    expect(served.get("/it/berlin")).toBe("city guide");
    expect(served.has("/lonely")).toBe(true);
    expect(served.has("/it/lonely")).toBe(false);
  });

  it("sends another version's slug on in each language the guide or page has", () => {
    expect(served.get("/it/rome")).toBe("go-on page");
    expect(served.get("/roma")).toBe("go-on page");
    expect(served.get("/it/spring-offer")).toBe("go-on page");
    expect(served.get("/offerta")).toBe("go-on page");
  });

  it("answers a route's page only in the languages it has a page in", () => {
    expect(served.has("/")).toBe(true);
    expect(served.has("/it")).toBe(false);
    expect(served.has("/mt25")).toBe(true);
    expect(served.has("/it/mt25")).toBe(false);
    expect(served.has("/home")).toBe(false);
  });

  it("answers a route's document in every language once the English one is published", () => {
    expect(served.has("/terms")).toBe(true);
    expect(served.has("/it/terms")).toBe(true);
    expect(served.has("/signup")).toBe(true);
    expect(served.has("/it/signup")).toBe(true);
    // Only in Italian: the English address has nothing to show.
    expect(served.has("/privacy")).toBe(false);
    expect(served.has("/it/privacy")).toBe(true);
    // Not published at all.
    expect(served.has("/signin")).toBe(false);
    expect(served.has("/qr-generator")).toBe(false);
  });

  it("answers the redirects (complete ones only) and the files", () => {
    expect(served.get("/spring-deals")).toBe("redirect");
    expect(served.has("/half-made")).toBe(false);
    expect(served.get("/welcome")).toBe("redirect");
    expect(served.get("/embeds/stand-in")).toBe("file");
    expect(served.get("/sitemap.xml")).toBe("file");
  });
});

describe("linkTarget and unservedLinkProblem", () => {
  const served = servedAddresses(content);

  it("checks paths on the site, without their section, query or trailing slash", () => {
    expect(linkTarget("/rome#food", served)).toMatchObject({ kind: "served", path: "/rome" });
    expect(linkTarget("/rome/?ref=x", served)).toMatchObject({ kind: "served", path: "/rome" });
    expect(linkTarget("/#features", served)).toMatchObject({ kind: "served", path: "/" });
    expect(linkTarget("/embeds/stand-in.html", served)).toMatchObject({ kind: "served" });
    expect(linkTarget("/no-such-page", served)).toEqual({ kind: "missing", path: "/no-such-page" });
  });

  it("leaves other sites, mail, sections of the page and the host's other parts alone", () => {
    for (const href of [
      "https://example.com/x",
      "mailto:a@example.com",
      "#contact",
      "//other.site/x",
      "/merchants/login",
      "/api/x",
      "/en/terms",
    ]) {
      expect(linkTarget(href, served), href).toEqual({ kind: "notChecked" });
      expect(unservedLinkProblem(href, served), href).toBeUndefined();
    }
  });

  it("says what is missing, and where the other language's page is", () => {
    expect(unservedLinkProblem("/no-such-page", served)).toMatch(
      /^Nothing on the site answers “\/no-such-page”/,
    );
    expect(unservedLinkProblem("/it/lonely", served)).toMatch(/“\/lonely” is served/);
    expect(unservedLinkProblem("/it/terms", served)).toBeUndefined();
  });
});

describe("the lists written out by hand", () => {
  it("has firebase.json's own redirects", () => {
    const firebase = JSON.parse(readFileSync(path.join(root, "firebase.json"), "utf8")) as {
      hosting: { redirects: Array<{ source: string }> };
    };
    expect(firebase.hosting.redirects.map((redirect) => redirect.source).sort()).toEqual(
      [...HOSTING_REDIRECT_SOURCES].sort(),
    );
  });

  it("has every file of web/public, and the build's sitemap, robots.txt and error reporter", () => {
    const publicDir = path.join(root, "web/public");
    const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name))}`);
    expect([...SITE_FILES].sort()).toEqual(
      [...files, "/sitemap.xml", "/robots.txt", "/error-reports.js"].sort(),
    );
  });
});
