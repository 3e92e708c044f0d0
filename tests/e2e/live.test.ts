/**
 * Live content in Chromium against the e2e stack: an open public page follows publishes
 * through the Live Content API (web/src/lib/sanity/live-content.ts and the lake's
 * /data/live/events) without a reload; a burst of publishes costs a few refetches, not one
 * each; a publish that touches nothing on the page costs the page's own query nothing;
 * (after a lake restart: live-restart.test.ts) and a visitor's page source and traffic
 * hold no draft, no stega character and no token.
 */
import type { SanityDocument } from "@sanity/client";
import { STEGA } from "@tastemap/scripts/presentation";
import { LIVE_CONNECTED_MARK, LIVE_REFETCH_MARK } from "@tastemap/web/live-content";
import { CONTENT_CHECKED_MARK } from "@tastemap/web/refresh-if-stale";
import { LIVE_WARM_MARK } from "@tastemap/web/warm-live-refetch";
import type { Page } from "playwright-core";
import { pageMarked, siteUrl } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { lakeClient } from "./support/lake";
import { openLivePage, showsText, stillSamePage } from "./support/live-page";
import type { PublicPage } from "./support/public-page";
import { e2eStack } from "./support/stack";

const RESTAURANT_ID = "restaurant-rome-1";

const marks = (page: Page, name: string) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length, name);

/** Rome's city page, hydrated, content-checked and subscribed to live events. */
const openRome = (publicPage: PublicPage) => openLivePage(publicPage, "/rome");

/** Query requests the page makes from now on, by query text. */
function countQueries(page: Page) {
  const queries: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes("/data/query/")) queries.push(url.searchParams.get("query") ?? "");
  });
  return queries;
}

test.describe("live content on an open page", () => {
  test("shows a restaurant renamed through @sanity/client within 1 s, without a reload", async ({
    seeded,
    publicPage,
  }) => {
    const restaurant = await seeded(RESTAURANT_ID);
    const { page, errors } = await openRome(publicPage);
    const renamed = `${restaurant.name} live ${Date.now().toString(36)}`;
    const started = Date.now();
    await lakeClient().patch(RESTAURANT_ID).set({ name: renamed }).commit();
    await showsText(page, renamed, 5_000);
    expect(Date.now() - started).toBeLessThanOrEqual(1_000);
    expect(await stillSamePage(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("has what a reload needs in memory once idle: the first publish downloads no code", async ({
    seeded,
    publicPage,
  }) => {
    const restaurant = await seeded(RESTAURANT_ID);
    const { page, errors } = await openRome(publicPage);
    await pageMarked(page, LIVE_WARM_MARK, 30_000);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const renamed = `${restaurant.name} warm ${Date.now().toString(36)}`;
    await lakeClient().patch(RESTAURANT_ID).set({ name: renamed }).commit();
    await showsText(page, renamed, 5_000);
    expect(await marks(page, LIVE_REFETCH_MARK)).toBeGreaterThan(0);
    expect(scripts).toEqual([]);
    expect(await stillSamePage(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("re-renders what a publish changed and nothing else: the same name again renders no card, a rename its card only", async ({
    seeded,
    publicPage,
  }) => {
    const restaurant = await seeded(RESTAURANT_ID);
    const { page, errors } = await openRome(publicPage);
    const client = lakeClient();
    const sameNameAgain = async () => {
      const refetches = await marks(page, LIVE_REFETCH_MARK);
      await client.patch(RESTAURANT_ID).set({ name: restaurant.name }).commit();
      await expect.poll(() => marks(page, LIVE_REFETCH_MARK)).toBeGreaterThan(refetches);
      // A render would come with the reload's commit, or with the part's effect right after it.
      await page.waitForTimeout(500);
    };
    // Hydrated, React keeps each card's props on its element, replaced whenever it renders.
    // Hydration gives them to the cards one by one as it renders the part in slices: every
    // card has them once the part is hydrated. How many cards have them, of how many:
    const hydrated = () =>
      page.evaluate(() => {
        const cards = [...document.querySelectorAll("main article")];
        const withProps = cards.filter((card) =>
          Object.keys(card).some((key) => key.startsWith("__reactProps$")),
        );
        return `${withProps.length} of ${cards.length}`;
      });
    const cardCount = await page.locator("main article").count();
    expect(cardCount).toBeGreaterThan(3);
    // The places wait for the visitor's first interaction (load-city-sections.ts); a reload
    // of content equal to theirs leaves them waiting.
    expect(await hydrated()).toBe(`0 of ${cardCount}`);
    await sameNameAgain();
    expect(await hydrated()).toBe(`0 of ${cardCount}`);
    // The visitor moves: the places' part hydrates.
    await page.mouse.move(200, 300);
    await expect.poll(hydrated).toBe(`${cardCount} of ${cardCount}`);
    const cards = () =>
      page.evaluate(() => {
        const probe = window as unknown as { cardProps?: WeakSet<object> };
        probe.cardProps ??= new WeakSet();
        const seen = probe.cardProps;
        return [...document.querySelectorAll("main article")].map((card) => {
          const key = Object.keys(card).find((name) => name.startsWith("__reactProps$")) ?? "";
          const props = (card as unknown as Record<string, object>)[key] as object;
          const rendered = !seen.has(props);
          seen.add(props);
          return {
            name: card.querySelector("h3")?.textContent ?? "",
            text: card.textContent,
            rendered,
          };
        });
      });
    const before = await cards();
    expect(before.length).toBeGreaterThan(3);
    expect(before.map((card) => card.name)).toContain(restaurant.name);

    // The same name again, hydrated: no card renders.
    await sameNameAgain();
    expect((await cards()).filter((card) => card.rendered)).toEqual([]);

    // A rename: the cards that show the name render again (the restaurant's, and the hotels
    // that list it nearby), no other does.
    const renamed = `${restaurant.name} once ${Date.now().toString(36)}`;
    await client.patch(RESTAURANT_ID).set({ name: renamed }).commit();
    await showsText(page, renamed, 5_000);
    await page.waitForTimeout(500);
    const after = await cards();
    const rendered = after.filter((card) => card.rendered).map((card) => card.name);
    expect(rendered).toContain(renamed);
    expect(rendered).toEqual(
      after.filter((card) => card.text.includes(renamed)).map((card) => card.name),
    );
    expect(rendered.length).toBeLessThan(after.length);
    expect(await stillSamePage(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("turns twenty rapid publishes into a few refetches, and refetches only what they touched", async ({
    seeded,
    publicPage,
  }) => {
    const restaurant = await seeded(RESTAURANT_ID);
    const { page } = await openRome(publicPage);
    const queries = countQueries(page);
    // What the page reloaded while catching up with its build (earlier files publish) is not
    // this burst's.
    const before = await marks(page, LIVE_REFETCH_MARK);
    const client = lakeClient();
    let last = "";
    for (let i = 1; i <= 20; i++) {
      last = `${restaurant.name} burst ${i}`;
      await client.patch(RESTAURANT_ID).set({ name: last }).commit();
    }
    await showsText(page, last, 5_000);
    await page.waitForTimeout(1_000);
    const refetches = (await marks(page, LIVE_REFETCH_MARK)) - before;
    expect(refetches).toBeGreaterThanOrEqual(1);
    expect(refetches).toBeLessThanOrEqual(5);
    const cityQueries = () => queries.filter((query) => query.includes('_type == "city"'));
    expect(cityQueries().length).toBe(refetches);

    // A publish Rome's page does not show (a promo code): nothing reloaded. Nothing to wait
    // for but time: the stream tells of a write within milliseconds here, and a burst is
    // reloaded within 250 ms of it (coalesced-refetch.ts).
    const cityQueriesBefore = cityQueries().length;
    const promo = await client.getDocument<SanityDocument>("promo-mt25");
    await client
      .patch("promo-mt25")
      .set({ description: `${promo?.description}` })
      .commit();
    await page.waitForTimeout(1_500);
    expect(cityQueries().length).toBe(cityQueriesBefore);
    expect(await marks(page, LIVE_REFETCH_MARK)).toBe(before + refetches);
    expect(await stillSamePage(page)).toBe(true);
  });

  test("keeps the page it shows when a reload fails, and follows the next publish once the lake answers", async ({
    seeded,
    publicPage,
  }) => {
    const restaurant = await seeded(RESTAURANT_ID);
    const { page, errors } = await openRome(publicPage);
    // The stream still tells of writes; the queries that would reload the page fail.
    const lake = new URL(e2eStack().lakeUrl).origin;
    const failing = (url: URL) => url.origin === lake && url.pathname.includes("/data/query/");
    await page.route(failing, (route) => route.abort("internetdisconnected"));
    const before = await marks(page, LIVE_REFETCH_MARK);
    const missed = `${restaurant.name} missed ${Date.now().toString(36)}`;
    await lakeClient().patch(RESTAURANT_ID).set({ name: missed }).commit();
    await page.waitForFunction(
      ([mark, count]) => performance.getEntriesByName(mark as string).length > (count as number),
      [LIVE_REFETCH_MARK, before] as const,
      { timeout: 10_000 },
    );
    // Still Rome's page, with what it showed: no error view in its place.
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Rome");
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.getByText(restaurant.name).first().isVisible()).toBe(true);

    await page.unroute(failing);
    const renamed = `${restaurant.name} back ${Date.now().toString(36)}`;
    await lakeClient().patch(RESTAURANT_ID).set({ name: renamed }).commit();
    await showsText(page, renamed, 5_000);
    expect(await stillSamePage(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe("a publish after the build", () => {
  /** Opens `path` as a visitor and waits for its check against the build (built-content.ts). */
  async function visit({ page }: PublicPage, path: string) {
    const queries = countQueries(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(siteUrl(path));
    await pageMarked(page, CONTENT_CHECKED_MARK, 30_000);
    const reloaded = await page.evaluate(
      (mark) =>
        (performance.getEntriesByName(mark)[0] as PerformanceMark).detail?.reloaded as boolean,
      CONTENT_CHECKED_MARK,
    );
    return { page, queries, scripts, reloaded };
  }

  test("reloads the content of the pages that show what changed, and of no other", async ({
    seeded,
    openPublicPage,
  }) => {
    // What /terms reloads since the build before the publish (earlier files publish too).
    const before = await visit(await openPublicPage(), "/terms");

    const restaurant = await seeded(RESTAURANT_ID);
    const renamed = `${restaurant.name} after the build ${Date.now().toString(36)}`;
    await lakeClient().patch(RESTAURANT_ID).set({ name: renamed }).commit();

    // The terms show no restaurant: the publish adds no query and no reload to theirs.
    const terms = await visit(await openPublicPage(), "/terms");
    expect(terms.scripts.length).toBeGreaterThan(0);
    expect(terms.queries).toEqual(before.queries);
    expect(terms.reloaded).toBe(before.reloaded);

    // Rome shows it: its content is reloaded and the new name is on the page.
    const rome = await visit(await openPublicPage(), "/rome");
    expect(rome.reloaded).toBe(true);
    expect(rome.queries.some((query) => query.includes('_type == "city"'))).toBe(true);
    await showsText(rome.page, renamed, 5_000);
  });
});

test.describe("what a visitor gets", () => {
  test("holds no draft text, no stega character and no token, in the HTML or on the wire", async ({
    seeded,
    publicPage,
  }) => {
    const restaurant = await seeded(RESTAURANT_ID);
    const draftName = `Draft only ${Date.now().toString(36)}`;
    await lakeClient().createOrReplace({
      ...restaurant,
      _id: `drafts.${RESTAURANT_ID}`,
      name: draftName,
    });
    const token = e2eStack().token;

    const html = await (await fetch(siteUrl("/rome"))).text();
    const { page } = publicPage;
    const bodies: Promise<string>[] = [];
    const contentBodies: Promise<string>[] = [];
    const urls: string[] = [];
    const lakeOrigin = new URL(e2eStack().lakeUrl).origin;
    page.on("response", (response) => {
      urls.push(response.url());
      const type = response.request().resourceType();
      // The live stream never ends, so its body never arrives: @sanity/client 8 reads it with
      // fetch (the `eventsource` package), not the browser's EventSource, so tell it by its type.
      const stream = (response.headers()["content-type"] ?? "").includes("text/event-stream");
      if (type === "eventsource" || stream) return;
      const body = response.text().catch(() => "");
      bodies.push(body);
      // Content: the lake's JSON answers and the page itself (scripts and images may hold
      // these characters as code or bytes).
      const json = (response.headers()["content-type"] ?? "").includes("json");
      if (type === "document" || (json && new URL(response.url()).origin === lakeOrigin))
        contentBodies.push(body);
    });
    await page.goto(siteUrl("/rome"));
    for (const mark of [LIVE_CONNECTED_MARK, CONTENT_CHECKED_MARK]) {
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, {
        timeout: 30_000,
      });
    }
    // Reloads while catching up with the build (earlier files publish) are not the draft's.
    const refetchedBefore = await marks(page, LIVE_REFETCH_MARK);
    // A draft write while the page is open: the visitor's live stream stays silent about it.
    await lakeClient()
      .patch(`drafts.${RESTAURANT_ID}`)
      .set({ name: `${draftName}!` })
      .commit();
    await page.waitForTimeout(1_000);
    const traffic = (await Promise.all(bodies)).join("\n");
    const content = (await Promise.all(contentBodies)).join("\n");
    const shown = await page.evaluate(() => document.documentElement.outerHTML);
    expect(content).toContain(restaurant.name as string);
    for (const [what, text] of [
      ["prerendered HTML", html],
      ["content traffic", content],
      ["page", shown],
    ] as const) {
      expect(text.includes(draftName), `${what}: draft text`).toBe(false);
      expect(STEGA.test(text), `${what}: stega`).toBe(false);
    }
    expect(traffic.includes(draftName), "traffic: draft text").toBe(false);
    expect(traffic.includes(token), "traffic: token").toBe(false);
    expect(html.includes(token), "HTML: token").toBe(false);
    expect(urls.some((url) => url.includes("includeDrafts"))).toBe(false);
    expect(urls.some((url) => url.includes("perspective=drafts"))).toBe(false);
    expect(await marks(page, LIVE_REFETCH_MARK)).toBe(refetchedBefore);
  });
});
