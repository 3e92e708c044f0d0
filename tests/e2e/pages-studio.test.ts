import { openPresentation } from "@tastemap/scripts/presentation";
import type { Frame, Locator, Page } from "playwright-core";
import { h1Text, siteUrl } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { deleteWithDrafts } from "./support/lake";
import { e2eStack } from "./support/stack";
import {
  debugStudio,
  FIRST_RENDER_TIMEOUT,
  lakeClient,
  setUpStudio,
  stringField,
} from "./support/studio";

// This file's traces keep the screencast: what Studio showed step by step, which the trace's
// DOM snapshots cannot (they made Studio's menus close under the Presentation tool: the Create
// menu and the section menu, "element is not visible", three runs in three).
test.use({ trace: { mode: "retain-on-failure", snapshots: false, screenshots: true } });

const studio = setUpStudio();

/** On failure: a screenshot of Studio (in the OS temp dir) and its last log lines. */
const debug = (page: Page, name: string) => debugStudio(studio(), "pages", page, name);

/**
 * Opens a Studio menu and clicks one of its items. Studio's menus can close again while
 * Presentation's preview settles (fresh-clone runs timed out on the item, or on the menu
 * never opening after the click), and under load a half-open popover of the document panel
 * can sit over the item and take every click: when the click fails, Escape closes whatever
 * is open so the next attempt opens a clean menu.
 */
async function clickMenuItem(opener: Locator, item: Locator) {
  const page = item.page();
  await expect(async () => {
    if (!(await item.isVisible())) await opener.click({ timeout: 5_000 });
    try {
      await item.click({ timeout: 5_000 });
    } catch (error) {
      await page.keyboard.press("Escape");
      throw error;
    }
  }).toPass({ timeout: 45_000, intervals: [500] });
}

/** Adds a section of `typeTitle` to the page's sections and fills its heading. */

async function addSection(page: Page, typeTitle: string, heading: string) {
  const sections = page.locator('[data-testid="field-sections"]');
  await clickMenuItem(
    sections.getByRole("button", { name: /add item/i }).last(),
    page.getByRole("menuitem", { name: typeTitle, exact: true }),
  );
  const dialog = page.getByRole("dialog").last();
  const input = dialog.locator('[data-testid$="heading"] input').first();
  await input.waitFor({ timeout: 30_000 });
  await input.fill(heading);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden", timeout: 15_000 }).catch(() => undefined);
}

const sectionTypesIn = (target: Page | Frame) =>
  target
    .locator("main [data-section]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section")));

/**
 * Drags the section `key` of the preview above the section `aboveKey` with the mouse, as an
 * editor does with Presentation's overlays: pressed where only the section's own overlay is
 * (inside its edge, beside its text), moved past the overlays' 4 px threshold, released at
 * the top of the other section.
 */
async function dragSectionAbove(page: Page, frame: Frame, key: string, aboveKey: string) {
  const box = async (sectionKey: string) => {
    const found = await frame
      .locator(`main [data-section][data-sanity*="path=sections:${sectionKey}"]`)
      .boundingBox();
    if (!found) throw new Error(`section ${sectionKey} is not in the preview`);
    return found;
  };
  const from = await box(key);
  const to = await box(aboveKey);
  const x = from.x + 6;
  const y = from.y + 6;
  await page.mouse.move(x, y, { steps: 4 });
  await page.mouse.down();
  await page.mouse.move(x, y + 12, { steps: 3 });
  await page.mouse.move(x, to.y + 6, { steps: 12 });
  await page.mouse.up();
}

/** A new page's title, language (English) and slug, once its form shows. */
async function fillNewPage(page: Page, title: string, slug: string) {
  const input = stringField(page, "title");
  await input.waitFor({ timeout: FIRST_RENDER_TIMEOUT });
  await input.fill(title);
  await page.locator('[data-testid="field-language"]').getByText("English").click();
  await page.locator('[data-testid="field-slug"] input').first().fill(slug);
}

test.describe("pages in Studio", () => {
  test("a page of three sections made in Studio is published and served in order at its address", async ({
    studioPage: page,
    publicPage: site,
  }) => {
    test.setTimeout(300_000);
    const slug = `studio-${Date.now().toString(36)}`;
    const id = `page-${slug}`;
    try {
      // A new document of the Pages list, as the list's create button opens it.
      await page.goto(new URL(`/production/structure/page;${id}`, studio().url).toString());
      await fillNewPage(page, `Made in Studio ${slug}`, slug);
      await addSection(page, "Hero", `Opening ${slug}`);
      await addSection(page, "Examples & video", "Second, the examples");
      await addSection(page, "Product list", "Third, the stickers");

      // Publish once Studio has saved the draft and validated it (the address check asks
      // the lake); a click while that is still running is not taken, so it is repeated.
      const publish = page.getByTestId("action-publish");
      const published = lakeClient();
      const publishedTypes = async () =>
        (await published.getDocument<{ sections?: Array<{ _type: string }> }>(id))?.sections?.map(
          (section) => section._type,
        );
      for (let attempt = 1; attempt <= 4 && !(await publishedTypes()); attempt += 1) {
        await expect.poll(() => publish.isEnabled(), { timeout: 60_000 }).toBe(true);
        await publish.click();
        await expect
          .poll(publishedTypes, { timeout: 15_000 })
          .toEqual(["hero", "examples", "productList"])
          .catch(() => undefined);
      }
      expect(await publishedTypes()).toEqual(["hero", "examples", "productList"]);

      await site.page.goto(siteUrl(`/${slug}`));
      await expect.poll(() => h1Text(site.page), { timeout: 30_000 }).toBe(`Opening ${slug}`);
      expect(await sectionTypesIn(site.page)).toEqual(["hero", "examples", "productList"]);
      expect(await site.page.locator("main h2").allTextContents()).toEqual([
        "Second, the examples",
        "Third, the stickers",
      ]);
      expect(site.errors).toEqual([]);
    } catch (error) {
      await debug(page, "studio");
      throw error;
    } finally {
      await deleteWithDrafts(id);
    }
  });

  test("in Presentation, sections carry their keys for the overlays, and dragging one reorders the draft and the preview before publishing", async ({
    newContext,
  }) => {
    test.setTimeout(300_000);
    const slug = `presented-${Date.now().toString(36)}`;
    const id = `page-${slug}`;
    const raw = lakeClient("raw");
    const sections = [
      { _type: "hero", _key: "one", heading: `Presented ${slug}` },
      { _type: "examples", _key: "two", heading: "Two" },
      { _type: "productList", _key: "three", heading: "Three" },
    ];
    await raw.createOrReplace({
      _id: id,
      _type: "page",
      title: `Presented ${slug}`,
      language: "en",
      slug: { _type: "slug", current: slug },
      sections,
    });
    const context = await newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    try {
      const frame = await openPresentation(page, {
        studioUrl: studio().url,
        siteOrigin: new URL(e2eStack().webUrl).origin,
        pathname: `/${slug}`,
        timeout: FIRST_RENDER_TIMEOUT,
      });
      const marks = await frame
        .locator("main [data-section]")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-sanity")));
      expect(marks).toEqual(
        ["one", "two", "three"].map((key) =>
          expect.stringContaining(`id=${id};type=page;path=sections:${key}`),
        ),
      );
      // Presentation opened the page beside the preview (its main document for the address).
      await page.locator('[data-testid="field-sections"]').waitFor({ timeout: 60_000 });

      // The editor drags the second section above the first in the preview: Presentation's
      // overlay writes the new order into the draft, and the preview follows, unpublished.
      const draftKeys = async () =>
        (
          await raw.getDocument<{ sections: Array<{ _key: string }> }>(`drafts.${id}`)
        )?.sections.map((section) => section._key);
      await expect
        .poll(
          async () => {
            // Until Presentation's overlays are ready a press does nothing: press again. Moving
            // a section above another is the same move when repeated.
            if ((await draftKeys())?.[0] !== "two")
              await dragSectionAbove(page, frame, "two", "one");
            return draftKeys();
          },
          { timeout: 60_000, intervals: [2_000] },
        )
        .toEqual(["two", "one", "three"]);
      await expect
        .poll(() => sectionTypesIn(frame), { timeout: 30_000 })
        .toEqual(["examples", "hero", "productList"]);
      // Not published: visitors still get the first order.
      const published = await lakeClient().getDocument<{ sections: Array<{ _key: string }> }>(id);
      expect(published?.sections.map((section) => section._key)).toEqual(["one", "two", "three"]);
    } catch (error) {
      await debug(page, "presentation");
      throw error;
    } finally {
      await raw.transaction().delete(id).delete(`drafts.${id}`).commit();
    }
  });

  test("a new page is created from Presentation, edited beside the preview and published to its address", async ({
    newContext,
    publicPage: site,
  }) => {
    test.setTimeout(300_000);
    const slug = `from-presentation-${Date.now().toString(36)}`;
    const context = await newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    let id: string | undefined;
    try {
      await openPresentation(page, {
        studioUrl: studio().url,
        siteOrigin: new URL(e2eStack().webUrl).origin,
        pathname: "/",
        timeout: FIRST_RENDER_TIMEOUT,
      });

      // Studio's Create menu, used while in Presentation: Presentation takes the create
      // intent, so the new page opens in its document pane, beside the preview.
      await clickMenuItem(
        page.getByRole("button", { name: "Create new document" }),
        page.getByTestId("create-new-page"),
      );
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
        .toMatch(/\/production\/presentation\/page\/[\w-]+$/);
      id = new URL(page.url()).pathname.split("/").pop();
      expect(page.frames().some((frame) => frame.url().startsWith(e2eStack().webUrl))).toBe(true);

      await fillNewPage(page, `Made in Presentation ${slug}`, slug);
      await addSection(page, "Hero", `Presented ${slug}`);
      await addSection(page, "Examples & video", "Second, the examples");

      const publish = page.getByTestId("action-publish");
      const published = lakeClient();
      const publishedTypes = async () =>
        (
          await published.getDocument<{ sections?: Array<{ _type: string }> }>(id ?? "")
        )?.sections?.map((section) => section._type);
      for (let attempt = 1; attempt <= 4 && !(await publishedTypes()); attempt += 1) {
        await expect.poll(() => publish.isEnabled(), { timeout: 60_000 }).toBe(true);
        await publish.click();
        await expect
          .poll(publishedTypes, { timeout: 15_000 })
          .toEqual(["hero", "examples"])
          .catch(() => undefined);
      }
      expect(await publishedTypes()).toEqual(["hero", "examples"]);
      // Still in Presentation: the page was made and published there.
      expect(new URL(page.url()).pathname).toContain("/presentation/");

      await site.page.goto(siteUrl(`/${slug}`));
      await expect.poll(() => h1Text(site.page), { timeout: 30_000 }).toBe(`Presented ${slug}`);
      expect(await sectionTypesIn(site.page)).toEqual(["hero", "examples"]);
      expect(site.errors).toEqual([]);
    } catch (error) {
      await debug(page, "presentation-create");
      throw error;
    } finally {
      if (id) await deleteWithDrafts(id);
    }
  });
});
