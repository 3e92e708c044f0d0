/**
 * The site in English and Italian (issue 27, decision 0030), against the production
 * build the e2e stack serves: every translated page of the sitemap has its twin in the
 * other language with `<html lang>`, reciprocal hreflang, its own title and description
 * and none of the other language's sentences; the switch works without JavaScript; an
 * Italian browser is sent to Italian on a first visit; a choice is remembered; a page
 * without its Italian document shows the English one with a notice in Italian.
 */
import type { SanityDocument } from "@sanity/client";
import { LANGUAGE_STORAGE_KEY } from "@tastemap/web/language-storage";
import type { Page } from "playwright-core";
import { axeViolations, contentChecked, h1Text, siteUrl } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { lakeClient, restoreDocument } from "./support/lake";

interface SitemapEntry {
  path: string;
  /** hreflang -> path */
  alternates: Record<string, string>;
}

async function sitemap(): Promise<SitemapEntry[]> {
  const xml = await (await fetch(siteUrl("/sitemap.xml"))).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    path: new URL(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? "").pathname,
    alternates: Object.fromEntries(
      [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = "", href = ""]) => [
        lang,
        new URL(href).pathname,
      ]),
    ),
  }));
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** hreflang -> path of a page's `<link rel="alternate">` tags. */
function alternatesIn(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang = "", href = ""]) => [lang, new URL(href).pathname],
    ),
  );
}

/** The sentences of a page's visible text (four words or more: names and labels aside). */
async function sentences(page: Page): Promise<string[]> {
  // innerText, not textContent: its line breaks (headings, buttons) end sentences too.
  // biome-ignore lint/performance/useDomNodeTextContent: see above
  const text = await page.locator("body").innerText();
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 4);
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

test.describe("every translated page in English and Italian", () => {
  test("has its twin in the sitemap with html lang, reciprocal hreflang, its own title and description, no English sentence, and no axe violation", async ({
    publicPage,
  }) => {
    // Two pages and two axe runs per pair, some twenty pairs with the city guides.
    test.setTimeout(240_000);
    const entries = await sitemap();
    const english = entries.filter(
      (entry) => entry.alternates.it !== undefined && entry.alternates.en === entry.path,
    );
    // Home, shop, terms, privacy, the merchant pages and the city guides at least.
    expect(english.length).toBeGreaterThanOrEqual(10);
    // A city guide's Italian version has a slug of its own (decision 0035).
    expect(english.find((entry) => entry.path === "/rome")?.alternates.it).toBe("/it/roma");
    // The London redirect dialog stays out of the way (as for a visitor who chose to stay).
    const { page } = publicPage;
    for (const entry of english) {
      const italianPath = entry.alternates.it as string;
      expect(
        entries.map((other) => other.path),
        entry.path,
      ).toContain(italianPath);
      const enHtml = await (await fetch(siteUrl(entry.path))).text();
      const itHtml = await (await fetch(siteUrl(italianPath))).text();
      expect(attribute(enHtml, /<html lang="([^"]+)"/), entry.path).toBe("en");
      expect(attribute(itHtml, /<html lang="([^"]+)"/), italianPath).toBe("it");
      // Reciprocal: each names the other, and the English one as x-default.
      for (const html of [enHtml, itHtml]) {
        expect(alternatesIn(html)).toEqual({
          en: entry.path,
          it: italianPath,
          "x-default": entry.path,
        });
      }
      const enTitle = attribute(enHtml, /<title>([^<]+)<\/title>/);
      const itTitle = attribute(itHtml, /<title>([^<]+)<\/title>/);
      expect(itTitle, italianPath).toBeTruthy();
      expect(itTitle, italianPath).not.toBe(enTitle);
      const description = /<meta name="description" content="([^"]+)"/;
      expect(attribute(itHtml, description), italianPath).toBeTruthy();
      expect(attribute(itHtml, description), italianPath).not.toBe(attribute(enHtml, description));

      await page.goto(siteUrl(entry.path));
      const englishSentences = await sentences(page);
      expect(englishSentences.length, entry.path).toBeGreaterThan(0);
      expect(await axeViolations(page), entry.path).toEqual([]);
      await page.goto(siteUrl(italianPath));
      const italianText = await page.locator("body").textContent();
      const leftInEnglish = englishSentences.filter((sentence) => italianText?.includes(sentence));
      expect(leftInEnglish, italianPath).toEqual([]);
      expect(await axeViolations(page), italianPath).toEqual([]);
    }
  });
});

test.describe("language switch", () => {
  test("works without JavaScript: the header's link loads the Italian twin, and back", async ({
    newContext,
  }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl("/terms"));
    const english = await h1Text(page);
    await page
      .getByRole("navigation", { name: "Language" })
      .getByRole("link", { name: /^IT\b/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/it/terms");
    expect(await htmlLang(page)).toBe("it");
    expect(await h1Text(page)).toBe("Termini di servizio");
    await page
      .getByRole("navigation", { name: "Lingua" })
      .getByRole("link", { name: /^EN\b/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/terms");
    expect(await h1Text(page)).toBe(english);
  });

  test("without JavaScript, an Italian browser that chooses English gets English, and keeps it", async ({
    newContext,
  }) => {
    // Firebase Hosting's i18n rewrites answer /terms with the Italian twin for this browser;
    // the switch's English link is the page's door (/en/terms), which sets the host's
    // override cookie and goes on (firebase.json, web/build/hosting-i18n.ts).
    const context = await newContext({ javaScriptEnabled: false, locale: "it-IT" });
    const page = await context.newPage();
    await page.goto(siteUrl("/terms"));
    await page.waitForURL((url) => url.pathname === "/it/terms");
    await page
      .getByRole("navigation", { name: "Lingua" })
      .getByRole("link", { name: /^EN\b/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/terms");
    expect(await htmlLang(page)).toBe("en");
    expect(await h1Text(page)).toBe("Terms of Service");
    const cookie = (await context.cookies()).find((c) => c.name === "firebase-language-override");
    expect(cookie?.value).toBe("en");
    // Remembered: another English address stays English, a city guide with its own slug too.
    for (const [path, heading] of [
      ["/privacy", "Privacy Policy"],
      ["/rome", "Rome"],
    ] as const) {
      await page.goto(siteUrl(path));
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await h1Text(page)).toBe(heading);
    }
    // And the Italian link still leads to Italian.
    await page
      .getByRole("navigation", { name: "Language" })
      .getByRole("link", { name: /^IT\b/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/it/roma");
  });

  test("remembers the choice: the next English address opens in Italian, until English is chosen", async ({
    newContext,
  }) => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(siteUrl("/privacy"));
    await page
      .getByRole("navigation", { name: "Language" })
      .getByRole("link", { name: /^IT\b/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/it/privacy");
    // Remembered by the click once the switch has hydrated, or (a first tap before it has:
    // it hydrates at the first interaction) by the Italian page on arrival from its twin.
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_STORAGE_KEY), {
        timeout: 15_000,
      })
      .toBe("it");
    // The static host reads the same choice (Firebase Hosting i18n's override cookie).
    await expect
      .poll(
        async () =>
          (await context.cookies()).find((c) => c.name === "firebase-language-override")?.value,
        { timeout: 15_000 },
      )
      .toBe("it");

    await page.goto(siteUrl("/merchant-stickers-shop"));
    await expect.poll(() => new URL(page.url()).pathname).toBe("/it/merchant-stickers-shop");
    await expect.poll(() => h1Text(page)).toBe("Adesivi QR da tavolo");

    await page
      .getByRole("navigation", { name: "Lingua" })
      .getByRole("link", { name: /^EN\b/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/merchant-stickers-shop");
    await page.goto(siteUrl("/terms"));
    await contentChecked(page);
    expect(new URL(page.url()).pathname).toBe("/terms");
    expect(await htmlLang(page)).toBe("en");
  });
});

test.describe("first visit", () => {
  test("sends a browser that asks for Italian (Accept-Language: it) to the Italian page", async ({
    newContext,
  }) => {
    const context = await newContext({ locale: "it-IT" });
    const page = await context.newPage();
    await page.goto(siteUrl("/"));
    await expect.poll(() => new URL(page.url()).pathname).toBe("/it");
    await expect.poll(() => htmlLang(page)).toBe("it");
    // Not a choice: nothing is stored, and an English browser stays in English.
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_STORAGE_KEY),
    ).toBeNull();

    const englishContext = await newContext({ locale: "en-GB" });
    const englishPage = await englishContext.newPage();
    await englishPage.goto(siteUrl("/"));
    await contentChecked(englishPage);
    expect(new URL(englishPage.url()).pathname).toBe("/");
  });
});

test.describe("first visit on the static host", () => {
  test("answers Accept-Language: it with a page that sends on to the Italian twin, unless a choice says English", async () => {
    const italian = await (
      await fetch(siteUrl("/terms"), { headers: { "Accept-Language": "it-IT,it;q=0.9" } })
    ).text();
    expect(italian).toContain('<meta http-equiv="refresh" content="0; url=/it/terms"/>');
    expect(italian).toContain('<html lang="it">');
    const english = await (
      await fetch(siteUrl("/terms"), { headers: { "Accept-Language": "en-GB,en;q=0.9" } })
    ).text();
    expect(english).not.toContain('http-equiv="refresh"');
    // The choice the site stored (the override cookie Firebase Hosting reads) wins.
    const chosen = await (
      await fetch(siteUrl("/terms"), {
        headers: { "Accept-Language": "it", Cookie: "firebase-language-override=en" },
      })
    ).text();
    expect(chosen).not.toContain('http-equiv="refresh"');
    expect(chosen).toContain('<html lang="en"');
    // The home page's door (/en, the Italian home's English link before hydration) sets
    // that choice and goes on to the English home, whatever the browser asks for.
    const door = await fetch(siteUrl("/en"), { headers: { "Accept-Language": "it" } });
    expect(door.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^firebase-language-override=en; Path=\/;/),
    ]);
    expect(await door.text()).toContain('<meta http-equiv="refresh" content="0; url=/"/>');
  });
});

test.describe("a page without its Italian version", () => {
  test("shows the English page with a short notice in Italian, marked as English, not announced as Italian", async ({
    newContext,
  }) => {
    const client = lakeClient();
    const italian = await client.getDocument<SanityDocument>("legal-privacy__i18n_it");
    if (!italian) throw new Error("seed has no Italian privacy page");
    const english = await client.getDocument<SanityDocument>("legal-privacy");
    await client.delete(italian._id);
    try {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(siteUrl("/it/privacy"));
      // The prerendered page had the Italian text; after hydration the lake's content wins.
      const notice = page.getByRole("note");
      await expect.poll(() => notice.count()).toBe(1);
      expect(await notice.getAttribute("lang")).toBe("it");
      expect(await notice.textContent()).toMatch(/non è ancora disponibile in italiano/);
      await expect.poll(() => h1Text(page)).toBe(english?.title);
      expect(await page.locator("main").getAttribute("lang")).toBe("en");
      // Its head points at the English page and names no alternates.
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe("/privacy");
      expect(await page.locator('link[rel="alternate"]').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await restoreDocument(italian, client);
    }
  });

  test("the home page without its Italian version: /it shows the English one with the notice, not a 404", async ({
    publicPage,
  }) => {
    const client = lakeClient();
    const italian = await client.getDocument<SanityDocument>("page-home-it");
    if (!italian) throw new Error("seed has no Italian home page");
    const english = await client.getDocument<
      SanityDocument & { sections: Array<{ _type: string; heading?: string }> }
    >("page-home-en");
    const heading = english?.sections.find((section) => section._type === "hero")?.heading;
    await client.delete(italian._id);
    const { page } = publicPage;
    try {
      // The prerendered /it had the Italian page; after hydration the lake's content wins.
      await page.goto(siteUrl("/it"));
      const notice = page.getByRole("note");
      await expect.poll(() => notice.count()).toBe(1);
      expect(await notice.getAttribute("lang")).toBe("it");
      await expect.poll(() => h1Text(page)).toBe(heading);
      expect(await page.locator("main").getAttribute("lang")).toBe("en");
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe("/");
      expect(await page.locator('link[rel="alternate"]').count()).toBe(0);
    } finally {
      await restoreDocument(italian, client);
    }
  });
});

test.describe("city guides' localized slugs", () => {
  test("sends another language's slug on to the right one, in the browser and on the static host", async ({
    newContext,
  }) => {
    const context = await newContext();
    const page = await context.newPage();
    // Files of the build (web/build/city-redirects.ts): before any script.
    const staticPage = await (await fetch(siteUrl("/it/rome"))).text();
    expect(staticPage).toContain('<meta http-equiv="refresh" content="0; url=/it/roma"/>');
    // An Italian browser asking for the English guide is sent to the Italian slug.
    const italianBrowser = await (
      await fetch(siteUrl("/rome"), { headers: { "Accept-Language": "it-IT,it;q=0.9" } })
    ).text();
    expect(italianBrowser).toContain('<meta http-equiv="refresh" content="0; url=/it/roma"/>');
    for (const [from, to, heading] of [
      ["/it/rome", "/it/roma", "Roma"],
      ["/roma", "/rome", "Rome"],
    ] as const) {
      await page.goto(siteUrl(from));
      await page.waitForURL((url) => url.pathname === to);
      await expect.poll(() => h1Text(page)).toBe(heading);
    }
  });

  test("the switch on a city guide links its twin's own slug, and works without JavaScript", async ({
    newContext,
  }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl("/rome"));
    await page
      .getByRole("navigation", { name: "Language" })
      .getByRole("link", { name: /^IT\b/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/it/roma");
    expect(await htmlLang(page)).toBe("it");
    expect(await h1Text(page)).toBe("Roma");
  });

  test("shows an English-only guide at /it/<slug> with the notice, not announced as Italian", async ({
    newContext,
  }) => {
    const client = lakeClient();
    const berlin = await client.getDocument<SanityDocument>("city-berlin");
    if (!berlin) throw new Error("seed has no Berlin guide");
    // A guide published after the build, with no Italian version yet.
    const slug = `lisbon-${Date.now().toString(36)}`;
    const { _rev, _createdAt, _updatedAt, ...content } = berlin;
    const id = `city-${slug}`;
    await client.create({
      ...content,
      _id: id,
      name: "Lisbon",
      slug: { _type: "slug", current: slug },
    });
    try {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(siteUrl(`/it/${slug}`));
      await expect.poll(() => h1Text(page)).toBe("Lisbon");
      const notice = page.getByRole("note");
      await expect.poll(() => notice.count()).toBe(1);
      expect(await notice.getAttribute("lang")).toBe("it");
      expect(await htmlLang(page)).toBe("it");
      expect(await page.locator("main").getAttribute("lang")).toBe("en");
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(`/${slug}`);
      expect(await page.locator('link[rel="alternate"]').count()).toBe(0);
      // Its places are in English too, like the guide (not a mixed page).
      expect(await page.locator("main").textContent()).toContain("Brandenburg Gate");
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await client.delete(id);
    }
  });
});

test.describe("pages built from sections in Italian", () => {
  test("the seed's Italian spring offer is at its own slug, prerendered, and the host sends the English slug under /it/ on to it", async () => {
    const html = await (await fetch(siteUrl("/it/offerta-di-primavera"))).text();
    expect(attribute(html, /<html lang="([^"]+)"/)).toBe("it");
    expect(alternatesIn(html)).toEqual({
      en: "/spring-offer",
      it: "/it/offerta-di-primavera",
      "x-default": "/spring-offer",
    });
    // Before any script (web/build/city-redirects.ts writes pages' slugs too).
    const staticPage = await (await fetch(siteUrl("/it/spring-offer"))).text();
    expect(staticPage).toContain(
      '<meta http-equiv="refresh" content="0; url=/it/offerta-di-primavera"/>',
    );
  });

  test("serves an Italian page published after the build at /it/<its slug>, linked to its English twin, and sends the twin's slug on to it", async ({
    newContext,
  }) => {
    const client = lakeClient();
    const italianId = "page-spring-offer__i18n_it";
    const italian = await client.getDocument<SanityDocument>(italianId);
    if (!italian) throw new Error("seed has no Italian spring offer page");
    // A slug the build has not seen: only the route can serve it.
    const slug = `offerta-di-primavera-${Date.now().toString(36)}`;
    const hero = (italian.sections as Array<Record<string, unknown>>)[0];
    await client
      .patch(italianId)
      .set({
        slug: { _type: "slug", current: slug },
        sections: [{ ...hero, heading: "Tre mesi gratis, da oggi" }],
      })
      .commit();
    try {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(siteUrl(`/it/${slug}`));
      await expect.poll(() => h1Text(page)).toBe("Tre mesi gratis, da oggi");
      expect(await htmlLang(page)).toBe("it");
      await expect
        .poll(() => page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href"))
        .toMatch(/\/spring-offer$/);
      // The Italian slug without the prefix is the English page's: no file of the build
      // has this slug, so the route sends it on.
      await page.goto(siteUrl(`/${slug}`));
      await page.waitForURL((url) => url.pathname === "/spring-offer");
    } finally {
      await restoreDocument(italian, client);
    }
  });
});
