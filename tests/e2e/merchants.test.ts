/**
 * Merchant and hotel sales pages in Chromium against the e2e stack: CMS copy in
 * both languages, the language switch and its memory, redirects, the form
 * embed (script served by the test, never the network), the MT25 gate and
 * accessibility.
 */

import { LANGUAGE_STORAGE_KEY } from "@tastemap/web/language-storage";
import { ROOT_QUERY } from "@tastemap/web/queries";
import type { ROOT_QUERY_RESULT } from "@tastemap/web/sanity.types";
import type { Locator, Page } from "playwright-core";
import { axeViolations, contentChecked, h1Text, siteUrl } from "./support/browser";
import { type BuiltPage, builtPage, mt25AllowedRefs, sectionOf, text } from "./support/built-page";
import { test as base, expect } from "./support/fixtures";
import { content } from "./support/lake";
import { type OfflinePage, openOfflinePage, REFUSED } from "./support/offline-page";

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
    await use((scripts) =>
      openOfflinePage(newContext, {
        scripts: Object.fromEntries(
          Object.entries(scripts).map(([url, mode]) => [
            url,
            mode === "serve" ? FAKE_FORM_SCRIPT : REFUSED,
          ]),
        ),
        frame: FAKE_DEMO_PAGE,
      }),
    );
  },
});

/** A page's contact form (its embedded form section), with the addresses the tests need. */
function formOf(page: BuiltPage) {
  const form = sectionOf(page, "embeddedForm");
  return {
    ...form,
    anchorId: form.anchorId ?? "contact",
    formEmbedId: text(form.formEmbedId, `the form id on "${page.slug}"`),
    formEmbedScriptUrl: text(form.formEmbedScriptUrl, `the form script on "${page.slug}"`),
  };
}

/** A page's hero heading: what its h1 shows. */
const heroHeading = (page: BuiltPage) => sectionOf(page, "hero").heading;

/** The language switch's label, which its hero carries. */
const languageLabel = (page: BuiltPage) =>
  text(sectionOf(page, "hero").languageLabel, `the language label on "${page.slug}"`);

function formScript(page: BuiltPage): Record<string, "serve"> {
  return { [formOf(page).formEmbedScriptUrl]: "serve" };
}

/** The English page at /`slug`, and that page opened offline with its form script served. */
async function contactPage(offlinePage: OpenOfflinePage, slug: string) {
  const en = await builtPage(slug);
  const opened = await offlinePage(formScript(en));
  await opened.page.goto(siteUrl(`/${slug}`));
  return { en, ...opened };
}

/** The 404 page's copy in English, as the root layout reads it. */
async function notFoundTitle() {
  return (await content<ROOT_QUERY_RESULT>(ROOT_QUERY, { lang: "en" })).notFound?.title;
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
    const en = await builtPage("welcome-you-merchants");
    const form = formOf(en);
    const scriptUrl = form.formEmbedScriptUrl;
    const { page, errors, scriptRequests } = await offlinePage({ [scriptUrl]: "serve" });
    await page.goto(siteUrl("/welcome-you-merchants"));

    await expect.poll(() => h1Text(page)).toBe(heroHeading(en));
    const services = sectionOf(en, "serviceGrid").cards ?? [];
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) {
      await page
        .getByRole("heading", { level: 3, name: text(service.title, "a service") })
        .waitFor();
    }
    const examples = sectionOf(en, "examples");
    const menus = examples.links ?? [];
    expect(menus.length).toBeGreaterThan(0);
    for (const menu of menus) {
      const link = page.getByRole("link", { name: text(menu.label, "a menu's label") });
      expect(await link.getAttribute("href")).toBe(new URL(text(menu.href, "a menu")).href);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    const video = page.getByRole("link", {
      name: text(examples.video?.label, "the video's label"),
    });
    expect(await video.getAttribute("href")).toBe(
      new URL(text(examples.video?.url, "the video")).href,
    );
    const formHeading = page.getByRole("heading", {
      level: 2,
      name: text(form.heading, "the form's heading"),
    });
    await formHeading.waitFor();
    await scrollToForm(page);
    await page.locator(`[data-fake-form="${form.formEmbedId}"]`).waitFor();
    expect(scriptRequests).toEqual([requested(scriptUrl)]);

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("/merchant-contact: hero, three services, benefits, claims, form, login; no axe violations", async ({
    offlinePage,
  }) => {
    const { en, page, errors } = await contactPage(offlinePage, "merchant-contact");

    await expect.poll(() => h1Text(page)).toBe(heroHeading(en));
    const services = page.locator("#services li h3");
    const cards = sectionOf(en, "serviceGrid").cards ?? [];
    await expect.poll(() => services.allTextContents()).toEqual(cards.map((s) => s.title));
    expect(cards).toHaveLength(3);
    const benefits = sectionOf(en, "checklist").items ?? [];
    expect(benefits.length).toBeGreaterThan(0);
    for (const benefit of benefits)
      await page.getByText(text(benefit.text, "a benefit"), { exact: true }).waitFor();
    const claims = sectionOf(en, "hero").claims ?? [];
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      await page.getByText(text(claim.value, "a claim"), { exact: true }).first().waitFor();
    }
    await scrollToForm(page);
    await page.locator(`[data-fake-form="${formOf(en).formEmbedId}"]`).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("Merchant Login opens /merchants/login in a new tab without an opener", async ({
    offlinePage,
  }) => {
    const { en, page } = await contactPage(offlinePage, "merchant-contact");
    const label = text(sectionOf(en, "signInLink").label, "the login link's label");
    const login = page.getByRole("link", { name: new RegExp(label) });
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
    const { en, page, errors } = await contactPage(offlinePage, "hotel-contact");
    await expect.poll(() => h1Text(page)).toBe(heroHeading(en));
    // The amenities, then the numbered steps: two service grids.
    const amenities = sectionOf(en, "serviceGrid", (grid) => grid.numbered !== true).cards ?? [];
    const steps = sectionOf(en, "serviceGrid", (grid) => grid.numbered === true).cards ?? [];
    expect(amenities.length).toBeGreaterThan(0);
    expect(steps.length).toBeGreaterThan(0);
    for (const card of [...amenities, ...steps]) {
      await page.getByRole("heading", { level: 3, name: text(card.title, "a card") }).waitFor();
    }
    const code = text(sectionOf(en, "promoCallout").promoCode?.code, "the hotel promo code");
    await page.getByText(code, { exact: true }).waitFor();
    await scrollToForm(page);
    await page.locator(`[data-fake-form="${formOf(en).formEmbedId}"]`).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("language switch (EN/IT)", () => {
  test("is a link to the other language's page: shows the lake's Italian copy without loading a document, sets <html lang>, survives reload and the next visit", async ({
    offlinePage,
  }) => {
    const en = await builtPage("welcome-you-merchants", "en");
    const it_ = await builtPage("welcome-you-merchants", "it");
    expect(it_.language).toBe("it");
    expect(heroHeading(it_)).not.toBe(heroHeading(en));
    const { page, errors } = await offlinePage(formScript(en));
    await page.goto(siteUrl("/welcome-you-merchants"));
    await expect.poll(() => h1Text(page)).toBe(heroHeading(en));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    // The page's own language is marked current; the other is a link to its page.
    const switcher = page.getByRole("navigation", { name: languageLabel(en) });
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
    await expect.poll(() => h1Text(page), { timeout: 10_000 }).toBe(heroHeading(it_));
    const itServices = sectionOf(it_, "serviceGrid");
    await page
      .getByRole("heading", { level: 2, name: text(itServices.heading, "the services' heading") })
      .waitFor();
    await page
      .getByText(text(itServices.cards?.[0]?.description, "a service"), { exact: true })
      .waitFor();
    expect(documentLoads).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("it");
    const itSwitcher = page.getByRole("navigation", { name: languageLabel(it_) });
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
    expect(html).toContain(text(heroHeading(it_), "the Italian heading").replace(/'/g, "&#x27;"));
    await page.reload();
    await expect.poll(() => h1Text(page)).toBe(heroHeading(it_));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("it");

    // Next visit to an English address: the remembered choice applies.
    await page.goto(siteUrl("/merchant-contact"));
    await expect.poll(() => new URL(page.url()).pathname).toBe("/it/merchant-contact");
    const itContact = await builtPage("merchant-contact", "it");
    await expect.poll(() => h1Text(page)).toBe(heroHeading(itContact));

    // Choosing English again goes to the English address and is remembered.
    await page.getByRole("link", { name: /^EN\b/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/merchant-contact");
    await page.goto(siteUrl("/welcome-you-merchants"));
    await expect.poll(() => h1Text(page)).toBe(heroHeading(en));
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
    const en = await builtPage("merchant-contact", "en");
    const it_ = await builtPage("merchant-contact", "it");
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl("/merchant-contact"));
    expect(await h1Text(page)).toBe(heroHeading(en));
    await page
      .getByRole("navigation", { name: languageLabel(en) })
      .getByRole("link", { name: /^IT\b/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/it/merchant-contact");
    expect(await h1Text(page)).toBe(heroHeading(it_));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("it");
    await page
      .getByRole("navigation", { name: languageLabel(it_) })
      .getByRole("link", { name: /^EN\b/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/merchant-contact");
    expect(await h1Text(page)).toBe(heroHeading(en));
  });

  test("a choice made by following the link before hydration is not overruled by an older one", async ({
    offlinePage,
  }) => {
    const en = await builtPage("merchant-contact");
    const { page } = await offlinePage(formScript(en));
    // Italian was chosen on an earlier visit.
    await page.goto(siteUrl("/it/merchant-contact"));
    await page.evaluate((key) => window.localStorage.setItem(key, "it"), LANGUAGE_STORAGE_KEY);
    // The English link followed as a plain link (what a click before hydration is): the
    // English page stays, and English is remembered.
    await page.goto(siteUrl("/merchant-contact"), { referer: siteUrl("/it/merchant-contact") });
    await contentChecked(page);
    expect(new URL(page.url()).pathname).toBe("/merchant-contact");
    expect(await h1Text(page)).toBe(heroHeading(en));
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
    const notFound = await notFoundTitle();
    await expect.poll(() => h1Text(page)).toBe(notFound);
    await contentChecked(page);
    expect(await h1Text(page)).toBe(notFound);
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
    await expect
      .poll(() => h1Text(page))
      .toBe(heroHeading(await builtPage("welcome-you-merchants")));
  });
});

test.describe("form embed", () => {
  test("loads the script only on pages with a form, once, with each page's own form id", async ({
    offlinePage,
  }) => {
    const merchant = formOf(await builtPage("merchant-contact"));
    const hotel = formOf(await builtPage("hotel-contact"));
    expect(merchant.formEmbedId).not.toBe(hotel.formEmbedId);
    const scriptUrl = merchant.formEmbedScriptUrl;
    const { page, scriptRequests } = await offlinePage({
      [scriptUrl]: "serve",
      [hotel.formEmbedScriptUrl]: "serve",
    });

    await page.goto(siteUrl("/merchant-stickers-shop"));
    await h1(page);
    expect(scriptRequests).toEqual([]);

    await page.goto(siteUrl("/merchant-contact"));
    const merchantForm = page.locator(`[data-form-embed-id="${merchant.formEmbedId}"]`);
    await scrollToForm(page);
    await merchantForm.locator("[data-fake-form]").waitFor();
    expect(await page.locator("[data-form-embed-id]").count()).toBe(1);
    expect(scriptRequests).toEqual([requested(scriptUrl)]);
    expect(await page.locator(`script[src="${scriptUrl}"]`).count()).toBe(1);

    await page.goto(siteUrl("/hotel-contact"));
    const hotelForm = page.locator(`[data-form-embed-id="${hotel.formEmbedId}"]`);
    await scrollToForm(page);
    await hotelForm.locator("[data-fake-form]").waitFor();
    expect(await page.locator("[data-form-embed-id]").count()).toBe(1);
    expect(scriptRequests).toEqual([requested(scriptUrl), requested(hotel.formEmbedScriptUrl)]);
  });

  test("shows the CMS fallback text with a mailto link when the script cannot load", async ({
    offlinePage,
  }) => {
    const form = formOf(await builtPage("merchant-contact"));
    const { page, errors } = await offlinePage({ [form.formEmbedScriptUrl]: "abort" });
    await page.goto(siteUrl("/merchant-contact"));
    const alert = page.locator(`#${form.anchorId} [role="alert"]`);
    await scrollToForm(page);
    await alert.waitFor();
    const fallbackText = text(form.fallbackText, "the form's fallback text");
    expect((await alert.textContent())?.replace(/\s+/g, " ")).toContain(
      fallbackText.replace(/\s+/g, " "),
    );
    const email = fallbackText.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/)?.[0];
    if (email) {
      expect(await alert.getByRole("link", { name: email }).getAttribute("href")).toBe(
        `mailto:${email}`,
      );
    }
    expect(await page.getByText(text(form.loadingLabel, "the form's loading label")).count()).toBe(
      0,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("/hotel-contact#anchor", () => {
  test("ends scrolled to the hash target", async ({ offlinePage }) => {
    const en = await builtPage("hotel-contact");
    const { page } = await offlinePage(formScript(en));
    const anchor = formOf(en).anchorId;
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
    const page25 = await builtPage("mt25");
    const allowedRefs = await mt25AllowedRefs();
    const demos = sectionOf(page25, "phoneDemos").demos ?? [];
    const { page, errors } = await offlinePage(formScript(page25));
    expect(allowedRefs.length).toBeGreaterThan(0);
    for (const ref of allowedRefs) {
      await page.goto(siteUrl(`/mt25?ref=${ref}`));
      await expect.poll(() => h1Text(page)).toBe(heroHeading(page25));
      expect(new URL(page.url()).pathname).toBe("/mt25");
    }
    // The demos render their frames once hydrated, as they come into view (registry.ts).
    await page.locator("[data-phone-frame]").first().scrollIntoViewIfNeeded();
    const frames = page.locator("[data-phone-frame] iframe");
    await expect.poll(() => frames.count()).toBe(3);
    expect(await frames.evaluateAll((els) => els.map((el) => el.getAttribute("title")))).toEqual(
      demos.map((demo) => demo.title),
    );
    // Each frame's page starts after this page's first paint (after-first-paint.ts).
    await expect
      .poll(() => frames.evaluateAll((els) => els.map((el) => el.getAttribute("src"))))
      .toEqual(demos.map((demo) => frameSrc(text(demo.url, "a demo's address"))));
    expect(await frames.evaluateAll((els) => els.map((el) => el.getAttribute("loading")))).toEqual([
      "lazy",
      "lazy",
      "lazy",
    ]);
    const code = text(sectionOf(page25, "hero").offer?.promoCode?.code, "the /mt25 offer's code");
    await page.getByText(code, { exact: true }).first().waitFor();
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
    const servicesHeading = text(sectionOf(page25, "serviceGrid").heading, "the services' heading");
    await page.getByRole("heading", { level: 2, name: servicesHeading }).waitFor();
    await scrollToForm(page);
    await page.locator(`[data-fake-form="${formOf(page25).formEmbedId}"]`).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("is in the prerendered HTML for a card holder, painted before any script runs", async ({
    newContext,
  }) => {
    const page25 = await builtPage("mt25");
    const [ref] = await mt25AllowedRefs();
    if (!ref) throw new Error("seed content missing: an allowed reference for /mt25");
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(siteUrl(`/mt25?ref=${ref}`));
    expect(response?.status()).toBe(200);
    // Without JavaScript there is no loader and no guard: what shows is the HTML alone.
    expect(await h1Text(page)).toBe(heroHeading(page25));
    const demosHeading = text(sectionOf(page25, "phoneDemos").heading, "the demos' heading");
    await page.getByRole("heading", { level: 2, name: demosHeading }).waitFor();
  });

  test("sends visitors without an allowed ref to /merchant-contact, never showing the page", async ({
    offlinePage,
  }) => {
    const mt25Heading = heroHeading(await builtPage("mt25"));
    const merchant = await builtPage("merchant-contact");
    const { page } = await offlinePage(formScript(merchant));
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
      await expect.poll(() => h1Text(page)).toBe(heroHeading(merchant));
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
