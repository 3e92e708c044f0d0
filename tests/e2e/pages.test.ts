/**
 * Pages built from sections (issue 26, ADR 0029) on the e2e stack: a page published in
 * the lake is served at its own address by the built site before any rebuild, its
 * sections in order; the seeded page was prerendered, listed in the sitemap and hydrates
 * without a fallback; a slug another document or route has is refused.
 */
import type { SanityDocument } from "@sanity/client";
import { axeViolations, h1Text, requestsSettled, siteUrl } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { lakeClient } from "./support/lake";

/** The `_type` of each section on the open page, top to bottom. */
const sectionTypes = (page: import("playwright-core").Page) =>
  page
    .locator("main [data-section]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section")));

/** A page of three sections at a fresh address, published straight to the lake. */
function threeSectionPage(slug: string) {
  return {
    _id: `page-${slug}`,
    _type: "page",
    title: `Test page ${slug}`,
    language: "en",
    slug: { _type: "slug", current: slug },
    sections: [
      { _type: "hero", _key: "top", heading: `Opening of ${slug}`, subheading: "First section." },
      {
        _type: "faq",
        _key: "middle",
        heading: "Second section",
        items: [{ _type: "faqItem", _key: "q", question: "Is it second?", answer: "Yes." }],
      },
      {
        _type: "callToAction",
        _key: "bottom",
        heading: "Third section",
        link: { _type: "link", label: "Sign up", href: "/signup" },
      },
    ],
  };
}

test.describe("pages built from sections", () => {
  test("a page published after the build is served at its address, its sections in order", async ({
    publicPage,
  }) => {
    const slug = `launch-${Date.now().toString(36)}`;
    const client = lakeClient();
    await client.createOrReplace(threeSectionPage(slug));
    const { page, errors } = publicPage;
    try {
      // Not prerendered (the build did not know it): the site's shell resolves it in the browser.
      await page.goto(siteUrl(`/${slug}`));
      await expect.poll(() => h1Text(page), { timeout: 30_000 }).toBe(`Opening of ${slug}`);
      await expect.poll(() => sectionTypes(page)).toEqual(["hero", "faq", "callToAction"]);
      const headings = await page.locator("main h2").allTextContents();
      expect(headings).toEqual(["Second section", "Third section"]);
      expect(await page.getByRole("link", { name: "Sign up" }).last().getAttribute("href")).toBe(
        "/signup",
      );
      expect(await page.title()).toContain(`Test page ${slug}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);

      // Reordered and republished: the page follows, without a rebuild.
      const [top, middle, bottom] = threeSectionPage(slug).sections;
      await client
        .patch(`page-${slug}`)
        .set({ sections: [bottom, top, middle] })
        .commit();
      await page.reload();
      await expect
        .poll(() => sectionTypes(page), { timeout: 30_000 })
        .toEqual(["callToAction", "hero", "faq"]);
    } finally {
      await client.delete(`page-${slug}`);
    }
  });

  test("the seeded page was prerendered with its sections and hydrates without a fallback", async ({
    publicPage,
  }) => {
    const html = await (await fetch(siteUrl("/spring-offer"))).text();
    expect(html).toContain('data-section="hero"');
    expect(html).toContain("Three months free for new restaurants");
    expect(html).toMatch(/<meta name="description" content="Join before 21 June/);
    const sitemap = await (await fetch(siteUrl("/sitemap.xml"))).text();
    expect(sitemap).toContain("/spring-offer</loc>");

    const { page, errors } = publicPage;
    // The sections' HTML stays on screen while their chunks hydrate: never an empty main.
    const empty: number[] = [];
    await page.exposeFunction("reportEmpty", (count: number) => empty.push(count));
    // Watched from when the HTML is parsed (before, <main> may be only half read).
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const check = () => {
          const shown = document.querySelectorAll("main [data-section] *").length;
          if (shown === 0)
            (window as unknown as { reportEmpty: (n: number) => void }).reportEmpty(0);
        };
        check();
        new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
      });
    });
    await page.goto(siteUrl("/spring-offer"));
    await expect
      .poll(() => sectionTypes(page))
      .toEqual(["hero", "serviceGrid", "faq", "callToAction"]);
    await requestsSettled(page);
    expect(empty).toEqual([]);
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a section changed since the build keeps its HTML until it is hydrated, then shows the change", async ({
    publicPage,
  }) => {
    const client = lakeClient();
    const id = "page-spring-offer";
    const before = await client.getDocument<SanityDocument & { sections: { _key: string }[] }>(id);
    if (!before) throw new Error(`${id} is not in the lake`);
    const heading = `Questions, edited ${Date.now().toString(36)}`;
    const { page, errors } = publicPage;
    try {
      await client.patch(id).set({ 'sections[_key=="faq"].heading': heading }).commit();
      // Any section element left without content, from when the HTML is parsed: what React
      // shows when it gives up a section's server HTML for the (empty) fallback.
      const emptied: string[] = [];
      await page.exposeFunction("reportEmptied", (type: string) => emptied.push(type));
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          const check = () => {
            for (const section of document.querySelectorAll("main [data-section]")) {
              if (section.childElementCount === 0)
                (window as unknown as { reportEmptied: (t: string) => void }).reportEmptied(
                  section.getAttribute("data-section") ?? "",
                );
            }
          };
          check();
          new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
        });
      });
      // The build's HTML, then the content check finds the new heading: no visitor input.
      await page.goto(siteUrl("/spring-offer"));
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible({
        timeout: 30_000,
      });
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        "Three months free for new restaurants",
      );
      expect(emptied).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await client.createOrReplace(before);
    }
  });
});

test.describe("the product list section", () => {
  test("sells as the shop does: a Buy button opens the checkout dialog on the page, Escape closes it and focus returns", async ({
    openPublicPage,
  }) => {
    // A visitor who allowed embedded content: the dialog loads the storefront (consent.test.ts
    // covers one who has not).
    const publicPage = await openPublicPage({ consent: "accepted" });
    const slug = `stickers-${Date.now().toString(36)}`;
    const client = lakeClient();
    await client.createOrReplace({
      _id: `page-${slug}`,
      _type: "page",
      title: `Stickers ${slug}`,
      language: "en",
      slug: { _type: "slug", current: slug },
      sections: [
        { _type: "hero", _key: "top", heading: `Stickers for ${slug}` },
        { _type: "productList", _key: "shop", heading: "Choose your stickers" },
      ],
    });
    const products = await client.fetch<Array<{ name: string; buttonText: string }>>(
      `*[_type == "stickerProduct"] | order(coalesce(order, 999) asc){
        "name": coalesce(name.en, ""), "buttonText": coalesce(buttonText.en, "")
      }`,
    );
    const [first] = products;
    const shop = await client.fetch<{ storefrontScriptUrl: string; checkoutErrorMessage: string }>(
      `*[_type == "stickerShopPage" && language == "en"][0]{storefrontScriptUrl, checkoutErrorMessage}`,
    );
    if (!first || !shop) throw new Error("seed content missing: products or the shop page");
    const { page, errors } = publicPage;
    // The storefront's script never leaves the stack: refused, the dialog says so (as the shop's).
    await page.route(
      (url) => url.href === shop.storefrontScriptUrl,
      (route) => route.abort("internetdisconnected"),
    );
    try {
      await page.goto(siteUrl(`/${slug}`));
      await expect.poll(() => h1Text(page), { timeout: 30_000 }).toBe(`Stickers for ${slug}`);
      const cards = page.locator("main li[data-product]");
      await expect.poll(() => cards.count()).toBe(products.length);
      expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
        products.map((product) => product.name),
      );

      const buy = page.getByRole("button", { name: first.buttonText }).first();
      await buy.click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      expect(await dialog.getByRole("heading", { level: 2 }).textContent()).toBe(first.name);
      await dialog.getByText(shop.checkoutErrorMessage).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null))
        .toBe(first.buttonText);
      expect(errors).toEqual([]);
    } finally {
      await client.delete(`page-${slug}`);
    }
  });
});
