/**
 * The sticker shop in Chromium against the e2e stack: CMS products and prices,
 * /qr, and the checkout dialog (storefront script served or refused by the
 * test, never fetched from the network), with axe on the page and the dialog.
 */

import type { BrowserContextOptions, Page } from "playwright-core";
import { axeViolations, siteUrl } from "./support/browser";
import { builtPage, type SectionOf, sectionOf, text } from "./support/built-page";
import { test as base, expect } from "./support/fixtures";
import { type OfflinePage, openOfflinePage, REFUSED } from "./support/offline-page";
import { e2eStack } from "./support/stack";

/** The shop page's sections as the site reads them: its intro, product list and promo codes. */
let intro: SectionOf<"pageIntro">;
let products: SectionOf<"productList">["products"];
/** The shop settings the product list shows (card texts, checkout dialog, storefront). */
let settings: NonNullable<SectionOf<"productList">["shop"]>;
let promoCodes: SectionOf<"promoCodeList">;

/** `offlinePage(storefront, device)`: a page kept on the stack, its context closed when the test ends. */
const test = base.extend<{
  offlinePage: (
    storefront: "serve" | "abort",
    device?: BrowserContextOptions,
  ) => Promise<OfflinePage>;
}>({
  offlinePage: async ({ newContext }, use) => {
    await use((storefront, device) =>
      openOfflinePage(newContext, {
        scripts: {
          [settings.storefrontScriptUrl]: storefront === "serve" ? FAKE_STOREFRONT_SCRIPT : REFUSED,
        },
        device,
      }),
    );
  },
});

test.beforeAll(async () => {
  const page = await builtPage("merchant-stickers-shop", "en");
  intro = sectionOf(page, "pageIntro");
  const list = sectionOf(page, "productList");
  products = list.products;
  if (!list.shop) throw new Error("seed content missing: stickerShopPage");
  settings = list.shop;
  promoCodes = sectionOf(page, "promoCodeList");
});

/** Stands in for the storefront's buy-button SDK (window.ShopifyBuy). */
const FAKE_STOREFRONT_SCRIPT = `
  window.ShopifyBuy = {
    buildClient: (config) => ({ config }),
    UI: {
      onReady: (client) => Promise.resolve({
        createComponent: (type, options) => {
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = "Checkout " + options.id;
          button.setAttribute("data-fake-buy", options.id);
          button.setAttribute("data-domain", client.config.domain);
          options.node.append(button);
        },
        destroyComponent: () => {},
      }),
    },
  };
`;

function eur(amount: number) {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }).format(amount);
}

function gbp(amount: number) {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(amount);
}

function hexToRgb(hex: string) {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function openShop(page: Page) {
  await page.goto(siteUrl("/merchant-stickers-shop"));
  await page.getByRole("heading", { level: 1, name: intro.heading }).waitFor();
}

function body(page: Page) {
  return page.evaluate(() => ({
    overflow: document.body.style.overflow,
    computed: getComputedStyle(document.body).overflow,
  }));
}

function focusedText(page: Page) {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);
}

test.describe("sticker shop", () => {
  test("shows the three CMS products in order with both currencies, badge and details", async ({
    offlinePage,
  }) => {
    expect(products.map((product) => product.productId)).toEqual(["premium", "standard", "budget"]);
    const { page, errors, scriptRequests } = await offlinePage("serve");
    await openShop(page);

    const cards = page.locator("li[data-product]");
    await expect.poll(() => cards.count()).toBe(3);
    expect(
      await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-product"))),
    ).toEqual(["premium", "standard", "budget"]);
    expect(products.length).toBeGreaterThan(0);
    for (const [index, product] of products.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole("heading", { level: 3 }).textContent()).toBe(product.name);
      expect(await card.locator("[data-price-eur]").textContent()).toBe(eur(product.priceEur));
      expect(await card.locator("[data-price-gbp]").textContent()).toBe(
        `(${gbp(product.priceGbp)})`,
      );
      expect(product.features.length, product.name).toBeGreaterThan(0);
      for (const feature of product.features) {
        await card.getByText(feature.text, { exact: true }).first().waitFor();
      }
      const warranty = text(settings.warrantyTemplate, "the warranty template").replace(
        "{years}",
        String(product.warrantyYears),
      );
      await card.getByText(warranty, { exact: true }).first().waitFor();
      const count = text(settings.stickerCountTemplate, "the sticker count template").replace(
        "{count}",
        String(product.stickerCount),
      );
      expect(await card.getByText(count, { exact: true }).count()).toBe(
        product.stickerCount > 1 ? 1 : 0,
      );
      const button = card.getByRole("button", { name: product.buttonText });
      const colour = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(colour).toBe(hexToRgb(product.buttonColor));
    }
    // The spec's prices, as shoppers read them.
    expect(await cards.first().locator("[data-price-eur]").textContent()).toBe("€35.95");
    expect(await cards.first().locator("[data-price-gbp]").textContent()).toBe("(£29.99)");
    // Only the premium card carries the badge.
    const badges = page.getByText("MOST POPULAR", { exact: true });
    expect(await badges.count()).toBe(1);
    expect(await cards.first().getByText("MOST POPULAR", { exact: true }).count()).toBe(1);

    const promos = page.locator("[data-promo-code] strong");
    await expect
      .poll(() => promos.allTextContents())
      .toEqual((promoCodes.codes ?? []).map((promo) => promo.code));
    for (const code of ["100ROM25", "MT25", "MT25HOT"]) {
      await page
        .getByRole("button", { name: `${promoCodes.copyLabel} ${code}`, exact: true })
        .waitFor();
    }
    await page.getByText(text(settings.currencyNote, "the currency note")).waitFor();

    expect(scriptRequests).toEqual([]); // neither storefront nor form scripts on arrival
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("/qr redirects to the shop", async ({ offlinePage }) => {
    const { page } = await offlinePage("serve");
    await page.goto(siteUrl("/qr"));
    await expect.poll(() => new URL(page.url()).pathname).toBe("/merchant-stickers-shop");
    await page.getByRole("heading", { level: 1, name: intro.heading }).waitFor();
  });
});

test.describe("buy dialog", () => {
  test("loads the storefront only when opened, traps focus, locks scroll, closes on Escape and the close button", async ({
    offlinePage,
  }) => {
    const { page, errors, scriptRequests } = await offlinePage("serve");
    await openShop(page);
    const [premium, standard] = products;
    if (!premium || !standard) throw new Error("seed content missing: products");
    expect(await body(page)).toEqual({ overflow: "", computed: "visible" });

    const buyPremium = page.getByRole("button", { name: premium.buttonText });
    await buyPremium.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByRole("heading", { level: 2 }).textContent()).toBe(premium.name);
    await dialog.locator(`[data-fake-buy="${premium.storefrontProductId}"]`).waitFor();
    expect(scriptRequests).toEqual([settings.storefrontScriptUrl]);
    expect(
      await dialog.locator(`[data-storefront-product-id="${premium.storefrontProductId}"]`).count(),
    ).toBe(1);
    expect(await dialog.locator("[data-fake-buy]").getAttribute("data-domain")).toBe(
      settings.storefrontDomain,
    );
    expect((await body(page)).computed).toBe("hidden");

    // Focus stays inside the dialog.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]"))),
      ).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => body(page)).toEqual({ overflow: "", computed: "visible" });
    await expect.poll(() => focusedText(page)).toBe(premium.buttonText);

    // Second product, closed with the × button; the script is not requested again.
    const buyStandard = page.getByRole("button", { name: standard.buttonText });
    await buyStandard.click();
    await dialog.waitFor();
    expect(await dialog.getByRole("heading", { level: 2 }).textContent()).toBe(standard.name);
    await dialog.locator(`[data-fake-buy="${standard.storefrontProductId}"]`).waitFor();
    expect(await dialog.locator("[data-fake-buy]").count()).toBe(1);
    expect(scriptRequests).toEqual([settings.storefrontScriptUrl]);
    await dialog
      .getByRole("button", { name: text(settings.closeLabel, "the dialog's close label") })
      .first()
      .click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => body(page)).toEqual({ overflow: "", computed: "visible" });
    await expect.poll(() => focusedText(page)).toBe(standard.buttonText);

    expect(errors).toEqual([]);
  });

  test("opens on a phone's first tap, before the product list has its code", async ({
    offlinePage,
  }) => {
    const { context, page, errors } = await offlinePage("serve", {
      // Tall enough that the Buy buttons are on screen: no scroll, which would ask for the code.
      viewport: { width: 390, height: 1600 },
      isMobile: true,
      hasTouch: true,
    });
    // The page as built: earlier tests publish, and content newer than the build would have
    // the product list render anew, with its code, before any tap.
    const lake = new URL(e2eStack().lakeUrl).origin;
    await context.route(
      (url) => url.origin === lake && url.pathname.includes("/data/query/"),
      (route) => route.abort("internetdisconnected"),
    );
    await openShop(page);
    const [premium] = products;
    if (!premium) throw new Error("seed content missing: products");
    const buy = page.getByRole("button", { name: premium.buttonText });
    // Nothing has asked for the product list's code yet: the tap is the first interaction.
    expect(
      await buy.evaluate((button) => Object.keys(button).some((key) => key.startsWith("__react"))),
    ).toBe(false);
    await buy.tap();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.getByRole("heading", { level: 2 }).textContent()).toBe(premium.name);
    expect(errors).toEqual([]);
  });

  test("shows the CMS error message inside the dialog when the storefront cannot load", async ({
    offlinePage,
  }) => {
    const { page, errors } = await offlinePage("abort");
    await openShop(page);
    const [premium] = products;
    if (!premium) throw new Error("seed content missing: products");
    await page.getByRole("button", { name: premium.buttonText }).click();
    const dialog = page.getByRole("dialog");
    const alert = dialog.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      text(settings.checkoutErrorMessage, "the checkout error"),
    );
    expect(
      await dialog
        .getByText(text(settings.checkoutLoadingLabel, "the checkout loading label"))
        .count(),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
