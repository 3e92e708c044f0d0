/**
 * Consent to third-party content (issue 40, ADR 0054) on the production build: before a
 * visitor has agreed, no request leaves for another site's part on any public page (after
 * Reject, and up to Accept), the X refuses as Reject does, the footer's "Cookie settings"
 * reopens the choice, the choice survives a reload, and a placeholder loads its embed when
 * asked. The seeded embeds are stand-ins the site serves (ADR 0042): a request for one counts
 * as a request to the third party it stands in for.
 */

import os from "node:os";
import path from "node:path";
import { CONSENT_STORAGE_KEY } from "@tastemap/web/consent-record";
import type { Locator, Page } from "playwright-core";
import { axeViolations, requestsSettled, siteUrl } from "./support/browser";
import { mt25AllowedRefs } from "./support/built-page";
import { eachAtOnce } from "./support/each-page";
import { expect, type OpenPublicPage, test } from "./support/fixtures";
import { content, lakeClient } from "./support/lake";
import { e2eStack } from "./support/stack";

interface ConsentCopy {
  bannerHeading: string;
  acceptLabel: string;
  rejectLabel: string;
  closeLabel: string;
  customiseLabel: string;
  settingsHeading: string;
  embedsLabel: string;
  saveLabel: string;
  footerLinkLabel: string;
  placeholderLoadLabel: string;
}

const copyIn = (language: string) =>
  content<ConsentCopy>(`*[_type == "siteSettings" && language == $language][0].consent`, {
    language,
  });

/** Every address the content loads another site's part from (stand-ins included), as fetched. */
async function embedUrls(): Promise<string[]> {
  const addresses = await lakeClient().fetch<(string | null)[]>(
    `array::unique([
      ...*[_type == "embedPage"].url,
      ...*[_type == "stickerShopPage"].storefrontScriptUrl,
      ...*[_type == "page"].sections[_type == "embeddedForm"].formEmbedScriptUrl,
      ...*[_type == "page"].sections[_type == "phoneDemos"].demos[].url
    ])`,
  );
  return addresses.flatMap((address) => (address ? [normalised(address)] : []));
}

/** An address as a request for it reads: absolute, and without `.html` (firebase.json's cleanUrls). */
function normalised(address: string): string {
  const url = new URL(address, siteUrl("/"));
  url.hash = "";
  return url.href.replace(/\.html$/, "");
}

/** The public pages: the sitemap's, the member forms and a card holder's /mt25. */
async function publicPaths(): Promise<string[]> {
  const xml = await (await fetch(siteUrl("/sitemap.xml"))).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  const [ref] = await mt25AllowedRefs();
  return [...new Set([...listed, "/signin", "/signup", ...(ref ? [`/mt25?ref=${ref}`] : [])])];
}

/** Records every request that goes to another site, or to a part standing in for one. */
function thirdPartyRequests(page: Page, embeds: string[]): string[] {
  const stack = e2eStack();
  const own = [new URL(stack.webUrl).origin, new URL(stack.lakeUrl).origin];
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:" || url.href === "about:blank") return;
    if (!own.includes(url.origin) || embeds.includes(normalised(url.href))) seen.push(url.href);
  });
  return seen;
}

/** What a visitor does without choosing: moves, scrolls to the foot of the page and back. */
async function browse(page: Page): Promise<void> {
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 400);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await requestsSettled(page, 500);
  await page.evaluate(() => window.scrollTo(0, 0));
  await requestsSettled(page, 500);
}

const banner = (page: Page) => page.locator("[data-consent-banner]");
const storedChoice = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? "null"),
    CONSENT_STORAGE_KEY,
  );
const hasThirdPartyPart = (page: Page) =>
  page.evaluate(() => document.querySelector("[data-third-party]") !== null);

let paths: string[] = [];
let embeds: string[] = [];
let en: ConsentCopy;
let it: ConsentCopy;

test.beforeAll(async () => {
  [paths, embeds, en, it] = await Promise.all([
    publicPaths(),
    embedUrls(),
    copyIn("en"),
    copyIn("it"),
  ]);
  expect(paths.length).toBeGreaterThan(10);
  expect(embeds.length).toBeGreaterThan(2);
});

/** The banner's words on `path`: Italian under /it. */
const copyOf = (path: string) => (/^\/it(\/|$|\?)/.test(path) ? it : en);

/**
 * A page of a visitor who has not chosen yet, and the third-party requests it makes. Its
 * context ends with the block that holds it (`await using`), so a loop over every page keeps
 * only the pages it is visiting open, failed or not; the fixture would close them only when the test ends.
 */
async function firstVisit(openPublicPage: OpenPublicPage, path: string) {
  const { page } = await openPublicPage({ consent: "ask" });
  const requests = thirdPartyRequests(page, embeds);
  await page.goto(siteUrl(path));
  await browse(page);
  const context = page.context();
  return { page, requests, [Symbol.asyncDispose]: () => context[Symbol.asyncDispose]() };
}

test.describe("before consent", () => {
  // Two dozen pages, and those with another site's part twice: a fresh visitor each, a few
  // at a time.
  test.describe.configure({ timeout: 240_000 });

  /**
   * A first visit to `path` that refuses: no third-party request before the choice or after
   * it. Says whether the page asked (it has another site's part); a page that has none asks
   * nothing.
   */
  async function refusingVisit(openPublicPage: OpenPublicPage, path: string): Promise<boolean> {
    await using visit = await firstVisit(openPublicPage, path);
    const { page, requests } = visit;
    expect(requests, `${path} before a choice`).toEqual([]);
    if (!(await hasThirdPartyPart(page))) {
      expect(await banner(page).count(), path).toBe(0);
      return false;
    }
    await banner(page).waitFor();
    await banner(page)
      .getByRole("button", { name: copyOf(path).rejectLabel, exact: true })
      .click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await storedChoice(page)).toMatchObject({ embeds: false, analytics: false });
    await browse(page);
    expect(requests, `${path} after Reject`).toEqual([]);
    return true;
  }

  /** A first visit to `path` (a page with another site's part) that accepts: its parts load. */
  async function acceptingVisit(openPublicPage: OpenPublicPage, path: string): Promise<void> {
    await using visit = await firstVisit(openPublicPage, path);
    const { page, requests } = visit;
    expect(requests, `${path} before a choice`).toEqual([]);
    await banner(page)
      .getByRole("button", { name: copyOf(path).acceptLabel, exact: true })
      .click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await storedChoice(page)).toMatchObject({ embeds: true, analytics: true });
    // A framed page loads at once; a form or demos once their part is in view and hydrated.
    const framed = path.includes("qr-generator") || path.includes("fine-dining-london");
    if (framed) await expect.poll(() => requests.length, path).toBeGreaterThan(0);
  }

  test("no request leaves for a third party on any public page before a choice or after Reject, and after Accept its parts load", async ({
    openPublicPage,
  }) => {
    let asked = 0;
    await eachAtOnce(paths, async (path) => {
      if (!(await refusingVisit(openPublicPage, path))) return;
      asked += 1;
      await acceptingVisit(openPublicPage, path);
    });
    // The pages with embeds asked (the shop, the contact pages, the embeds, /mt25).
    expect(asked).toBeGreaterThanOrEqual(4);
  });
});

test.describe("the banner", () => {
  test("Accept and Reject are equally prominent, the X refuses, and the choice survives a reload", async ({
    openPublicPage,
  }) => {
    const { page, requests } = await firstVisit(openPublicPage, "/qr-generator");
    await banner(page).waitFor();
    const accept = banner(page).getByRole("button", { name: en.acceptLabel, exact: true });
    const reject = banner(page).getByRole("button", { name: en.rejectLabel, exact: true });
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(acceptBox?.height).toBe(rejectBox?.height);
    expect(Math.abs((acceptBox?.width ?? 0) - (rejectBox?.width ?? 0))).toBeLessThan(2);
    const style = (button: Locator) =>
      button.evaluate((element) => {
        const css = getComputedStyle(element);
        return [css.backgroundColor, css.color, css.fontSize, css.fontWeight];
      });
    expect(await style(accept)).toEqual(await style(reject));
    expect(await banner(page).getByRole("heading", { level: 2 }).textContent()).toBe(
      en.bannerHeading,
    );
    expect(await axeViolations(page)).toEqual([]);

    await banner(page).getByRole("button", { name: en.closeLabel }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await storedChoice(page)).toMatchObject({ embeds: false, analytics: false });
    await page.reload();
    await browse(page);
    expect(await banner(page).count()).toBe(0);
    expect(await page.locator("main iframe").count()).toBe(0);
    expect(requests).toEqual([]);
  });

  test("Escape closes it as the X does, and it speaks the page's language", async ({
    openPublicPage,
  }) => {
    const { page, requests } = await firstVisit(openPublicPage, "/it/qr-generator");
    await banner(page).waitFor();
    expect(await banner(page).getByRole("heading", { level: 2 }).textContent()).toBe(
      it.bannerHeading,
    );
    await banner(page).getByRole("button", { name: it.acceptLabel, exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await storedChoice(page)).toMatchObject({ embeds: false });
    expect(requests).toEqual([]);
  });

  test("the footer link reopens the choice on every page, and a change there holds after a reload", async ({
    openPublicPage,
  }) => {
    const { page, externalRequests } = await openPublicPage({ consent: "ask" });
    const seen = thirdPartyRequests(page, embeds);
    await page.goto(siteUrl("/fine-dining-london"));
    // The banner comes with the footer, at the visitor's first interaction.
    await page.mouse.move(200, 300);
    await banner(page).getByRole("button", { name: en.rejectLabel, exact: true }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    await page.goto(siteUrl("/privacy"));
    // On a page with nothing of another site's too.
    await page.locator("footer").getByRole("button", { name: en.footerLinkLabel }).click();
    const settings = page.getByRole("dialog", { name: en.settingsHeading });
    await settings.waitFor();
    const embedsSwitch = settings.getByRole("switch", { name: en.embedsLabel });
    expect(await embedsSwitch.getAttribute("aria-checked")).toBe("false");
    expect(await settings.getByRole("link").first().getAttribute("href")).toBe("/privacy");
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes the settings with nothing changed.
    await page.keyboard.press("Escape");
    await expect.poll(() => settings.count()).toBe(0);
    expect(await storedChoice(page)).toMatchObject({ embeds: false });

    await page.goto(siteUrl("/fine-dining-london"));
    await page.locator("footer").getByRole("button", { name: en.footerLinkLabel }).click();
    await settings.getByRole("switch", { name: en.embedsLabel }).click();
    expect(
      await settings.getByRole("switch", { name: en.embedsLabel }).getAttribute("aria-checked"),
    ).toBe("true");
    await settings.getByRole("button", { name: en.saveLabel }).click();
    await expect.poll(() => settings.count()).toBe(0);
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(await storedChoice(page)).toMatchObject({ embeds: true, analytics: false });
    await page.reload();
    await expect.poll(() => page.locator("main iframe").count()).toBe(1);
    expect(await banner(page).count()).toBe(0);
    // publicPage's own record of off-stack requests: the stand-in is the site's, so none.
    expect(externalRequests).toEqual([]);
  });
});

test.describe("a placeholder", () => {
  test("says what it is, and loads its embed on request (allowing the category)", async ({
    openPublicPage,
  }) => {
    const { page, requests } = await firstVisit(openPublicPage, "/qr-generator");
    const placeholder = page.locator("main [data-third-party]");
    await placeholder.waitFor();
    expect(await page.locator("main iframe").count()).toBe(0);
    expect(await placeholder.getAttribute("role")).toBe("group");
    expect(await axeViolations(page, { include: "main" })).toEqual([]);
    await placeholder
      .getByRole("button", { name: new RegExp(`^${en.placeholderLoadLabel}`) })
      .click();
    await expect.poll(() => page.locator("main iframe").getAttribute("src")).toBeTruthy();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(await storedChoice(page)).toMatchObject({ embeds: true, analytics: false });
    // Chosen by the placeholder: the banner has nothing left to ask.
    await expect.poll(() => banner(page).count()).toBe(0);
  });

  test("in the shop's checkout holds the storefront back until asked", async ({
    openPublicPage,
  }) => {
    const { page, requests } = await firstVisit(openPublicPage, "/merchant-stickers-shop");
    await banner(page).getByRole("button", { name: en.rejectLabel, exact: true }).click();
    await page.locator("[data-section=productList] button").first().click();
    const dialog = page.getByRole("dialog");
    const load = dialog.getByRole("button", { name: new RegExp(`^${en.placeholderLoadLabel}`) });
    await load.waitFor();
    await requestsSettled(page, 500);
    expect(requests).toEqual([]);
    await load.click();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });
});

test.describe("the privacy page's cookie table", () => {
  for (const [width, layout] of [
    [390, "cards"],
    [1440, "table"],
  ] as const) {
    test(`reads at ${width} px as ${layout}, without scrolling sideways`, async ({
      openPublicPage,
    }) => {
      const { page } = await openPublicPage({ viewport: { width, height: 844 } });
      await page.goto(siteUrl("/it/privacy"));
      const region = page.getByRole("region", { name: "Cookie e archiviazione" });
      await region.waitFor();
      const rows = region.getByRole("row");
      // A header row and one row per item the code stores.
      expect(await rows.count()).toBeGreaterThan(3);
      const { scrollWidth, clientWidth } = await region.evaluate((node) => ({
        scrollWidth: node.scrollWidth,
        clientWidth: node.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      // As cards, each value carries its column's name; as a table, the header row does.
      const label = await region
        .getByRole("cell")
        .first()
        .evaluate((cell) => getComputedStyle(cell, "::before").content);
      expect(label).toBe(layout === "cards" ? '"Impostato da"' : "none");
      // The header row is there for screen readers either way, but only the table shows it.
      const headerHeight = (await region.locator("thead").boundingBox())?.height ?? 0;
      if (layout === "cards") expect(headerHeight).toBeLessThanOrEqual(1);
      else expect(headerHeight).toBeGreaterThan(20);
      expect(await axeViolations(page, { include: "[data-cookie-table]" })).toEqual([]);
      await region.screenshot({
        path: path.join(os.tmpdir(), `tastemap-cookie-table-${width}.png`),
      });
    });
  }
});
