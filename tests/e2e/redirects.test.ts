/**
 * Redirects from Studio (issue 40, docs/decisions/0050-redirects-from-studio.md): the seeded
 * redirect (the spring offer's earlier address, /spring-deals) is in the hosting configuration
 * the build wrote and the built site answers it with a 301 to the page's address; the dev
 * server answers it too, and a redirect published a moment ago; in Studio,
 * a loop of two redirects is refused with its sentence, and publishing a page under a new
 * address offers the redirect from the old one and creates it. The Studio tests put the lake
 * back as the seed left it.
 */
import { readFile } from "node:fs/promises";
import { builtFirebaseJsonPath, type FirebaseJson } from "@tastemap/web/hosting-redirects";
import type { Page } from "playwright-core";
import { h1Text, siteUrl } from "./support/browser";
import { setUpDevSite } from "./support/dev-site";
import { expect, test } from "./support/fixtures";
import { e2eStack } from "./support/stack";
import {
  debugStudio,
  FIRST_RENDER_TIMEOUT,
  lakeClient,
  setUpStudio,
  stringField,
} from "./support/studio";

/** The seeded redirect (seed/production/data.ndjson): the spring offer's earlier address. */
const SEEDED = { from: "/spring-deals", to: "/spring-offer" };

test.describe("redirects on the production build", () => {
  test("a renamed page's old address is in the built hosting configuration and answers 301 to the new one", async ({
    page,
  }) => {
    const built = JSON.parse(
      await readFile(builtFirebaseJsonPath(e2eStack().distDir), "utf8"),
    ) as FirebaseJson;
    expect(built.hosting.redirects).toContainEqual({
      source: SEEDED.from,
      destination: SEEDED.to,
      type: 301,
    });
    // firebase.json's own redirects stay, first.
    expect(built.hosting.redirects?.[0]?.source).toBe("/welcome");

    // The host's answer itself, the visitor's query kept.
    const response = await fetch(siteUrl(`${SEEDED.from}?utm_source=flyer`), {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get("location") ?? "", siteUrl("/"));
    expect(`${location.pathname}${location.search}`).toBe(`${SEEDED.to}?utm_source=flyer`);

    // A browser following an old link lands on the page.
    await page.goto(siteUrl(SEEDED.from));
    expect(new URL(page.url()).pathname).toBe(SEEDED.to);
    expect(await h1Text(page)).toBeTruthy();
  });
});

test.describe("redirects on the dev server", () => {
  const devSite = setUpDevSite();

  test("answers the seeded redirect, and one published a moment ago, without a restart", async () => {
    const seeded = await fetch(new URL(SEEDED.from, devSite().url), { redirect: "manual" });
    expect(seeded.status).toBe(301);
    expect(seeded.headers.get("location")).toBe(SEEDED.to);

    const stamp = Date.now().toString(36);
    const id = `redirect-dev-${stamp}`;
    const from = `/summer-deals-${stamp}`;
    const client = lakeClient();
    await client.create({
      _id: id,
      _type: "redirect",
      language: "en",
      from,
      to: SEEDED.to,
      statusCode: 302,
    });
    try {
      await expect
        .poll(
          async () => {
            const response = await fetch(new URL(`${from}?a=1`, devSite().url), {
              redirect: "manual",
            });
            return [response.status, response.headers.get("location")];
          },
          // A request the list did not yet have is rendered as the 404 page: the dev server's
          // first render takes long on a busy machine, the next request finds the redirect.
          { timeout: 60_000 },
        )
        .toEqual([302, `${SEEDED.to}?a=1`]);
    } finally {
      await client.delete(id);
    }
  });
});

test.describe("redirects in Studio", () => {
  const studio = setUpStudio();

  /** On failure: a screenshot of Studio (in the OS temp dir) and its last log lines. */
  const debug = (page: Page, name: string) => debugStudio(studio(), "redirects", page, name);

  /**
   * Opens a Studio address. Not until "load": on a busy machine Studio's first compile keeps
   * its modules coming for longer than a navigation may take; the caller waits for its field.
   */
  async function openStudio(page: Page, pathname: string) {
    await page.goto(new URL(pathname, studio().url).toString(), {
      waitUntil: "commit",
      timeout: FIRST_RENDER_TIMEOUT,
    });
  }

  /** A new redirect document in Studio's Site → Redirects list, its addresses filled in. */
  async function newRedirect(page: Page, id: string, from: string, to: string) {
    await openStudio(page, `/production/structure/site;redirect;${id}`);
    const fromField = stringField(page, "from");
    await fromField.waitFor({ timeout: FIRST_RENDER_TIMEOUT });
    await fromField.fill(from);
    await stringField(page, "to").fill(to);
  }

  test("refuses a loop: A → B, then B → A is refused with a sentence saying why", async ({
    studioPage: page,
  }) => {
    test.setTimeout(420_000);
    const stamp = Date.now().toString(36);
    const [a, b] = [`/loop-a-${stamp}`, `/loop-b-${stamp}`];
    const ids = [`redirect-loop-a-${stamp}`, `redirect-loop-b-${stamp}`];
    const raw = lakeClient("raw");
    try {
      await newRedirect(page, ids[0] as string, a, b);
      // Studio saves the draft: the second redirect's check sees it.
      await expect
        .poll(async () => (await raw.getDocument(`drafts.${ids[0]}`))?.to, { timeout: 30_000 })
        .toBe(b);
      await newRedirect(page, ids[1] as string, b, a);
      const errorIcon = page.locator(
        '[data-testid="field-to"] [data-testid="input-validation-icon-error"]',
      );
      await expect
        .poll(
          async () => {
            await errorIcon.hover({ timeout: 5_000 });
            return page
              .getByText(`“${b}” → “${a}” → “${b}” is a loop: browsers would stop with an error`)
              .first()
              .isVisible();
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      // Refused: the document cannot be published.
      await expect
        .poll(() => page.getByTestId("action-publish").isDisabled(), { timeout: 30_000 })
        .toBe(true);
    } catch (error) {
      await debug(page, "loop");
      throw error;
    } finally {
      await raw
        .transaction()
        .delete(`drafts.${ids[0]}`)
        .delete(`drafts.${ids[1]}`)
        .commit()
        .catch(() => undefined);
    }
  });

  test("publishing a page under a new address offers the redirect from the old one, and creates it", async ({
    studioPage: page,
  }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36);
    const id = `page-moving-${stamp}`;
    const [before, after] = [`moving-${stamp}`, `moved-${stamp}`];
    const client = lakeClient();
    const raw = lakeClient("raw");
    // A published page of its own, made from the seeded spring offer.
    const spring = await client.getDocument("page-spring-offer");
    if (!spring) throw new Error("seeded page-spring-offer missing");
    const { _rev, _createdAt, _updatedAt, ...content } = spring;
    await client.create({
      ...content,
      _id: id,
      title: `Moving ${stamp}`,
      slug: { _type: "slug", current: before },
    });
    try {
      await openStudio(page, `/production/structure/page;${id}`);
      const slug = page.locator('[data-testid="field-slug"] input').first();
      await expect.poll(() => slug.inputValue(), { timeout: FIRST_RENDER_TIMEOUT }).toBe(before);
      await slug.fill(after);
      await expect
        .poll(async () => (await raw.getDocument(`drafts.${id}`))?.slug?.current, {
          timeout: 30_000,
        })
        .toBe(after);
      const publish = page.getByTestId("action-publish");
      const offer = page.getByRole("button", { name: "Create redirect", exact: true });
      // A click while Studio still validates is not taken: clicked again until the offer shows.
      await expect(async () => {
        if (await publish.isEnabled()) await publish.click();
        await offer.waitFor({ timeout: 10_000 });
      }).toPass({ timeout: 90_000, intervals: [1_000] });
      await expect(
        page.getByText(`This page's address changed from /${before} to /${after}`),
      ).toBeVisible();
      await offer.click();
      await expect
        .poll(
          () =>
            client.fetch(`*[_type == "redirect" && from == $from][0]{ to, statusCode, language }`, {
              from: `/${before}`,
            }),
          { timeout: 30_000 },
        )
        .toEqual({ to: `/${after}`, statusCode: 301, language: "en" });
      await offer.waitFor({ state: "hidden" });
    } catch (error) {
      await debug(page, "rename");
      throw error;
    } finally {
      const redirects = await raw.fetch<string[]>(`*[_type == "redirect" && from == $from]._id`, {
        from: `/${before}`,
      });
      const transaction = raw.transaction().delete(id).delete(`drafts.${id}`);
      for (const redirect of redirects) transaction.delete(redirect);
      await transaction.commit().catch(() => undefined);
    }
  });
});
