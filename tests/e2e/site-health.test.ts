import type { Page } from "playwright-core";
import { expect, test } from "./support/fixtures";
import { FIRST_RENDER_TIMEOUT, lakeClient, publish, setUpStudio, shotsTo } from "./support/studio";

const studio = setUpStudio();

const PAGE_ID = "page-spring-offer";
const CTA_PATH = 'sections[_key=="hero"].ctas[_key=="shop"].href';
const PRODUCT_ID = "sticker-premium";

/** Photographs of the tool and the field, when SITE_HEALTH_SHOTS names a folder. */
const shot = shotsTo("SITE_HEALTH_SHOTS");

async function openTool(page: Page) {
  // The file's first visit may start Studio: give it the first render's time.
  await page.goto(new URL("/production/site-health", studio().url).toString(), {
    timeout: FIRST_RENDER_TIMEOUT,
  });
  await expect(page.getByTestId("site-health-counts")).toContainText("Broken links:", {
    timeout: FIRST_RENDER_TIMEOUT,
  });
}

function findingRow(page: Page, documentId: string, kind: string) {
  return page.locator(
    `[data-testid="site-health-row"][data-document="${documentId}"][data-kind="${kind}"]`,
  );
}

test.describe("Site health", () => {
  test("a call to action pointing at /no-such-page shows in the tool and as the field's warning, until fixed", async ({
    studioPage: page,
    seeded,
  }) => {
    test.setTimeout(300_000);
    const client = lakeClient();
    await seeded(PAGE_ID);
    await client
      .patch(PAGE_ID)
      .set({ [CTA_PATH]: "/no-such-page" })
      .commit();

    await openTool(page);
    const row = findingRow(page, PAGE_ID, "brokenLink");
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row).toHaveAttribute("data-path", CTA_PATH);
    await expect(row).toContainText("Nothing on the site answers “/no-such-page”");
    await expect(row).toContainText("Sections › Hero › Calls to action › Link › Target");
    // Counted in the tool's title in the navbar.
    await expect(page.getByText(/^Site health · 1 broken link/).first()).toBeVisible();
    await shot(page, "site-health-1440", row);
    // Filtered by kind: the broken link only.
    await page.getByRole("combobox", { name: "Kind" }).selectOption("brokenLink");
    await expect(page.locator('[data-testid="site-health-row"]')).toHaveCount(1);
    await shot(page, "site-health-broken-links-1440", row);

    // The row opens the page at the button's target (Studio's focus path: the hero's and the
    // button's dialogs open on it), which warns the same.
    await row.click();
    await expect.poll(() => page.url(), { timeout: 30_000 }).toContain(PAGE_ID);
    expect(decodeURIComponent(decodeURIComponent(page.url()))).toContain(`path=${CTA_PATH}`);
    const field = page.locator(`[data-testid='field-${CTA_PATH}']`);
    const input = field.locator("input");
    await expect(input).toHaveValue("/no-such-page", { timeout: FIRST_RENDER_TIMEOUT });
    const warning = field.getByTestId("input-validation-icon-warning").first();
    await expect(warning).toBeVisible({ timeout: 30_000 });
    await warning.hover();
    await expect(
      page.getByText(/Nothing on the site answers “\/no-such-page”/).first(),
    ).toBeVisible({ timeout: 30_000 });
    await shot(page, "field-warning-1440");

    // Fixed in the field: the warning goes; published: the tool lists it no more.
    await input.fill("/merchant-stickers-shop");
    await expect(warning).toHaveCount(0, { timeout: 30_000 });
    await page.keyboard.press("Escape");
    await publish(page);
    await expect
      .poll(
        async () =>
          (await client.getDocument(PAGE_ID))?.sections?.[0]?.ctas?.find(
            (cta: { _key: string }) => cta._key === "shop",
          )?.href,
        { timeout: 30_000 },
      )
      .toBe("/merchant-stickers-shop");
    await openTool(page);
    await expect(findingRow(page, PAGE_ID, "brokenLink")).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText(/^Site health · \d+ broken link/)).toHaveCount(0);
  });

  test("an image without alternative text shows in the tool until it has one again", async ({
    studioPage: page,
    seeded,
  }) => {
    test.setTimeout(300_000);
    const client = lakeClient();
    const product = await seeded(PRODUCT_ID);
    const alt = (product.image as { alt: string }).alt;
    await client.patch(PRODUCT_ID).unset(["image.alt"]).commit();

    await openTool(page);
    const row = findingRow(page, PRODUCT_ID, "missingAlt");
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row).toHaveAttribute("data-path", "image.alt");
    await expect(row).toContainText("Image › Alternative text");
    await page.getByRole("combobox", { name: "Kind" }).selectOption("missingAlt");
    await expect(page.locator('[data-testid="site-health-row"]')).toHaveCount(1);

    // At a phone's width the tool is a list still, each finding whole.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    await shot(page, "site-health-390", row);
    await page.setViewportSize({ width: 1440, height: 900 });

    await client.patch(PRODUCT_ID).set({ "image.alt": alt }).commit();
    await expect(row).toHaveCount(0, { timeout: 30_000 });
  });
});
