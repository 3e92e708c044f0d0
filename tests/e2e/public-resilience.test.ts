/**
 * The public site when content changes or goes wrong: a published edit shows on
 * reload, the lake being down or slow ends in the error page with a working
 * retry, and bad CMS values (unsafe links, a bad frame URL, missing optional
 * fields) never break a page or become links.
 */
import type { SanityDocument } from "@sanity/client";
import { CITY_PAGE_QUERY, EMBED_PAGE_QUERY } from "@tastemap/web/queries";
import type { CITY_PAGE_QUERY_RESULT, EMBED_PAGE_QUERY_RESULT } from "@tastemap/web/sanity.types";
import type { Page, Route } from "playwright-core";
import { axeViolations, contentChecked, eventually, h1Text, siteUrl } from "./support/browser";
import { builtPage, sectionOf } from "./support/built-page";
import { expect, test } from "./support/fixtures";
import { content, lakeClient, withDocumentChange } from "./support/lake";
import { hydratedFooterLink } from "./support/public-page";
import { siteSettings } from "./support/root-content";
import { e2eStack } from "./support/stack";

/** Requests to the lake's query endpoint, optionally only those whose GROQ contains `groq`. */
async function interceptQueries(page: Page, handler: (route: Route) => unknown, groq?: string) {
  const lakeOrigin = new URL(e2eStack().lakeUrl).origin;
  const matcher = (url: URL) =>
    url.origin === lakeOrigin &&
    url.pathname.includes("/data/query/") &&
    (groq === undefined || (url.searchParams.get("query") ?? "").includes(groq));
  await page.route(matcher, handler);
  return () => page.unroute(matcher);
}

test.describe("public site: content changes", () => {
  test("shows a restaurant renamed in the lake after a reload", async ({ publicPage }) => {
    const rome = await content<CITY_PAGE_QUERY_RESULT>(CITY_PAGE_QUERY, {
      slug: "rome",
      lang: "en",
    });
    const restaurant = rome.restaurants[0];
    if (!restaurant) throw new Error("Rome has no restaurants");
    const renamed = `${restaurant.name} (renamed ${Date.now()})`;
    const { page } = publicPage;
    await page.goto(siteUrl("/rome"));
    const names = page.locator("main article h3");
    await eventually(() => names.allTextContents()).toContain(restaurant.name);
    await withDocumentChange(
      restaurant._id,
      (patch) => patch.set({ name: renamed }),
      async () => {
        await page.reload();
        await eventually(() => names.allTextContents()).toContain(renamed);
        expect(await names.allTextContents()).not.toContain(restaurant.name);
      },
    );
  });

  test("serves a city guide added in the CMS at its own address, without a deploy", async ({
    publicPage,
  }) => {
    const client = lakeClient();
    const rome = await client.getDocument<SanityDocument>("city-rome");
    if (!rome) throw new Error("city-rome missing");
    const { _rev, _createdAt, _updatedAt, ...fields } = rome;
    const id = `city-e2e-${Date.now()}`;
    const slug = `lisbon-${Date.now()}`;
    await client.create({
      ...fields,
      _id: id,
      name: "Lisbon",
      slug: { _type: "slug", current: slug },
    });
    try {
      const { page, errors } = publicPage;
      await page.goto(siteUrl(`/${slug}`));
      await eventually(() => h1Text(page)).toBe("Lisbon");
      expect(errors).toEqual([]);
    } finally {
      await client.delete(id);
    }
  });

  test("renders a home page whose optional fields are empty", async ({ publicPage }) => {
    const hero = sectionOf(await builtPage("home", "en"), "hero");
    await withDocumentChange(
      "page-home-en",
      (patch) =>
        patch.unset([
          'sections[_key=="hero"].eyebrow',
          'sections[_key=="features"].claims',
          'sections[_key=="features"].subheading',
          'sections[_key=="categories"].subheading',
          "seo",
        ]),
      async () => {
        const { page, errors } = publicPage;
        await page.goto(siteUrl("/"));
        await eventually(() => h1Text(page)).toBe(hero.heading);
        await contentChecked(page);
        await page.locator("#features").waitFor();
        expect(await page.locator("#features dl").count()).toBe(0);
        expect(await page.locator("main").textContent()).not.toContain(hero.eyebrow ?? "∅");
        // No page SEO: the site default applies.
        const site = await siteSettings("en");
        expect(await page.title()).toBe(site.defaultSeo.title);
        expect(errors).toEqual([]);
      },
    );
  });
});

test.describe("public site: unsafe CMS values", () => {
  test("shows an unsafe legal-text link as plain text", async ({ publicPage }) => {
    await withDocumentChange(
      "legal-privacy",
      (patch) =>
        patch.append("body", [
          {
            _type: "block",
            _key: "unsafe-link-block",
            style: "normal",
            markDefs: [{ _type: "link", _key: "unsafe", href: "javascript:alert(1)" }],
            children: [
              { _type: "span", _key: "unsafe-span", text: "Unsafe link text", marks: ["unsafe"] },
            ],
          },
        ]),
      async () => {
        const { page, errors } = publicPage;
        await page.goto(siteUrl("/privacy"));
        const text = page.getByText("Unsafe link text");
        await text.waitFor();
        expect(await text.evaluate((element) => element.closest("a"))).toBeNull();
        expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
        expect(errors).toEqual([]);
      },
    );
  });

  test("shows the fallback text instead of a frame for an unusable embed URL", async ({
    publicPage,
  }) => {
    const embed = await content<EMBED_PAGE_QUERY_RESULT>(EMBED_PAGE_QUERY, {
      slug: "qr-generator",
      lang: "en",
    });
    await withDocumentChange(
      "embed-qr-generator",
      (patch) => patch.set({ url: "javascript:alert(1)" }),
      async () => {
        const { page, errors } = publicPage;
        await page.goto(siteUrl("/qr-generator"));
        await page.getByText(embed.fallbackText).waitFor();
        expect(await page.locator("iframe").count()).toBe(0);
        expect(await h1Text(page)).toBe(embed.title);
        expect(errors).toEqual([]);
      },
    );
  });
});

/**
 * Holds the lake queries whose GROQ contains `groq` until `release()`; later ones
 * pass straight through.
 */
async function holdQueries(page: Page, groq: string) {
  const held: Route[] = [];
  let holding = true;
  await interceptQueries(page, (route) => (holding ? held.push(route) : route.continue()), groq);
  return {
    held,
    async release() {
      holding = false;
      for (const route of held) await route.continue();
    },
  };
}

test.describe("public site: lake down or slow", () => {
  test("with the lake down, shows the prerendered page, then an error view with a working retry", async ({
    publicPage,
  }) => {
    const site = await siteSettings("en");
    const { page, errors } = publicPage;
    const release = await interceptQueries(page, (route) => route.abort("connectionrefused"));
    // The page itself needs no request: its content is in the HTML.
    await page.goto(siteUrl("/rome"));
    expect(await h1Text(page)).toBe("Rome");
    await contentChecked(page);
    // The next page needs the lake: its error view, with the CMS copy the root already has.
    await (await hydratedFooterLink(page, "Berlin")).click();
    const alert = page.getByRole("alert");
    await alert.waitFor({ timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
    await release();
    expect(await alert.getByRole("heading", { level: 1 }).textContent()).toBe(site.errorHeading);
    await page.getByRole("button", { name: site.retryLabel }).click();
    await eventually(() => h1Text(page)).toBe("Berlin");
    expect(await page.locator("header").count()).toBe(1);
    // Nothing thrown unhandled on the way (the failed content check is a warning).
    expect(errors).toEqual([]);
  });

  test("uses the CMS error copy when only the page's own request fails", async ({ publicPage }) => {
    const site = await siteSettings("en");
    const { page, errors } = publicPage;
    await page.goto(siteUrl("/terms"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    const release = await interceptQueries(
      page,
      (route) => route.abort("connectionrefused"),
      '_type == "city"',
    );
    await (await hydratedFooterLink(page, "Berlin")).click();
    const alert = page.getByRole("alert");
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.getByRole("heading", { level: 1 }).textContent()).toBe(site.errorHeading);
    expect(await alert.textContent()).toContain(site.errorText);
    // The layout (from the root's request) is still there.
    expect(await page.locator("header").getByRole("navigation").count()).toBe(1);
    await release();
    await page.getByRole("button", { name: site.retryLabel }).click();
    await eventually(() => h1Text(page)).toBe("Berlin");
    expect(errors).toEqual([]);
  });

  test("arrives whole (header, content, footer) and nothing shifts while it hydrates", async ({
    publicPage,
  }) => {
    const { page, errors } = publicPage;
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Reflect.set(window, "__shifts", shifts);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push((entry as PerformanceEntry & { value: number }).value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // Scripts held: what shows is the prerendered HTML alone.
    let holding = true;
    const held: Array<() => Promise<void>> = [];
    await page.route("**/assets/*.js", (route) => {
      if (holding) held.push(() => route.continue());
      else void route.continue();
    });
    // Module scripts hold DOMContentLoaded back: wait for the parsed page instead.
    await page.goto(siteUrl("/privacy"), { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await page.locator("header").getByRole("navigation").count()).toBeGreaterThan(0);
    expect(await page.locator("footer").count()).toBe(1);
    holding = false;
    for (const release of held.splice(0)) await release();
    await contentChecked(page);
    const shifts = (await page.evaluate(() => Reflect.get(window, "__shifts"))) as number[];
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
  });

  test("shows the CMS loading text while a slow page loads, then the page", async ({
    publicPage,
  }) => {
    const site = await siteSettings("en");
    const { page, errors } = publicPage;
    await page.goto(siteUrl("/privacy"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    const cityQuery = await holdQueries(page, '_type == "city"');
    await (await hydratedFooterLink(page, "Amsterdam")).click();
    const status = page.getByRole("status");
    await eventually(() => status.textContent()).toBe(site.loadingLabel);
    await cityQuery.release();
    await eventually(() => h1Text(page)).toBe("Amsterdam");
    expect(errors).toEqual([]);
  });
});
