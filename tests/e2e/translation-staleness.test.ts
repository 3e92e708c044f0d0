import type { SanityClient } from "@sanity/client";
import { fieldSourcesId, fieldSourcesNow } from "@tastemap/schemas/translation-sources";
import type { Page } from "playwright-core";
import { expect, test } from "./support/fixtures";
import {
  FIRST_RENDER_TIMEOUT,
  lakeClient,
  publish,
  setUpStudio,
  shotsTo,
  stringField,
} from "./support/studio";

const studio = setUpStudio();

const ENGLISH_ID = "page-spring-offer";
const ITALIAN_ID = "page-spring-offer__i18n_it";
const METADATA_ID = "translation-metadata-page-spring-offer";
const PRODUCT_ID = "sticker-premium";

/** Photographs of the tool and the field, when TRANSLATION_SHOTS names a folder. */
const shot = shotsTo("TRANSLATION_SHOTS");

/** The Italian twin follows the English as published now, whatever an earlier run left. */
async function markItalianUpToDate(client: SanityClient) {
  const english = await client.getDocument(ENGLISH_ID);
  if (!english) throw new Error(`${ENGLISH_ID} missing from the seed`);
  await client
    .patch(METADATA_ID)
    .setIfMissing({ sourceRevisions: [] })
    .unset(['sourceRevisions[_key=="it"]'])
    .append("sourceRevisions", [
      {
        _key: "it",
        _type: "translationSourceRevision",
        revision: english._rev,
        sourceUpdatedAt: english._updatedAt,
        markedAt: new Date().toISOString(),
      },
    ])
    .commit();
}

/** The revision of the English the Italian twin follows, as recorded. */
function italianRecord(metadata: { sourceRevisions?: unknown } | undefined) {
  const records = (metadata?.sourceRevisions ?? []) as { _key: string; revision: string }[];
  return records.find((record) => record._key === "it")?.revision;
}

function toolRow(page: Page, sourceId: string) {
  return page.locator(`[data-testid="translation-row"][data-source="${sourceId}"]`).filter({
    hasText: "Italian",
  });
}

async function openTool(page: Page) {
  // The file's first visit may start Studio: give it the first render's time.
  await page.goto(new URL("/production/translations", studio().url).toString(), {
    timeout: FIRST_RENDER_TIMEOUT,
  });
  await page.getByTestId("translation-counts").waitFor({ timeout: FIRST_RENDER_TIMEOUT });
}

test.describe("Translations that fell behind", () => {
  test("an English page published after its Italian twin shows the twin stale, with the changed field, until marked up to date", async ({
    studioPage: page,
    seeded,
  }) => {
    test.setTimeout(300_000);
    const client = lakeClient();
    const english = await seeded(ENGLISH_ID);
    await seeded(ITALIAN_ID);
    await seeded(METADATA_ID);
    await markItalianUpToDate(client);

    await openTool(page);
    await expect
      .poll(() => toolRow(page, ENGLISH_ID).getAttribute("data-state"), { timeout: 30_000 })
      .toBe("upToDate");

    // The English page is published with a new title.
    const newTitle = `${english.title as string} (extended)`;
    await client.patch(ENGLISH_ID).set({ title: newTitle }).commit();

    // The tool lists the twin as stale, for how long, and counts it.
    await expect
      .poll(() => toolRow(page, ENGLISH_ID).getAttribute("data-state"), { timeout: 30_000 })
      .toBe("stale");
    await expect(toolRow(page, ENGLISH_ID)).toContainText("behind for");
    // Counted in the tool's title in the navbar.
    await expect(page.getByText(/^Translations · \d+ stale/).first()).toBeVisible();
    await shot(page, "translations-tool");
    await page.getByRole("combobox", { name: "State" }).selectOption("stale");
    await expect(
      page.locator('[data-testid="translation-row"][data-state="upToDate"]'),
    ).toHaveCount(0);
    await shot(page, "translations-tool-stale");

    // The twin's document names the changed field, before and after.
    await toolRow(page, ENGLISH_ID).click();
    await expect.poll(() => page.url(), { timeout: 30_000 }).toContain(ITALIAN_ID);
    const banner = page.getByTestId("translation-stale-banner");
    await banner.waitFor({ timeout: FIRST_RENDER_TIMEOUT });
    // Studio may mount the form again while the document loads: long waits, not one look.
    await expect(banner).toContainText("English changed since this translation:", {
      timeout: 30_000,
    });
    const change = banner.getByTestId("translation-change").filter({ hasText: "Title" });
    await expect(change).toContainText(english.title as string, { timeout: 30_000 });
    await expect(change).toContainText(newTitle, { timeout: 30_000 });
    await shot(page, "stale-banner", banner);

    // Marked up to date: the banner goes, the record follows the English as published now.
    await banner.getByRole("button", { name: "Mark as up to date" }).click();
    await expect(banner).toHaveCount(0, { timeout: 30_000 });
    const published = await client.getDocument(ENGLISH_ID);
    expect(italianRecord(await client.getDocument(METADATA_ID))).toBe(published?._rev);
    await openTool(page);
    await expect
      .poll(() => toolRow(page, ENGLISH_ID).getAttribute("data-state"), { timeout: 30_000 })
      .toBe("upToDate");

    // The English changes again; staff update the Italian title and publish: up to date again.
    await client
      .patch(ENGLISH_ID)
      .set({ title: `${newTitle}!` })
      .commit();
    await toolRow(page, ENGLISH_ID).click();
    await banner.waitFor({ timeout: 30_000 });
    const italianTitle = stringField(page, "title");
    await italianTitle.fill(`${(await italianTitle.inputValue()).trim()} (estesa)`);
    await publish(page);
    await expect(banner).toHaveCount(0, { timeout: 30_000 });
    const english2 = await client.getDocument(ENGLISH_ID);
    await expect
      .poll(async () => italianRecord(await client.getDocument(METADATA_ID)), { timeout: 30_000 })
      .toBe(english2?._rev);
  });

  test("a product's translated field goes stale when its English changes, and is marked up to date", async ({
    studioPage: page,
    seeded,
  }) => {
    test.setTimeout(300_000);
    const client = lakeClient();
    const product = await seeded(PRODUCT_ID);
    const recordsId = fieldSourcesId(PRODUCT_ID);
    const before = await client.getDocument(recordsId);
    // Every field of the product follows its English as it is now.
    await client.createOrReplace({
      _id: recordsId,
      _type: "translation.fieldSources",
      document: { _type: "reference", _ref: PRODUCT_ID, _weak: true },
      fields: fieldSourcesNow(product, new Date().toISOString()),
    });
    try {
      const name = (product.name as { en: string }).en;
      const newName = `${name} Plus`;
      await client.patch(PRODUCT_ID).set({ "name.en": newName }).commit();

      await openTool(page);
      const row = toolRow(page, PRODUCT_ID);
      await expect.poll(() => row.getAttribute("data-state"), { timeout: 30_000 }).toBe("stale");
      await expect(row).toContainText("changed: name");

      await row.click();
      await expect.poll(() => page.url(), { timeout: 30_000 }).toContain(PRODUCT_ID);
      const banner = page.getByTestId("translation-stale-banner");
      await banner.waitFor({ timeout: FIRST_RENDER_TIMEOUT });
      const change = banner.getByTestId("translation-change").filter({ hasText: "Name" });
      await expect(change).toContainText(name, { timeout: 30_000 });
      await expect(change).toContainText(newName, { timeout: 30_000 });
      await shot(page, "stale-product-banner", banner);

      await banner.getByRole("button", { name: "Mark as up to date" }).click();
      await expect(banner).toHaveCount(0, { timeout: 30_000 });
      await openTool(page);
      await expect
        .poll(() => row.getAttribute("data-state"), { timeout: 30_000 })
        .not.toBe("stale");
    } finally {
      if (before) {
        const { _rev, _updatedAt, _createdAt, ...content } = before;
        await client.createOrReplace({ ...content, _id: recordsId, _type: before._type });
      } else {
        await client.delete(recordsId).catch(() => undefined);
      }
    }
  });
});
