/**
 * Translation in Studio (issue 27, decisions 0030 and 0035) against the e2e stack: a page
 * with no Italian version is listed under "Missing Italian" and warns in its document;
 * "Create Italian version" starts the Italian document from the English one; once
 * published, the site's Italian address shows it. A city guide's Italian version gets a
 * slug of its own, and the English slug under /it/ goes on to it. The lake is put back as
 * the seed left it.
 */
import os from "node:os";
import path from "node:path";
import type { SanityDocument } from "@sanity/client";
import { eventually, h1Text, siteUrl } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { restoreDocument } from "./support/lake";
import {
  FIRST_RENDER_TIMEOUT,
  lakeClient,
  publish,
  replaceAndPublish,
  setUpStudio,
  stringField,
} from "./support/studio";

const studio = setUpStudio();

const ENGLISH_ID = "legal-privacy";
const ITALIAN_ID = "legal-privacy__i18n_it";

test.describe("Studio translations", () => {
  test("lists a page without its Italian version, creates it from the English one, and the site shows it at /it/", async ({
    studioPage: page,
    newContext,
  }) => {
    test.setTimeout(300_000);
    const client = lakeClient();
    const italian = await client.getDocument<SanityDocument>(ITALIAN_ID);
    const english = await client.getDocument<SanityDocument>(ENGLISH_ID);
    if (!italian || !english) throw new Error("seed has no privacy page in both languages");
    await client.delete(ITALIAN_ID);
    try {
      // Listed as missing.
      await page.goto(new URL("/production/structure/missing-it", studio().url).toString());
      const listed = page.getByText(english.title as string, { exact: true }).first();
      await listed.waitFor({ timeout: FIRST_RENDER_TIMEOUT });
      await listed.click();

      // The English document warns, and offers to start the Italian one.
      const title = stringField(page, "title");
      await expect.poll(() => title.inputValue(), { timeout: 30_000 }).toBe(english.title);
      // Studio 6 has a second, disabled `action-menu-button` on the pane: the document's own
      // is the one labelled for its actions.
      await page.getByRole("button", { name: "Open document actions" }).click();
      await page.getByRole("menuitem", { name: "Create Italian version" }).click();

      // The Italian draft opens, a copy to translate, in Italian.
      await expect
        .poll(
          async () =>
            (await client.withConfig({ perspective: "raw" }).getDocument(`drafts.${ITALIAN_ID}`))
              ?.language,
          { timeout: 30_000 },
        )
        .toBe("it");
      const italianTitle = `Informativa sulla privacy ${Date.now().toString(36)}`;
      await expect.poll(() => page.url(), { timeout: 30_000 }).toContain(ITALIAN_ID);
      await replaceAndPublish(page, "title", english.title, italianTitle);
      await expect
        .poll(async () => (await client.getDocument(ITALIAN_ID))?.title, { timeout: 30_000 })
        .toBe(italianTitle);
      // Linked to the English one for the next tool that reads the links.
      const metadata = await client.getDocument("translation-metadata-legal-privacy");
      expect(JSON.stringify(metadata?.translations)).toContain(ITALIAN_ID);

      // No longer missing.
      await page.goto(new URL("/production/structure/missing-it", studio().url).toString());
      await page.getByText("Missing Italian").first().waitFor({ timeout: FIRST_RENDER_TIMEOUT });
      await expect
        .poll(() => page.getByText(english.title as string, { exact: true }).count(), {
          timeout: 30_000,
        })
        .toBe(0);

      // The site's Italian address shows it (the prerendered page refreshes from the lake).
      const sitePage = await (await newContext()).newPage();
      await sitePage.goto(siteUrl("/it/privacy"));
      await eventually(() => h1Text(sitePage)).toBe(italianTitle);
      expect(await sitePage.evaluate(() => document.documentElement.lang)).toBe("it");
    } catch (error) {
      await page.screenshot({ path: path.join(os.tmpdir(), "tastemap-studio-translation.png") });
      throw error;
    } finally {
      await client
        .withConfig({ perspective: "raw" })
        .delete(`drafts.${ITALIAN_ID}`)
        .catch(() => undefined);
      await restoreDocument(italian, client);
    }
  });
});

test.describe("Studio translations: city guides", () => {
  test("creates the Italian version of a city, publishes it under its own slug, and /it/<slug> shows it", async ({
    studioPage: page,
    newContext,
  }) => {
    test.setTimeout(300_000);
    const client = lakeClient();
    const berlin = await client.getDocument<SanityDocument>("city-berlin");
    if (!berlin) throw new Error("seed has no Berlin guide");
    // A guide published after the build, in English only: no file of the build knows it.
    const stamp = Date.now().toString(36);
    const englishId = `city-lisbon-${stamp}`;
    const italianId = `${englishId}__i18n_it`;
    const metadataId = `translation-metadata-${englishId}`;
    const english = { name: `Lisbon ${stamp}`, slug: `lisbon-${stamp}` };
    const italian = { name: `Lisbona ${stamp}`, slug: `lisbona-${stamp}` };
    const { _rev, _createdAt, _updatedAt, ...content } = berlin;
    await client.create({
      ...content,
      _id: englishId,
      name: english.name,
      slug: { _type: "slug", current: english.slug },
    });
    try {
      // Listed as missing its Italian version.
      await page.goto(new URL("/production/structure/missing-it", studio().url).toString());
      const listed = page.getByText(english.name, { exact: true }).first();
      await listed.waitFor({ timeout: FIRST_RENDER_TIMEOUT });
      await listed.click();
      const cityName = stringField(page, "name");
      await expect.poll(() => cityName.inputValue(), { timeout: 30_000 }).toBe(english.name);
      await page.getByRole("button", { name: "Open document actions" }).click();
      await page.getByRole("menuitem", { name: "Create Italian version" }).click();

      // The Italian draft opens as a copy; staff give it its Italian name and address.
      await expect.poll(() => page.url(), { timeout: 30_000 }).toContain(italianId);
      const draftName = stringField(page, "name");
      await expect.poll(() => draftName.inputValue(), { timeout: 30_000 }).toBe(english.name);
      await draftName.fill(italian.name);
      await stringField(page, "slug").fill(italian.slug);
      await publish(page);
      await expect
        .poll(async () => (await client.getDocument(italianId))?.slug?.current, {
          timeout: 30_000,
        })
        .toBe(italian.slug);
      expect((await client.getDocument(italianId))?.language).toBe("it");
      // Linked both ways: the guide had no links before.
      const links = JSON.stringify((await client.getDocument(metadataId))?.translations);
      expect(links).toContain(`"${italianId}"`);
      expect(links).toContain(`"${englishId}"`);

      // The site shows it at /it/<its slug>, in Italian, its switch linking the English guide.
      const sitePage = await (await newContext()).newPage();
      await sitePage.goto(siteUrl(`/it/${italian.slug}`));
      await eventually(() => h1Text(sitePage)).toBe(italian.name);
      expect(await sitePage.evaluate(() => document.documentElement.lang)).toBe("it");
      await eventually(() =>
        sitePage
          .getByRole("navigation", { name: "Lingua" })
          .getByRole("link", { name: /^EN\b/ })
          .getAttribute("href"),
      ).toBe(`/${english.slug}`);
      // The English slug under /it/ goes on to it (the router: no build has this guide).
      await sitePage.goto(siteUrl(`/it/${english.slug}`));
      await sitePage.waitForURL((url) => url.pathname === `/it/${italian.slug}`, {
        timeout: 30_000,
      });
      await eventually(() => h1Text(sitePage)).toBe(italian.name);
    } catch (error) {
      await page.screenshot({
        path: path.join(os.tmpdir(), "tastemap-studio-city-translation.png"),
      });
      throw error;
    } finally {
      const raw = client.withConfig({ perspective: "raw" });
      await raw
        .transaction()
        .delete(`drafts.${italianId}`)
        .delete(italianId)
        .delete(metadataId)
        .delete(englishId)
        .commit()
        .catch(() => undefined);
    }
  });
});
