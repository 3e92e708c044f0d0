/**
 * The public site in Chromium against the e2e stack: every page shows what the
 * lake holds (compared with the same queries the site runs), passes axe, and
 * the layout behaves (header, section links, scroll to top, 404, skip link).
 */

import { waitForAvifEncodes } from "@tastemap/scripts/avif-ready";
import { formatLegalDate } from "@tastemap/web/format-date";
import { CITY_PAGE_QUERY, EMBED_PAGE_QUERY, LEGAL_PAGE_QUERY } from "@tastemap/web/queries";
import type {
  CITY_PAGE_QUERY_RESULT,
  EMBED_PAGE_QUERY_RESULT,
  LEGAL_PAGE_QUERY_RESULT,
} from "@tastemap/web/sanity.types";
import { waitlistCount } from "@tastemap/web/waitlist-count";
import { axeViolations, contentChecked, eventually, h1Text, siteUrl } from "./support/browser";
import { builtPage, sectionOf } from "./support/built-page";
import { expect, test } from "./support/fixtures";
import { intlFormattersBuiltHydrating, noteIntlFormatters } from "./support/intl-formatters";
import { content } from "./support/lake";
import { hydratedFooterLink, isScrolledTo } from "./support/public-page";
import { notFoundPage, siteSettings } from "./support/root-content";
import { seededCities } from "./support/seed";

const numbers = new Intl.NumberFormat("en");

const settings = () => siteSettings("en");

test.describe("public site: home", () => {
  test("shows every section's CMS content, passes axe and sets the page title", async ({
    publicPage,
  }) => {
    const home = await builtPage("home", "en");
    const heroContent = sectionOf(home, "hero");
    const [primaryCta, secondaryCta] = heroContent.ctas ?? [];
    if (!primaryCta || !secondaryCta)
      throw new Error("seed content missing: the home hero's buttons");
    const { page, errors } = publicPage;
    await page.goto(siteUrl("/"));

    const h1 = page.getByRole("heading", { level: 1 });
    await eventually(() => h1.textContent()).toBe(heroContent.heading);
    const hero = page.locator("section").first();
    expect(await hero.textContent()).toContain(heroContent.eyebrow ?? "");
    expect(await hero.textContent()).toContain(heroContent.subheading ?? "");
    const primary = hero.getByRole("link", { name: primaryCta.label });
    expect(await primary.getAttribute("href")).toBe(primaryCta.href);
    const secondary = hero.getByRole("link", { name: secondaryCta.label });
    expect(await secondary.getAttribute("href")).toBe(secondaryCta.href);
    const heroImage = hero.locator("img");
    expect(await heroImage.getAttribute("alt")).toBe(heroContent.image?.alt);
    expect(await heroImage.getAttribute("loading")).toBe("eager");
    expect(await heroImage.getAttribute("fetchpriority")).toBe("high");

    // Categories: Food, Travel, Hotels with their section ids.
    const categoryGrid = sectionOf(home, "categoryGrid");
    const categories = page.locator(`#${categoryGrid.anchorId}`);
    await categories.waitFor();
    expect(await categories.getByRole("heading", { level: 2 }).textContent()).toBe(
      categoryGrid.heading,
    );
    const items = categoryGrid.items ?? [];
    expect(items.map((item) => item.title)).toEqual(["Food", "Travel", "Hotels"]);
    for (const item of items) {
      const card = page.locator(`#${item.anchorId}`);
      expect(await card.getByRole("heading", { level: 3 }).textContent()).toBe(item.title);
      expect(await card.textContent()).toContain(item.description);
    }

    // Features: cards, the marketing claims and the city row.
    const featureGrid = sectionOf(home, "featureGrid");
    const features = page.locator(`#${featureGrid.anchorId}`);
    expect(await features.getByRole("heading", { level: 2 }).textContent()).toBe(
      featureGrid.heading,
    );
    const cards = featureGrid.cards ?? [];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(await features.getByRole("heading", { name: card.title }).count()).toBe(1);
    }
    const claims = featureGrid.claims ?? [];
    expect(claims.map((claim) => claim.value)).toEqual(["500+", "98%", "4.9/5"]);
    for (const claim of claims) {
      expect(await features.locator("dd", { hasText: claim.value }).count()).toBe(1);
      expect(await features.locator("dt", { hasText: claim.label }).count()).toBe(1);
    }
    const cityButtons = featureGrid.cities ?? [];
    expect(cityButtons.length).toBeGreaterThan(0);
    for (const city of cityButtons) {
      const item = features.locator("li", { hasText: city.label });
      if (city.slug) {
        const link = item.getByRole("link", { name: city.label });
        expect(await link.getAttribute("href")).toBe(`/${city.slug}`);
      } else {
        expect(await item.getByRole("link").count()).toBe(0);
        expect(await item.textContent()).toContain(featureGrid.comingSoonLabel ?? "");
      }
    }

    // Coming soon: counter from the CMS formula, early access and launch.
    const waitlist = sectionOf(home, "waitlistCounter");
    const comingSoon = page.locator(`#${waitlist.anchorId}`);
    const count = waitlistCount(waitlist.waitlistCounter, new Date());
    // The seeded formula gives a count (its date is a date), never below its minimum.
    expect(count).toBeGreaterThanOrEqual(waitlist.waitlistCounter.minimum);
    expect(await comingSoon.locator('[data-tile="waitlist"] dd').textContent()).toBe(
      numbers.format(count as number),
    );
    expect(await comingSoon.locator('[data-tile="early-access"] dd').textContent()).toBe("150,000");
    expect(await comingSoon.locator('[data-tile="launch"] dd').textContent()).toBe("Summer 2025");
    const cta = waitlist.cta;
    if (!cta) throw new Error("seed content missing: the waitlist section's button");
    expect(await comingSoon.getByRole("link", { name: cta.label }).getAttribute("href")).toBe(
      cta.href,
    );

    // Newsletter section (its form belongs to the membership work).
    const newsletterContent = sectionOf(home, "newsletter");
    const newsletter = page.locator(`#${newsletterContent.anchorId}`);
    await eventually(() => newsletter.textContent()).toContain(newsletterContent.heading);

    expect(await page.title()).toBe(home.seo?.title);
    expect(
      await page
        .locator('meta[name="description"]')
        .evaluateAll((metas) => metas.map((meta) => (meta as HTMLMetaElement).content)),
    ).toEqual([home.seo?.description]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("hides the waitlist counter when the CMS date is not a date", async ({ publicPage }) => {
    const { withDocumentChange } = await import("./support/lake");
    await withDocumentChange(
      "page-home-en",
      (patch) => patch.set({ 'sections[_key=="coming-soon"].waitlistCounter.targetDate': "soon" }),
      async () => {
        const { page } = publicPage;
        await page.goto(siteUrl("/#coming-soon"));
        await contentChecked(page);
        await page.locator('[data-tile="early-access"]').waitFor();
        expect(await page.locator('[data-tile="waitlist"]').count()).toBe(0);
      },
    );
  });
});

test.describe("public site: layout", () => {
  test("renders the header and footer from site settings", async ({ publicPage }) => {
    const site = await settings();
    const { page } = publicPage;
    await page.goto(siteUrl("/terms"));
    const header = page.locator("header");
    await header.waitFor();
    expect(await header.getByRole("link", { name: site.logoLabel }).getAttribute("href")).toBe("/");
    // The site's navigation, not the language switch (a navigation of its own).
    const nav = header.getByRole("navigation").and(page.locator(":not([aria-label])"));
    const navLinks = await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")]));
    expect(navLinks).toEqual(site.navigation.map((link) => [link.label, link.href]));
    expect(site.navigation.map((link) => link.label)).toEqual([
      "Food",
      "Travel",
      "Hotels",
      "About",
    ]);
    expect(
      await header.getByRole("link", { name: site.merchantsLink.label }).getAttribute("href"),
    ).toBe(site.merchantsLink.href);
    expect(await header.getByRole("link", { name: site.signInLabel }).getAttribute("href")).toBe(
      "/signin",
    );
    expect(await header.getByRole("link", { name: site.signUpLabel }).getAttribute("href")).toBe(
      "/signup",
    );
    expect(await header.getByRole("link", { name: site.dashboardLabel }).count()).toBe(0);

    const footer = page.locator("footer");
    await footer.waitFor();
    expect(site.footerColumns.length).toBeGreaterThan(0);
    expect(site.footerColumns.flatMap((column) => column.links).length).toBeGreaterThan(0);
    for (const column of site.footerColumns) {
      expect(await footer.getByRole("heading", { name: column.title }).count()).toBe(1);
      for (const link of column.links) {
        expect(
          await footer.getByRole("link", { name: link.label, exact: true }).getAttribute("href"),
        ).toBe(link.href);
      }
    }
    expect(site.socialLinks?.length ?? 0).toBeGreaterThan(0);
    for (const social of site.socialLinks ?? []) {
      const link = footer.getByRole("link", { name: social.label });
      expect(await link.getAttribute("href")).toBe(social.url);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(await link.textContent()).toContain(site.newTabLabel);
    }
    expect(await footer.textContent()).toContain(
      `© ${new Date().getFullYear()} ${site.siteName}. ${site.copyright}`,
    );
  });

  test("serves a robots.txt that keeps crawlers out of the member dashboard only", async () => {
    // Without the file the SPA fallback would answer with index.html.
    const response = await fetch(siteUrl("/robots.txt"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const rules = (await response.text())
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual([
      "User-agent: *",
      "Disallow: /dashboard",
      `Sitemap: ${siteUrl("/sitemap.xml")}`,
    ]);
  });

  test("turns the header solid only after scrolling more than 20 px", async ({ publicPage }) => {
    const { page } = publicPage;
    await page.goto(siteUrl("/rome"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    const header = page.locator("header");
    const look = () =>
      header.evaluate((element) => {
        const style = getComputedStyle(element);
        return { bg: style.backgroundColor, shadow: style.boxShadow };
      });
    expect(await look()).toEqual({ bg: "rgba(0, 0, 0, 0)", shadow: "none" });

    await page.evaluate(() => window.scrollTo(0, 20));
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(20);
    expect(await header.getAttribute("data-solid")).toBe("false");

    await page.evaluate(() => window.scrollTo(0, 21));
    await eventually(() => header.getAttribute("data-solid")).toBe("true");
    await eventually(async () => (await look()).bg).toBe("rgb(255, 255, 255)");
    expect((await look()).shadow).not.toBe("none");

    await page.evaluate(() => window.scrollTo(0, 0));
    await eventually(() => header.getAttribute("data-solid")).toBe("false");
  });

  test("scrolls to home sections from the header, on / and from another page", async ({
    publicPage,
  }) => {
    const site = await settings();
    const { page } = publicPage;
    await page.goto(siteUrl("/"));
    await page.locator("#features").waitFor();
    const nav = page.locator("header").getByRole("navigation");

    expect(site.navigation.length).toBeGreaterThan(0);
    for (const link of site.navigation) {
      const id = link.href.split("#")[1] as string;
      await nav.getByRole("link", { name: link.label }).click();
      await eventually(() => new URL(page.url()).hash).toBe(`#${id}`);
      await eventually(() => isScrolledTo(page, id)).toBe(true);
    }

    // From another page: navigates to / first, then scrolls once the content is there.
    await page.goto(siteUrl("/terms"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    await nav.getByRole("link", { name: "Hotels" }).click();
    await eventually(() => new URL(page.url()).pathname).toBe("/");
    await eventually(() => isScrolledTo(page, "hotels")).toBe(true);

    // Learn More in the hero goes to the features section.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "Learn More" }).click();
    await eventually(() => isScrolledTo(page, "features")).toBe(true);
  });

  test("scrolls to the section in the address when arriving with a hash", async ({
    publicPage,
  }) => {
    const { page } = publicPage;
    await page.goto(siteUrl("/#newsletter"));
    await eventually(() => isScrolledTo(page, "newsletter")).toBe(true);
  });

  test("starts every new page at the top", async ({ publicPage }) => {
    const { page } = publicPage;
    await page.goto(siteUrl("/rome"));
    await page.getByRole("heading", { level: 1, name: "Rome" }).waitFor();
    await (await hydratedFooterLink(page, "Amsterdam")).click();
    await page.getByRole("heading", { level: 1, name: "Amsterdam" }).waitFor();
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("offers a skip link first, which moves focus to the main content", async ({
    publicPage,
  }) => {
    const site = await settings();
    const { page } = publicPage;
    await page.goto(siteUrl("/privacy"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.keyboard.press("Tab");
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    expect(await focused()).toBe(site.skipLinkLabel);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
  });

  test("has a keyboard-friendly mobile menu", async ({ openPublicPage }) => {
    const site = await settings();
    const { page } = await openPublicPage({
      viewport: { width: 390, height: 844 },
    });
    await page.goto(siteUrl("/rome"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    const open = page.getByRole("button", { name: site.openMenuLabel });
    expect(await open.getAttribute("aria-expanded")).toBe("false");
    const menuId = (await open.getAttribute("aria-controls")) as string;
    await open.click();
    const close = page.getByRole("button", { name: site.closeMenuLabel });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    const menu = page.locator(`[id="${menuId}"]`);
    expect(await menu.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe(
      "false",
    );
    // A link in the menu navigates and closes it.
    await open.click();
    await menu.getByRole("link", { name: "Food" }).click();
    await eventually(() => isScrolledTo(page, "food")).toBe(true);
    expect(await menu.isVisible()).toBe(false);
  });
});

test.describe("public site: city guides", () => {
  test("shows each guide's hero, figures, places and sign-up button, and passes axe", async ({
    publicPage,
  }) => {
    const cities = await seededCities();
    expect(cities.map((city) => city.slug).sort()).toEqual(["amsterdam", "berlin", "rome"]);
    const { page, errors } = publicPage;
    for (const { slug } of cities) {
      const city = await content<CITY_PAGE_QUERY_RESULT>(CITY_PAGE_QUERY, { slug, lang: "en" });
      await page.goto(siteUrl(`/${slug}`));
      const h1 = page.getByRole("heading", { level: 1 });
      await eventually(() => h1.textContent()).toBe(city.name);
      const main = page.locator("main");
      expect(await main.textContent()).toContain(city.tagline);
      expect(await main.textContent()).toContain(city.intro);
      const heroImage = main.locator("section").first().locator("img");
      expect(await heroImage.getAttribute("alt")).toBe(city.heroImage.alt);
      expect(await heroImage.getAttribute("fetchpriority")).toBe("high");

      expect(city.stats).toHaveLength(4);
      const tiles = await main.locator("dl").first().locator("dd").allTextContents();
      expect(tiles).toEqual(city.stats.map((stat) => stat.value));

      const section = (heading: string) =>
        main.locator("section", { has: page.getByRole("heading", { level: 2, name: heading }) });
      const names = (heading: string) =>
        section(heading).getByRole("heading", { level: 3 }).allTextContents();
      expect(await names(city.attractionsHeading)).toEqual(city.attractions.map((a) => a.name));
      expect(await names(city.restaurantsHeading)).toEqual(city.restaurants.map((r) => r.name));
      expect(await names(city.hotelsHeading)).toEqual(city.hotels.map((h) => h.name));
      const cardText = (heading: string, name: string) =>
        section(heading).locator("article", { hasText: name }).textContent();
      expect(city.restaurants.length, slug).toBeGreaterThan(0);
      expect(city.hotels.length, slug).toBeGreaterThan(0);
      expect(city.attractions.length, slug).toBeGreaterThan(0);
      for (const restaurant of city.restaurants) {
        const text = await cardText(city.restaurantsHeading, restaurant.name);
        expect(text).toContain(restaurant.cuisine);
        expect(text).toContain(restaurant.priceTier);
        expect(text).toContain(restaurant.rating.toFixed(1));
      }
      for (const hotel of city.hotels) {
        const text = await cardText(city.hotelsHeading, hotel.name);
        expect(text).toContain(hotel.location);
        expect(text).toContain(hotel.priceTier);
      }
      for (const attraction of city.attractions) {
        const text = await cardText(city.attractionsHeading, attraction.name);
        expect(text).toContain(attraction.category);
        expect(text).toContain(attraction.description);
      }
      const cta = main.getByRole("link", { name: city.ctaLabel });
      expect(await cta.getAttribute("href")).toBe("/signup");
      expect(await page.title()).toBe(city.seo?.title ?? city.name);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test("gets a guide's hero as AVIF once the lake has encoded it, WebP or the original otherwise", async ({
    openPublicPage,
  }) => {
    // The phone Lighthouse emulates (412 px at 1.75x): the srcset's 768 px image.
    const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
    /** The hero's address as Chromium chose it, and the type of the answer it got. */
    const visit = async () => {
      const { page } = await openPublicPage(phone);
      const types = new Map<string, string>();
      page.on("response", (response) => {
        if (response.request().resourceType() === "image") {
          types.set(response.url(), response.headers()["content-type"] ?? "");
        }
      });
      await page.goto(siteUrl("/amsterdam"));
      const hero = page.locator("main section").first().locator("img");
      // Loaded and decoded (a width in CSS pixels: 768 image pixels over 412 px of layout).
      await eventually(() =>
        hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
      const src = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(new URL(src).searchParams.get("w")).toBe("768");
      const type = types.get(src);
      return { src, type };
    };
    const first = await visit();
    expect(new URL(first.src).searchParams.get("auto")).toBe("format");
    // WebP while the AVIF is encoded (AVIF already when an earlier test asked for it).
    expect(["image/webp", "image/avif"]).toContain(first.type);
    await waitForAvifEncodes([first.src]);
    // A new visitor (a fresh cache) gets the AVIF, and Chromium decodes it.
    expect(await visit()).toEqual({ src: first.src, type: "image/avif" });

    const typeFor = async (accept?: string) => {
      const response = await fetch(first.src, accept ? { headers: { accept } } : {});
      await response.arrayBuffer();
      return response.headers.get("content-type");
    };
    expect(await typeFor("image/webp,image/*,*/*;q=0.8")).toBe("image/webp");
    expect(await typeFor("image/*,*/*;q=0.8")).toBe("image/png");
    expect(await typeFor()).toBe("image/png");
  });

  test("links the home page's city buttons to the guides", async ({ publicPage }) => {
    const { page } = publicPage;
    await page.goto(siteUrl("/"));
    await page.locator("#features").getByRole("link", { name: "Berlin" }).click();
    await eventually(() => h1Text(page)).toBe("Berlin");
    expect(new URL(page.url()).pathname).toBe("/berlin");
  });
});

test.describe("public site: 404", () => {
  test("shows the CMS 404 page for unknown addresses and cities without a guide", async ({
    publicPage,
  }) => {
    const notFound = await notFoundPage("en");
    expect(notFound.title).toBe("Page Not Found");
    const { page, errors } = publicPage;
    for (const path of ["/no-such-page", "/paris", "/rome/extra"]) {
      await page.goto(siteUrl(path));
      const h1 = page.getByRole("heading", { level: 1 });
      await eventually(() => h1.textContent()).toBe(notFound.title);
      const main = page.locator("main");
      expect(await main.textContent()).toContain(notFound.text);
      expect(await main.getByRole("link", { name: notFound.homeLabel }).getAttribute("href")).toBe(
        "/",
      );
      expect(await main.getByRole("button", { name: notFound.backLabel }).count()).toBe(1);
      const links = await main
        .getByRole("navigation")
        .getByRole("link")
        .evaluateAll((elements) => elements.map((el) => [el.textContent, el.getAttribute("href")]));
      expect(links).toEqual(notFound.links.map((link) => [link.label, link.href]));
      expect(links.map(([, href]) => href)).toEqual(["/#features", "/#coming-soon", "/signup"]);
      expect(await page.title()).toBe(notFound.title);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test("goes back with Go Back and home with Go Back Home", async ({ publicPage }) => {
    const notFound = await notFoundPage("en");
    const home = sectionOf(await builtPage("home", "en"), "hero");
    const { page } = publicPage;
    await page.goto(siteUrl("/rome"));
    await page.getByRole("heading", { level: 1, name: "Rome" }).waitFor();
    await page.goto(siteUrl("/paris"));
    await page.getByRole("button", { name: notFound.backLabel }).click();
    await eventually(() => new URL(page.url()).pathname).toBe("/rome");
    await eventually(() => h1Text(page)).toBe("Rome");

    await page.goto(siteUrl("/no-such-page"));
    await page.getByRole("link", { name: notFound.homeLabel }).click();
    await eventually(() => h1Text(page)).toBe(home.heading);
  });
});

test.describe("public site: legal pages", () => {
  for (const slug of ["terms", "privacy"]) {
    test(`shows /${slug} from the CMS with its headings, lists and links`, async ({
      publicPage,
    }) => {
      const legal = await content<LEGAL_PAGE_QUERY_RESULT>(LEGAL_PAGE_QUERY, { slug, lang: "en" });
      const { page, errors } = publicPage;
      await noteIntlFormatters(page);
      await page.goto(siteUrl(`/${slug}`));
      const h1 = page.getByRole("heading", { level: 1 });
      await eventually(() => h1.textContent()).toBe(legal.title);
      const main = page.locator("main");
      expect(await main.textContent()).toContain(
        `${legal.lastUpdatedLabel}: ${formatLegalDate(legal.lastUpdated)}`,
      );
      expect(await main.locator("time").getAttribute("datetime")).toBe(legal.lastUpdated);
      // Hydrated with the date the HTML holds, not written again in the browser.
      expect(await intlFormattersBuiltHydrating(page)).toEqual([]);
      const text = (block: (typeof legal.body)[number]) =>
        (block.children ?? []).map((child) => child.text ?? "").join("");
      for (const level of [2, 3] as const) {
        expect(
          await main.locator("article").getByRole("heading", { level }).allTextContents(),
        ).toEqual(legal.body.filter((block) => block.style === `h${level}`).map(text));
      }
      // After the CMS text, the privacy page alone has the cookie table the code keeps.
      expect(await main.locator("[data-cookie-table] h2").allTextContents()).toEqual(
        slug === "privacy" ? ["Cookies and storage"] : [],
      );
      const bullets = legal.body.filter((block) => block.listItem === "bullet");
      expect(bullets.length).toBeGreaterThan(0);
      expect(await main.locator("article ul > li").allTextContents()).toEqual(bullets.map(text));
      const hrefs = legal.body.flatMap((block) => block.markDefs ?? []).map((mark) => mark.href);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(await main.locator(`article a[href="${href}"]`).count()).toBeGreaterThan(0);
      }
      expect(await page.title()).toBe(legal.seo?.title ?? legal.title);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("public site: embedded pages", () => {
  const embeds = ["qr-generator", "fine-dining-london"].flatMap((slug) => [
    { slug, lang: "en", path: `/${slug}` },
    { slug, lang: "it", path: `/it/${slug}` },
  ]);
  for (const { slug, lang, path } of embeds) {
    test(`shows ${path} full page in a sandboxed, titled frame`, async ({ openPublicPage }) => {
      // A visitor who allowed embedded content (before that, a placeholder: consent.test.ts).
      const publicPage = await openPublicPage({ consent: "accepted" });
      const embed = await content<EMBED_PAGE_QUERY_RESULT>(EMBED_PAGE_QUERY, { slug, lang });
      // The Italian twin is a document of its own (decision 0030), not the English one.
      expect(embed.language).toBe(lang);
      const { page, errors } = publicPage;
      await page.goto(siteUrl(path));
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      const h1 = page.getByRole("heading", { level: 1 });
      await eventually(() => h1.textContent()).toBe(embed.title);
      const frame = page.locator("main iframe");
      // The frame's page starts after this page's first paint (after-first-paint.ts).
      await eventually(() => frame.getAttribute("src")).toBe(embed.url);
      expect(await frame.getAttribute("title")).toBe(embed.description);
      expect(await frame.getAttribute("sandbox")).toContain("allow-scripts");
      expect(await frame.getAttribute("sandbox")).not.toContain("allow-top-navigation");
      // The frame's page loads (another site's, or the seeded stand-in the site serves).
      // (The host serves its own .html files at their clean URL: firebase.json's cleanUrls.)
      const framed = new URL(embed.url, siteUrl("/")).href.replace(/\.html$/, "");
      await eventually(() => page.frames().map((child) => child.url())).toContain(framed);
      const box = await frame.boundingBox();
      const viewport = page.viewportSize();
      // Below the header, filling the rest of the window.
      expect(box?.y).toBeGreaterThanOrEqual(64);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(viewport?.height ?? 0, -1);
      const open = page.getByRole("link", { name: embed.fallbackLinkLabel });
      expect(await open.getAttribute("href")).toBe(embed.url);
      expect(await open.getAttribute("target")).toBe("_blank");
      expect(await page.title()).toBe(embed.seo?.title ?? embed.title);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
