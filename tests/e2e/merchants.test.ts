/**
 * Merchant and hotel sales pages in Chromium against the e2e stack: CMS copy in
 * both languages, the language switch and its memory, redirects, the form
 * embed (script served by the test, never the network), the MT25 gate and
 * accessibility.
 */

import { LANGUAGE_STORAGE_KEY } from "@tastemap/web/language-storage";
import {
  HOTEL_CONTACT_QUERY,
  MERCHANT_CONTACT_QUERY,
  MERCHANT_WELCOME_QUERY,
  MT25_PAGE_QUERY,
  NOT_FOUND_PAGE_QUERY,
} from "@tastemap/web/queries";
import type {
  HOTEL_CONTACT_QUERY_RESULT,
  MERCHANT_CONTACT_QUERY_RESULT,
  MERCHANT_WELCOME_QUERY_RESULT,
  MT25_PAGE_QUERY_RESULT,
  NOT_FOUND_PAGE_QUERY_RESULT,
} from "@tastemap/web/sanity.types";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { axeViolations, contentChecked, h1Text, siteUrl, trackPageErrors } from "./support/browser";
import { presetConsent } from "./support/consent";
import { test as base, expect, type NewContext } from "./support/fixtures";
import { content } from "./support/lake";
import { e2eStack } from "./support/stack";

/** Stands in for the forms provider: fills every container with its form id. */
const FAKE_FORM_SCRIPT = `
  for (const el of document.querySelectorAll("[data-form-embed-id]")) {
    const form = document.createElement("p");
    form.setAttribute("data-fake-form", el.getAttribute("data-form-embed-id"));
    form.textContent = "Fake form " + el.getAttribute("data-form-embed-id");
    el.append(form);
  }
`;

// Neutral on purpose: axe reads frames as part of the page, so no headings or landmarks.
const FAKE_DEMO_PAGE =
  '<!doctype html><html lang="en"><head><title>Demo</title></head><body><p>Demo page</p></body></html>';

interface OfflinePage {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Every request for a third-party script, in order. */
  scriptRequests: string[];
}

/**
 * A page whose requests never leave the stack: scripts named in `scripts` are
 * served (or aborted), frames get a tiny page, everything else off-stack fails.
 */
async function openOfflinePage(
  newContext: NewContext,
  scripts: Record<string, "serve" | "abort">,
): Promise<OfflinePage> {
  const stack = e2eStack();
  const allowed = [new URL(stack.webUrl).origin, new URL(stack.lakeUrl).origin];
  const ctx = await newContext();
  // A visitor who allowed embedded content: these tests are about the embeds (consent.test.ts
  // covers the visitor who has not).
  await presetConsent(ctx, "accepted");
  const scriptRequests: string[] = [];
  // A script the content names by path (the seeded stand-in) is the site's own: served here too.
  const table = new Map(
    Object.entries(scripts).map(([url, mode]) => [new URL(url, stack.webUrl).href, mode]),
  );
  await ctx.route(
    (url) => !allowed.includes(url.origin) || table.has(url.href),
    async (route) => {
      const request = route.request();
      const url = request.url();
      const mode = table.get(url);
      if (mode) {
        scriptRequests.push(url);
        if (mode === "abort") return await route.abort("internetdisconnected");
        return await route.fulfill({ contentType: "text/javascript", body: FAKE_FORM_SCRIPT });
      }
      if (request.resourceType() === "document") {
        return await route.fulfill({ contentType: "text/html", body: FAKE_DEMO_PAGE });
      }
      if (request.resourceType() === "script") scriptRequests.push(url);
      return await route.abort("internetdisconnected");
    },
  );
  const page = await ctx.newPage();
  return { context: ctx, page, errors: trackPageErrors(page), scriptRequests };
}

/** The attributes that make a language link: where it goes, and in which language. */
async function linkAttributes(link: Locator) {
  return {
    href: await link.getAttribute("href"),
    hreflang: await link.getAttribute("hreflang"),
    lang: await link.getAttribute("lang"),
  };
}

async function h1(page: Page) {
  const heading = page.getByRole("heading", { level: 1 });
  await heading.waitFor();
  return heading;
}

/** A script address from the content as the browser requests it (paths are the site's). */
const requested = (url: string) => new URL(url, siteUrl("/")).href;

/** `offlinePage`'s script table for a page whose contact form loads normally. */
type OpenOfflinePage = (scripts: Record<string, "serve" | "abort">) => Promise<OfflinePage>;

/** `offlinePage(scripts)`: a page kept on the stack (above), its context closed when the test ends. */
const test = base.extend<{ offlinePage: OpenOfflinePage }>({
  offlinePage: async ({ newContext }, use) => {
    await use((scripts) => openOfflinePage(newContext, scripts));
  },
});

function formScript(form: { formEmbedScriptUrl: string }): Record<string, "serve"> {
  return { [form.formEmbedScriptUrl]: "serve" };
}

/** A contact page's English content, and the page opened offline with its form script served. */
async function contactPage<T extends { contactForm: { formEmbedScriptUrl: string } } | null>(
  offlinePage: OpenOfflinePage,
  path: string,
  query: string,
) {
  const en = await content<T>(query, { lang: "en" });
  const opened = await offlinePage(formScript(en.contactForm));
  await opened.page.goto(siteUrl(path));
  return { en, ...opened };
}

/**
 * Scrolls to the page's form, as a visitor does: the sections around it hydrate at the first
 * interaction (or, for a built page's form, when it is in view: decision 0037), and only
 * then does the form load its provider's script.
 */
async function scrollToForm(page: Page) {
  // The prerendered page has the form's frame; once hydrated it may already have been replaced
  // by its fallback (a script that failed fast), and then there is nothing left to wait for.
  await page.evaluate(() => document.querySelector("[data-form-embed-id]")?.scrollIntoView());
}

test.describe("merchant pages render their CMS content", () => {
  test("/welcome-you-merchants: hero, services, example menus, video, form, no axe violations", async ({
    offlinePage,
  }) => {
    const en = await content<MERCHANT_WELCOME_QUERY_RESULT>(MERCHANT_WELCOME_QUERY, { lang: "en" });
    const scriptUrl = en.contactForm.formEmbedScriptUrl;
    const { page, errors, scriptRequests } = await offlinePage({ [scriptUrl]: "serve" });
    await page.goto(siteUrl("/welcome-you-merchants"));

    await expect.poll(() => h1Text(page)).toBe(en.hero.heading);
    expect(en.services.length).toBeGreaterThan(0);
    for (const service of en.services) {
      await page.getByRole("heading", { level: 3, name: service.title }).waitFor();
    }
    expect(en.exampleMenus.length).toBeGreaterThan(0);
    for (const menu of en.exampleMenus) {
      const link = page.getByRole("link", { name: menu.label });
      expect(await link.getAttribute("href")).toBe(new URL(menu.url).href);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    const video = page.getByRole("link", { name: en.videoDemo.label });
    expect(await video.getAttribute("href")).toBe(new URL(en.videoDemo.url).href);
    const formHeading = page.getByRole("heading", { level: 2, name: en.contactForm.heading });
    await formHeading.waitFor();
    await scrollToForm(page);
    await page.locator(`[data-fake-form="${en.contactForm.formEmbedId}"]`).waitFor();
    expect(scriptRequests).toEqual([requested(scriptUrl)]);

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("/merchant-contact: hero, three services, benefits, claims, form, login; no axe violations", async ({
    offlinePage,
  }) => {
    const { en, page, errors } = await contactPage<MERCHANT_CONTACT_QUERY_RESULT>(
      offlinePage,
      "/merchant-contact",
      MERCHANT_CONTACT_QUERY,
    );

    await expect.poll(() => h1Text(page)).toBe(en.hero.heading);
    const services = page.locator("#services li h3");
    await expect.poll(() => services.allTextContents()).toEqual(en.services.map((s) => s.title));
    expect(en.services).toHaveLength(3);
    expect(en.benefits.length).toBeGreaterThan(0);
    for (const benefit of en.benefits)
      await page.getByText(benefit.text, { exact: true }).waitFor();
    expect(en.claims?.length ?? 0).toBeGreaterThan(0);
    for (const claim of en.claims ?? []) {
      await page.getByText(claim.value, { exact: true }).first().waitFor();
    }
    await scrollToForm(page);
    await page.locator(`[data-fake-form="${en.contactForm.formEmbedId}"]`).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("Merchant Login opens /merchants/login in a new tab without an opener", async ({
    offlinePage,
  }) => {
    const { en, page } = await contactPage<MERCHANT_CONTACT_QUERY_RESULT>(
      offlinePage,
      "/merchant-contact",
      MERCHANT_CONTACT_QUERY,
    );
    const login = page.getByRole("link", { name: new RegExp(en.merchantLogin.label) });
    await login.waitFor();
    expect(await login.getAttribute("href")).toBe("/merchants/login");
    expect(await login.getAttribute("target")).toBe("_blank");
    const rel = (await login.getAttribute("rel"))?.split(/\s+/) ?? [];
    expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    // The accessible name tells screen-reader users about the new tab.
    expect(await login.textContent()).toMatch(/opens in a new tab/);
  });

  test("/hotel-contact: amenities, steps, promo code and the hotel form", async ({
    offlinePage,
  }) => {
    const { en, page, errors } = await contactPage<HOTEL_CONTACT_QUERY_RESULT>(
      offlinePage,
      "/hotel-contact",
      HOTEL_CONTACT_QUERY,
    );
    await expect.poll(() => h1Text(page)).toBe(en.hero.heading);
    for (const card of [...en.amenities, ...en.steps]) {
      await page.getByRole("heading", { level: 3, name: card.title }).waitFor();
    }
    if (en.promoCode) await page.getByText(en.promoCode.code, { exact: true }).waitFor();
    await scrollToForm(page);
    await page.locator(`[data-fake-form="${en.contactForm.formEmbedId}"]`).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("language switch (EN/IT)", () => {
  test("is a link to the other language's page: shows the lake's Italian copy without loading a document, sets <html lang>, survives reload and the next visit", async ({
    offlinePage,
  }) => {
    const en = await content<MERCHANT_WELCOME_QUERY_RESULT>(MERCHANT_WELCOME_QUERY, { lang: "en" });
    const it_ = await content<MERCHANT_WELCOME_QUERY_RESULT>(MERCHANT_WELCOME_QUERY, {
      lang: "it",
    });
    expect(it_.hero.heading).not.toBe(en.hero.heading);
    const { page, errors } = await offlinePage(formScript(en.contactForm));
    await page.goto(siteUrl("/welcome-you-merchants"));
    await expect.poll(() => h1Text(page)).toBe(en.hero.heading);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    // The page's own language is marked current; the other is a link to its page.
    const switcher = page.getByRole("navigation", { name: en.languageLabel });
    const current = switcher.locator('[aria-current="true"]');
    expect(await current.textContent()).toMatch(/^EN\b/);
    expect(await switcher.getByRole("link", { name: /^EN\b/ }).count()).toBe(0);
    const itLink = switcher.getByRole("link", { name: /^IT\b/ });
    expect(await linkAttributes(itLink)).toEqual({
      href: "/it/welcome-you-merchants",
      hreflang: "it",
      lang: "it",
    });

    // Hydrated (the switch hydrates at the visitor's first interaction: here the pointer
    // moving), the router follows it: no document is loaded.
    await page.mouse.move(5, 5);
    await page.locator("header nav[data-hydrated]").waitFor();
    const documentLoads: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) documentLoads.push(request.url());
    });
    await itLink.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/it/welcome-you-merchants");
    // The first client-side navigation loads the content client and the page's section chunks
    // (each chunk's imports after it, decision 0037): more than a second on a loaded machine.
    await expect.poll(() => h1Text(page), { timeout: 10_000 }).toBe(it_.hero.heading);
    await page.getByRole("heading", { level: 2, name: it_.servicesHeading }).waitFor();
    await page.getByText(it_.services[0]?.description ?? "", { exact: true }).waitFor();
    expect(documentLoads).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("it");
    const itSwitcher = page.getByRole("navigation", { name: it_.languageLabel });
    expect(await itSwitcher.locator('[aria-current="true"]').textContent()).toMatch(/^IT\b/);
    expect(await linkAttributes(itSwitcher.getByRole("link", { name: /^EN\b/ }))).toEqual({
      href: "/welcome-you-merchants",
      hreflang: "en",
      lang: "en",
    });
    expect(await axeViolations(page)).toEqual([]);

    // Reload: the Italian address is its own prerendered page, in Italian from the first byte.
    const html = await (await fetch(siteUrl("/it/welcome-you-merchants"))).text();
    expect(html).toContain('<html lang="it"');
    expect(html).toContain(it_.hero.heading.replace(/'/g, "&#x27;"));
    await page.reload();
    await expect.poll(() => h1Text(page)).toBe(it_.hero.heading);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("it");

    // Next visit to an English address: the remembered choice applies.
    await page.goto(siteUrl("/merchant-contact"));
    await expect.poll(() => new URL(page.url()).pathname).toBe("/it/merchant-contact");
    const itContact = await content<MERCHANT_CONTACT_QUERY_RESULT>(MERCHANT_CONTACT_QUERY, {
      lang: "it",
    });
    await expect.poll(() => h1Text(page)).toBe(itContact.hero.heading);

    // Choosing English again goes to the English address and is remembered.
    await page.getByRole("link", { name: /^EN\b/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/merchant-contact");
    await page.goto(siteUrl("/welcome-you-merchants"));
    await expect.poll(() => h1Text(page)).toBe(en.hero.heading);
    expect(new URL(page.url()).pathname).toBe("/welcome-you-merchants");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    // The Italian footer leads to Italian pages; a page with no Italian version (a city
    // guide) puts <html lang> back to the default.
    await page.goto(siteUrl("/it/hotel-contact"));
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("it");
    await page.locator('footer a[href="/it/merchant-stickers-shop"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/it/merchant-stickers-shop");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("it");
    await page.locator('footer a[href="/rome"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/rome");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");

    expect(errors).toEqual([]);
  });

  test("works with JavaScript off: the link loads the Italian page, and back", async ({
    newContext,
  }) => {
    const en = await content<MERCHANT_CONTACT_QUERY_RESULT>(MERCHANT_CONTACT_QUERY, { lang: "en" });
    const it_ = await content<MERCHANT_CONTACT_QUERY_RESULT>(MERCHANT_CONTACT_QUERY, {
      lang: "it",
    });
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl("/merchant-contact"));
    expect(await h1Text(page)).toBe(en.hero.heading);
    await page
      .getByRole("navigation", { name: en.languageLabel })
      .getByRole("link", { name: /^IT\b/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/it/merchant-contact");
    expect(await h1Text(page)).toBe(it_.hero.heading);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("it");
    await page
      .getByRole("navigation", { name: it_.languageLabel })
      .getByRole("link", { name: /^EN\b/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/merchant-contact");
    expect(await h1Text(page)).toBe(en.hero.heading);
  });

  test("a choice made by following the link before hydration is not overruled by an older one", async ({
    offlinePage,
  }) => {
    const en = await content<MERCHANT_CONTACT_QUERY_RESULT>(MERCHANT_CONTACT_QUERY, { lang: "en" });
    const { page } = await offlinePage(formScript(en.contactForm));
    // Italian was chosen on an earlier visit.
    await page.goto(siteUrl("/it/merchant-contact"));
    await page.evaluate((key) => window.localStorage.setItem(key, "it"), LANGUAGE_STORAGE_KEY);
    // The English link followed as a plain link (what a click before hydration is): the
    // English page stays, and English is remembered.
    await page.goto(siteUrl("/merchant-contact"), { referer: siteUrl("/it/merchant-contact") });
    await contentChecked(page);
    expect(new URL(page.url()).pathname).toBe("/merchant-contact");
    expect(await h1Text(page)).toBe(en.hero.heading);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_STORAGE_KEY),
    ).toBe("en");
  });

  test("answers 404 for an unknown language prefix, and for the default one (one address per page)", async ({
    offlinePage,
  }) => {
    for (const path of ["/xx/hotel-contact", "/en/no-such-page"]) {
      expect((await fetch(siteUrl(path))).status).toBe(404);
    }
    // Under the default one, a page with a twin has only its door (decision 0035): not a
    // second address of the page, a noindex page that goes on to it.
    const door = await (await fetch(siteUrl("/en/hotel-contact"))).text();
    expect(door).toContain('<meta http-equiv="refresh" content="0; url=/hotel-contact"/>');
    expect(door).toContain('<meta name="robots" content="noindex"/>');
    // Hydrated in the browser, the 404 page stays the 404 page (the app agrees).
    const { page, errors } = await offlinePage({});
    await page.goto(siteUrl("/xx/hotel-contact"));
    const notFound = await content<NOT_FOUND_PAGE_QUERY_RESULT>(NOT_FOUND_PAGE_QUERY, {
      lang: "en",
    });
    await expect.poll(() => h1Text(page)).toBe(notFound?.title);
    await contentChecked(page);
    expect(await h1Text(page)).toBe(notFound?.title);
    expect(errors).toEqual([]);
  });
});

test.describe("redirects", () => {
  test("/welcome goes to /welcome-you-merchants, answered by the host before any HTML", async ({
    offlinePage,
  }) => {
    const response = await fetch(siteUrl("/welcome"), { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", siteUrl("/")).pathname).toBe(
      "/welcome-you-merchants",
    );
    const { page } = await offlinePage({});
    await page.goto(siteUrl("/welcome"));
    await expect.poll(() => new URL(page.url()).pathname).toBe("/welcome-you-merchants");
    const en = await content<MERCHANT_WELCOME_QUERY_RESULT>(MERCHANT_WELCOME_QUERY, { lang: "en" });
    await expect.poll(() => h1Text(page)).toBe(en.hero.heading);
  });
});

test.describe("form embed", () => {
  test("loads the script only on pages with a form, once, with each page's own form id", async ({
    offlinePage,
  }) => {
    const merchant = await content<MERCHANT_CONTACT_QUERY_RESULT>(MERCHANT_CONTACT_QUERY, {
      lang: "en",
    });
    const hotel = await content<HOTEL_CONTACT_QUERY_RESULT>(HOTEL_CONTACT_QUERY, { lang: "en" });
    expect(merchant.contactForm.formEmbedId).not.toBe(hotel.contactForm.formEmbedId);
    const scriptUrl = merchant.contactForm.formEmbedScriptUrl;
    const { page, scriptRequests } = await offlinePage({
      [scriptUrl]: "serve",
      [hotel.contactForm.formEmbedScriptUrl]: "serve",
    });

    await page.goto(siteUrl("/merchant-stickers-shop"));
    await h1(page);
    expect(scriptRequests).toEqual([]);

    await page.goto(siteUrl("/merchant-contact"));
    const merchantForm = page.locator(`[data-form-embed-id="${merchant.contactForm.formEmbedId}"]`);
    await scrollToForm(page);
    await merchantForm.locator("[data-fake-form]").waitFor();
    expect(await page.locator("[data-form-embed-id]").count()).toBe(1);
    expect(scriptRequests).toEqual([requested(scriptUrl)]);
    expect(await page.locator(`script[src="${scriptUrl}"]`).count()).toBe(1);

    await page.goto(siteUrl("/hotel-contact"));
    const hotelForm = page.locator(`[data-form-embed-id="${hotel.contactForm.formEmbedId}"]`);
    await scrollToForm(page);
    await hotelForm.locator("[data-fake-form]").waitFor();
    expect(await page.locator("[data-form-embed-id]").count()).toBe(1);
    expect(scriptRequests).toEqual([
      requested(scriptUrl),
      requested(hotel.contactForm.formEmbedScriptUrl),
    ]);
  });

  test("shows the CMS fallback text with a mailto link when the script cannot load", async ({
    offlinePage,
  }) => {
    const en = await content<MERCHANT_CONTACT_QUERY_RESULT>(MERCHANT_CONTACT_QUERY, { lang: "en" });
    const { page, errors } = await offlinePage({
      [en.contactForm.formEmbedScriptUrl]: "abort",
    });
    await page.goto(siteUrl("/merchant-contact"));
    const alert = page.locator(`#${en.contactForm.anchorId} [role="alert"]`);
    await scrollToForm(page);
    await alert.waitFor();
    expect((await alert.textContent())?.replace(/\s+/g, " ")).toContain(
      en.contactForm.fallbackText.replace(/\s+/g, " "),
    );
    const email = en.contactForm.fallbackText.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/)?.[0];
    if (email) {
      expect(await alert.getByRole("link", { name: email }).getAttribute("href")).toBe(
        `mailto:${email}`,
      );
    }
    expect(await page.getByText(en.contactForm.loadingLabel).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("/hotel-contact#anchor", () => {
  test("ends scrolled to the hash target", async ({ offlinePage }) => {
    const en = await content<HOTEL_CONTACT_QUERY_RESULT>(HOTEL_CONTACT_QUERY, { lang: "en" });
    const { page } = await offlinePage(formScript(en.contactForm));
    const anchor = en.contactForm.anchorId;
    await page.goto(siteUrl(`/hotel-contact#${anchor}`));
    await h1(page);
    // The fixed header covers the top 4rem; sections keep a scroll margin above it.
    await expect
      .poll(() =>
        page.evaluate((id) => {
          const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
          return top >= 0 && top <= 120 && window.scrollY > 300;
        }, anchor),
      )
      .toBe(true);
    expect(new URL(page.url()).hash).toBe(`#${anchor}`);
  });
});

test.describe("/mt25", () => {
  test("shows three phone-frame demos above the merchant content for an allowed ref", async ({
    offlinePage,
  }) => {
    const data = await content<MT25_PAGE_QUERY_RESULT>(MT25_PAGE_QUERY, { lang: "en" });
    const page25 = data.page;
    const merchant = data.merchant;
    if (!page25 || !merchant) throw new Error("seed content missing");
    const { page, errors } = await offlinePage(formScript(merchant.contactForm));
    expect(page25.allowedRefs.length).toBeGreaterThan(0);
    for (const ref of page25.allowedRefs) {
      await page.goto(siteUrl(`/mt25?ref=${ref}`));
      await expect.poll(() => h1Text(page)).toBe(page25.hero.heading);
      expect(new URL(page.url()).pathname).toBe("/mt25");
    }
    // The demos render their frames once hydrated, as they come into view (registry.ts).
    await page.locator("[data-phone-frame]").first().scrollIntoViewIfNeeded();
    const frames = page.locator("[data-phone-frame] iframe");
    await expect.poll(() => frames.count()).toBe(3);
    expect(await frames.evaluateAll((els) => els.map((el) => el.getAttribute("title")))).toEqual(
      page25.demos.map((demo) => demo.title),
    );
    // Each frame's page starts after this page's first paint (after-first-paint.ts).
    await expect
      .poll(() => frames.evaluateAll((els) => els.map((el) => el.getAttribute("src"))))
      .toEqual(page25.demos.map((demo) => frameSrc(demo.url)));
    expect(await frames.evaluateAll((els) => els.map((el) => el.getAttribute("loading")))).toEqual([
      "lazy",
      "lazy",
      "lazy",
    ]);
    if (page25.promoCode)
      await page.getByText(page25.promoCode.code, { exact: true }).first().waitFor();
    // The merchant contact content follows the demos.
    const order = await page.evaluate(
      ([demos, services]) => {
        const a = document.getElementById(demos as string);
        const b = document.getElementById(services as string);
        return a && b ? a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
      },
      ["demos-heading", "services-heading"],
    );
    expect(order).toBeGreaterThan(0);
    await page.getByRole("heading", { level: 2, name: merchant.servicesHeading }).waitFor();
    await scrollToForm(page);
    await page.locator(`[data-fake-form="${merchant.contactForm.formEmbedId}"]`).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("is in the prerendered HTML for a card holder, painted before any script runs", async ({
    newContext,
  }) => {
    const data = await content<MT25_PAGE_QUERY_RESULT>(MT25_PAGE_QUERY, { lang: "en" });
    const [ref] = data.page?.allowedRefs ?? [];
    if (!data.page || !ref) throw new Error("seed content missing");
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(siteUrl(`/mt25?ref=${ref}`));
    expect(response?.status()).toBe(200);
    // Without JavaScript there is no loader and no guard: what shows is the HTML alone.
    expect(await h1Text(page)).toBe(data.page.hero.heading);
    await page.getByRole("heading", { level: 2, name: data.page.demosHeading }).waitFor();
  });

  test("sends visitors without an allowed ref to /merchant-contact, never showing the page", async ({
    offlinePage,
  }) => {
    const data = await content<MT25_PAGE_QUERY_RESULT>(MT25_PAGE_QUERY, { lang: "en" });
    const merchant = data.merchant;
    if (!data.page || !merchant) throw new Error("seed content missing");
    const mt25Heading = data.page.hero.heading;
    const { page } = await offlinePage(formScript(merchant.contactForm));
    // Records every h1 ever shown, to prove the MT25 page never flashed.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
      new MutationObserver(() => {
        for (const h of document.querySelectorAll("h1")) {
          if (h.textContent && !seen.includes(h.textContent)) seen.push(h.textContent);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    for (const path of ["/mt25?ref=bad", "/mt25", "/mt25?ref=card999"]) {
      await page.goto(siteUrl(path));
      await expect.poll(() => new URL(page.url()).pathname).toBe("/merchant-contact");
      await expect.poll(() => h1Text(page)).toBe(merchant.hero.heading);
      const seen = await page.evaluate(
        () => (window as unknown as { seenHeadings: string[] }).seenHeadings,
      );
      expect(seen).not.toContain(mt25Heading);
    }
    await page.goto(siteUrl("/it/mt25?ref=bad"));
    await expect.poll(() => new URL(page.url()).pathname).toBe("/it/merchant-contact");
  });
});

/** What a frame's `src` reads for a CMS address: a path on this site as written, else the URL. */
function frameSrc(url: string): string {
  return url.startsWith("/") ? url : new URL(url).href;
}
