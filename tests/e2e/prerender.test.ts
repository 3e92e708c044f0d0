/**
 * Every public page arrives as HTML (the prerender issue): what a crawler or a
 * link preview gets with a plain GET, what the host sends with it, and that
 * Chromium hydrates each page without a warning or a second request for what
 * the HTML already carries.
 */

import { CONTENT_CHECKED_MARK } from "@tastemap/web/refresh-if-stale";
import type { Locator, Page } from "playwright-core";
import { contentChecked, siteUrl } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { withDocumentChange } from "./support/lake";
import { markPage, stillSamePage } from "./support/live-page";
import { seededCities } from "./support/seed";

/** The indexable pages, as the sitemap lists them (built from the content). */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(siteUrl("/sitemap.xml"))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

test.describe("prerendered HTML", () => {
  test("lists every city document and both languages of the translated pages in sitemap.xml", async () => {
    const paths = await sitemapPaths();
    const cities = await seededCities();
    expect(cities.length).toBeGreaterThan(0);
    for (const city of cities) expect(paths).toContain(`/${city.slug}`);
    for (const path of ["/", "/terms", "/privacy", "/merchant-stickers-shop", "/qr-generator"]) {
      expect(paths).toContain(path);
    }
    for (const path of [
      "/welcome-you-merchants",
      "/merchant-contact",
      "/hotel-contact",
      "/terms",
      "/privacy",
      "/merchant-stickers-shop",
    ]) {
      expect(paths).toContain(path);
      expect(paths).toContain(`/it${path}`);
    }
    expect(paths).toContain("/it");
    expect(paths).not.toContain("/dashboard");
    const xml = await (await fetch(siteUrl("/sitemap.xml"))).text();
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    expect(xml).toContain('hreflang="it"');
  });

  test("answers every public page with its headline, title, description, canonical and Open Graph tags", async () => {
    const paths = [...(await sitemapPaths()), "/signin", "/signup"];
    expect(paths.length).toBeGreaterThan(12);
    for (const path of paths) {
      const response = await fetch(siteUrl(path));
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      const html = await response.text();
      const h1 = attribute(html, /<h1\b[^>]*>([\s\S]*?)<\/h1>/);
      expect(h1?.replace(/<[^>]+>/g, "").trim(), `${path}: h1`).toBeTruthy();
      expect(attribute(html, /<title>([^<]+)<\/title>/), `${path}: title`).toBeTruthy();
      expect(
        attribute(html, /<meta name="description" content="([^"]+)"/),
        `${path}: description`,
      ).toBeTruthy();
      expect(
        attribute(html, /<meta property="og:title" content="([^"]+)"/),
        `${path}: og:title`,
      ).toBeTruthy();
      expect(
        attribute(html, /<meta property="og:image" content="([^"]+)"/),
        `${path}: og:image`,
      ).toMatch(/^http/);
      expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe(
        "summary_large_image",
      );
      const lang = path === "/it" || path.startsWith("/it/") ? "it" : "en";
      expect(attribute(html, /<html lang="([^"]+)"/), `${path}: html lang`).toBe(lang);
      const canonical = attribute(html, /<link rel="canonical" href="([^"]+)"/);
      const member = path === "/signin" || path === "/signup";
      if (member) {
        expect(html).toContain('<meta name="robots" content="noindex"/>');
      } else {
        expect(canonical && new URL(canonical).pathname, `${path}: canonical`).toBe(path);
      }
    }
  });

  test("shows the lake's own words in a city guide's HTML, with its structured data", async () => {
    const cities = await seededCities();
    const city = cities[0];
    if (!city) throw new Error("no city in the seed");
    const html = decode(await (await fetch(siteUrl(`/${city.slug}`))).text());
    expect(html).toMatch(new RegExp(`<h1[^>]*>${city.name}</h1>`));
    const jsonLd = attribute(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    const data = JSON.parse(jsonLd ?? "{}") as Record<string, unknown>;
    expect(data["@type"]).toBe("TouristDestination");
    expect(data.name).toBe(city.name);
    expect((data.includesAttraction as unknown[]).length).toBeGreaterThan(0);
    expect(
      (data.containsPlace as Array<{ "@type": string }>).map((place) => place["@type"]),
    ).toContain("Restaurant");
  });

  test("links each language of a translated page to the other (hreflang)", async () => {
    const html = await (await fetch(siteUrl("/it/merchant-contact"))).text();
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/merchant-contact"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="it" href="[^"]*\/it\/merchant-contact"/);
    expect(html).toMatch(
      /<link rel="alternate" hrefLang="x-default" href="[^"]*\/merchant-contact"/,
    );
    expect(html).toContain('<meta property="og:locale" content="it_IT"/>');
  });

  test("answers an unknown address with status 404 and the 404 page", async () => {
    for (const path of ["/no-such-page", "/nested/no/such/page"]) {
      const response = await fetch(siteUrl(path));
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toMatch(/<h1\b/);
    }
  });
});

test.describe("the CSS reset and Chakra's global styles (ADR 0039, 0041)", () => {
  /** What entry-server.tsx writes into every document's head: Chakra's layer order, then the reset. */
  const RESET = "@layer reset, base, tokens, recipes;@layer reset{html{";
  /** ...then Chakra's base layer and its token variables. */
  const GLOBALS =
    /@layer base\{[^<]*html,body\{background:var\(--chakra-colors-bg\)[^<]*@layer tokens\{/;

  test("is in the head of every document, the 404 page's too", async () => {
    for (const path of ["/", "/terms", "/signup", "/no-such-page"]) {
      const html = await (await fetch(siteUrl(path))).text();
      const head = attribute(html, /<head>([\s\S]*?)<\/head>/) ?? "";
      expect(head, path).toContain(`<style>${RESET}`);
      const style = attribute(head, /<style>(@layer reset[^<]*)<\/style>/) ?? "";
      expect(style, path).toMatch(GLOBALS);
      expect(style, path).toContain("--chakra-colors-brand-accent:#c2410c");
    }
  });

  test("styles the page after hydration and after a client-side navigation", async ({
    publicPage,
  }) => {
    const { page, errors } = publicPage;
    // What `reset()` reads on a styled page: after the first load and after a navigation alike.
    const styled = {
      sheets: 1,
      listStyle: "none",
      margin: "0px",
      boxSizing: "border-box",
      tokenSheets: 1,
      accent: "#c2410c",
      bodyBackground: "rgb(255, 255, 255)",
      bodyFont: "system-ui",
    };
    const reset = () =>
      page.evaluate(() => ({
        // One <style> in the head, outside React's tree: hydration and navigations keep it.
        sheets: [...document.head.querySelectorAll("style")].filter((style) =>
          style.textContent?.startsWith("@layer reset, base, tokens, recipes;@layer reset{"),
        ).length,
        // The reset's own rules, on elements no other style reaches: no list markers, no
        // margins, border-box.
        ...(() => {
          const list = document.body.appendChild(document.createElement("ul"));
          const paragraph = document.body.appendChild(document.createElement("p"));
          const styles = {
            listStyle: getComputedStyle(list).listStyleType,
            margin: getComputedStyle(paragraph).margin,
            boxSizing: getComputedStyle(paragraph).boxSizing,
          };
          list.remove();
          paragraph.remove();
          return styles;
        })(),
        // Chakra's globals: the token variables, defined by one <style> (the head's: the
        // browser's Chakra adds none), and the base layer's colours and font on the body.
        tokenSheets: [...document.querySelectorAll("style")].filter((style) =>
          style.textContent?.includes("--chakra-colors-brand-accent:"),
        ).length,
        accent: getComputedStyle(document.documentElement)
          .getPropertyValue("--chakra-colors-brand-accent")
          .trim(),
        bodyBackground: getComputedStyle(document.body).backgroundColor,
        bodyFont: getComputedStyle(document.body).fontFamily.split(",")[0],
      }));
    await page.goto(siteUrl("/terms"));
    await contentChecked(page);
    expect(await reset()).toEqual(styled);
    await markPage(page);
    // The header's sign-up link is the router's: the document stays.
    await page.locator('header a[href="/signup"]').first().dispatchEvent("click");
    await page.waitForURL(/\/signup$/);
    await page.locator("main h1").first().waitFor();
    expect(await stillSamePage(page)).toBe(true);
    expect(await reset()).toEqual(styled);
    expect(errors).toEqual([]);
  });
});

test.describe("Emotion's styles (ADR 0073)", () => {
  test("are one tag at the end of the head, which the browser's Emotion takes over without writing its rules again", async ({
    publicPage,
  }) => {
    const html = await (await fetch(siteUrl("/rome"))).text();
    const [head = "", body = ""] = html.split("</head>");
    expect(body).not.toContain('<style data-emotion="css ');
    const tags = [...head.matchAll(/<style data-emotion="css ([^"]+)" data-s="">/g)];
    expect(tags).toHaveLength(1);
    const ids = tags[0]?.[1]?.split(" ") ?? [];
    expect(ids.length).toBeGreaterThan(20);
    expect(head.endsWith("</style>")).toBe(true);

    const { page, errors } = publicPage;
    await page.goto(siteUrl("/rome"));
    await contentChecked(page);
    const seen = await page.evaluate((prerendered) => {
      const styles = [
        ...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css "]'),
      ];
      const own = styles.find(
        (style) => style.getAttribute("data-emotion") === `css ${prerendered.join(" ")}`,
      );
      // Rules the browser's Emotion wrote (in its own tags, through the CSSOM).
      const written = styles
        .filter((style) => style !== own)
        .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
      return {
        kept: own?.parentElement === document.head && (own.sheet?.cssRules.length ?? 0) > 0,
        written: written.length,
        again: prerendered.filter((id) => written.some((rule) => rule.includes(`.css-${id}`))),
      };
    }, ids);
    expect(seen.kept).toBe(true);
    expect(seen.again).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("no style element moves while the page boots: each moved one restyled the whole page", async ({
    newContext,
  }) => {
    const context = await newContext();
    // From the first byte: every style element taken out of the document, moved or not.
    await context.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedStyles: removed });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof HTMLStyleElement) removed.push(node.dataset.emotion ?? "style");
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    for (const path of ["/rome", "/"]) {
      await page.goto(siteUrl(path));
      await contentChecked(page);
      expect(
        await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles),
      ).toEqual([]);
      // Emotion's global styles are in the head, taken over where they are.
      expect(await page.locator('body style[data-emotion^="css-global"]').count()).toBe(0);
    }
    await context.close();
  });
});

test.describe("type (ADR 0076)", () => {
  test("every public page sets its text in the device's own faces (its monospace for code only), in a regular and a bold weight", async ({
    newContext,
  }) => {
    // Each further family or weight is a synchronous font lookup in the page's first layout.
    // Without scripts: what that first layout sees.
    const context = await newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const paths = [...(await sitemapPaths()), "/signin", "/signup", "/no-such-page"];
    const families = new Set<string>();
    for (const path of paths) {
      await page.goto(siteUrl(path));
      const faces = await page.evaluate(() => {
        const seen: string[] = [];
        for (const element of document.body.querySelectorAll("*")) {
          const ownText = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          if (!ownText || element.getClientRects().length === 0) continue;
          const style = getComputedStyle(element);
          seen.push(`${style.fontWeight}|${style.fontFamily}`);
        }
        return [...new Set(seen)];
      });
      expect(faces.length, path).toBeGreaterThan(0);
      for (const face of faces) {
        const [weight = "", family = ""] = face.split("|");
        expect(["400", "700"], `${path}: ${face}`).toContain(weight);
        families.add(family);
      }
    }
    expect([...families].sort()).toEqual([
      "monospace",
      'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    ]);
  });
});

test.describe("what the host sends", () => {
  test("caches hashed assets for good and HTML never, with nosniff, a referrer policy and a CSP", async () => {
    const page = await fetch(siteUrl("/"));
    const html = await page.text();
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors");
    const policy = attribute(html, /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/);
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // The entry starts after the first paint (web/build/after-first-paint.ts): the inline
    // loader names it, and no module is fetched from the HTML itself.
    expect(html).not.toMatch(/<script type="module" src=|rel="modulepreload"/);
    const script = attribute(html, /s\.src="([^"]+)"/);
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await fetch(siteUrl(script ?? ""));
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    // Source maps stay beside the build, never served.
    expect((await fetch(siteUrl(`${script}.map`))).status).toBe(404);
  });
});

test.describe("the 404 page standing in for an unknown address", () => {
  test("hydrates and stays the 404 page without an error, also after content changed since the build", async ({
    openPublicPage,
  }) => {
    await withDocumentChange(
      "page-home-en",
      (patch) => patch.set({ 'sections[_key=="hero"].eyebrow': `changed ${Date.now()}` }),
      async () => {
        for (const path of ["/no-such-page", "/paris", "/xx/hotel-contact", "/a/b/c"]) {
          const { page, errors } = await openPublicPage();
          const problems: string[] = [];
          page.on("console", (message) => {
            if (message.type() === "error") problems.push(message.text());
          });
          await page.goto(siteUrl(path));
          expect(new URL(page.url()).pathname, path).toBe(path);
          expect(await page.title(), path).toBe(
            (await page.locator("h1").first().textContent()) ?? "",
          );
          expect(errors, path).toEqual([]);
          // The document's own 404 status is the only message.
          expect(
            problems.filter((text) => !/status of 404/.test(text)),
            path,
          ).toEqual([]);
        }
      },
    );
  });
});

test.describe("hydration", () => {
  const paths = [
    "/",
    "/rome",
    "/terms",
    "/it/welcome-you-merchants",
    "/merchant-stickers-shop",
    "/mt25?ref=card001",
    "/signup",
  ];

  for (const path of paths) {
    test(`${path}: hydrates without an error or warning, and asks the lake only what changed since its build`, async ({
      publicPage,
    }) => {
      const { page, errors } = publicPage;
      // Third-party scripts (form embed, storefront) cannot load offline: refused, as a dead host would.
      await page.route(
        (url) => url.origin !== new URL(siteUrl("/")).origin,
        async (route) => {
          if (route.request().resourceType() === "script")
            return await route.abort("internetdisconnected");
          return await route.fallback();
        },
      );
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          problems.push(message.text());
      });
      const queries: string[] = [];
      const streams: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/data/query/")) {
          queries.push(new URL(request.url()).searchParams.get("query") ?? "");
        }
        if (request.url().includes("/data/live/events/")) streams.push(request.url());
      });
      await page.goto(siteUrl(path));
      await contentChecked(page);
      // Hydrated: a client-side link works (the router handles it, no page load).
      expect(await page.evaluate(() => document.documentElement.hasAttribute("lang"))).toBe(true);
      expect(errors).toEqual([]);
      // The seeded form-embed and storefront hosts do not resolve offline; that
      // warning is the page saying so, not a hydration problem.
      expect(
        problems.filter((text) => !/ScriptLoadError|Failed to load resource/.test(text)),
      ).toEqual([]);
      expect(problems.filter((text) => /hydrat/i.test(text))).toEqual([]);
      // Nothing fetched that the HTML carries: the page follows the live stream from its
      // build's event (ADR 0047) and queries only content a publish since then changed (earlier
      // test files publish).
      expect(streams.some((url) => new URL(url).searchParams.has("lastEventId"))).toBe(true);
      const reloaded = await page.evaluate(
        (mark) =>
          (performance.getEntriesByName(mark)[0] as PerformanceMark | undefined)?.detail
            ?.reloaded === true,
        CONTENT_CHECKED_MARK,
      );
      if (!reloaded) expect(queries).toEqual([]);
      expect(queries.some((query) => query.includes('"updatedAt"'))).toBe(false);
    });
  }
});

test.describe("what waits for the paint", () => {
  /** Every image of `images`, scrolled into view as a visitor would, loads. */
  const expectEachToLoadInView = async (images: Locator) => {
    const all = await images.all();
    expect(all.length).toBeGreaterThan(0);
    for (const image of all) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
  };

  /** When the browser reported the page's paints, and when its scripts and lazy images started. */
  const timings = (page: Page) =>
    page.evaluate(async () => {
      // The priority image's paint where the page has one (a card painted later, once
      // scrolled to, could be a later candidate), else the last largest paint.
      const largest = await new Promise<PerformanceEntry | undefined>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element }>;
          resolve(
            entries.find((entry) => entry.element?.getAttribute("fetchpriority") === "high") ??
              entries.at(-1),
          );
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(undefined), 2000);
      });
      const start = (name: string) =>
        performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
      return {
        contentful: start("first-contentful-paint"),
        largest: largest?.startTime ?? Number.NaN,
        // The router removes its script tags once hydrated: the first of the site's chunks.
        scripts: Math.min(
          ...performance
            .getEntriesByType("resource")
            .filter((resource) => /\/assets\/[^/]+\.js$/.test(new URL(resource.name).pathname))
            .map((resource) => resource.startTime),
        ),
        lazy: [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].map((image) =>
          start(image.currentSrc),
        ),
      };
    });

  test("/welcome-you-merchants: the scripts start after the browser reports the first contentful paint", async ({
    openPublicPage,
  }) => {
    const { page, errors } = await openPublicPage({
      viewport: { width: 390, height: 844 },
    });
    await page.goto(siteUrl("/welcome-you-merchants"));
    await contentChecked(page);
    const seen = await timings(page);
    expect(seen.contentful).toBeGreaterThan(0);
    expect(seen.scripts).toBeLessThan(Number.POSITIVE_INFINITY);
    expect(seen.scripts).toBeGreaterThan(seen.contentful);
    // Nor is the icon a request of its own: it is in the HTML, the file's own text.
    const html = await (await fetch(siteUrl("/welcome-you-merchants"))).text();
    const icon = decode(attribute(html, /<link rel="icon" href="([^"]+)"/) ?? "");
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(icon.slice(icon.indexOf(",") + 1))).toBe(
      await (await fetch(siteUrl("/favicon.svg"))).text(),
    );
    // Hydrated, and after a client-side navigation, the head holds that one icon still: the
    // browser reads it back from its document rather than carrying the file in the entry.
    const iconsInHead = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute("href")),
      );
    expect(await iconsInHead()).toEqual([icon]);
    await markPage(page);
    await page.locator("header").getByRole("link").first().click();
    await page.waitForURL((url) => url.pathname !== "/welcome-you-merchants");
    await expect.poll(iconsInHead).toEqual([icon]);
    expect(await stillSamePage(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("/amsterdam: the card images and the scripts start after the hero is painted, and the cards load with the attributes the HTML gave them", async ({
    openPublicPage,
  }) => {
    // A phone's viewport: the hero fills it and the cards are below it, near enough that
    // Chromium would start them at the first layout if nothing held them.
    const { page, errors } = await openPublicPage({
      viewport: { width: 390, height: 844 },
    });
    const html = await (await fetch(siteUrl("/amsterdam"))).text();
    const lazy = [...html.matchAll(/<img [^>]*loading="lazy"[^>]*>/g)].map((match) => match[0]);
    expect(lazy.length).toBeGreaterThan(3);
    await page.goto(siteUrl("/amsterdam"));
    await contentChecked(page);
    const images = page.locator('img[loading="lazy"]');
    await expect(images).toHaveCount(lazy.length);
    await expectEachToLoadInView(images);
    const seen = await timings(page);
    expect(seen.largest).toBeGreaterThanOrEqual(seen.contentful);
    expect(seen.scripts).toBeLessThan(Number.POSITIVE_INFINITY);
    expect(seen.scripts).toBeGreaterThan(seen.largest);
    expect(seen.lazy).toHaveLength(lazy.length);
    for (const start of seen.lazy) expect(start).toBeGreaterThan(seen.largest);
    // What hydration found is what the HTML says (React would not mend a difference).
    const attributes = await page.evaluate(() => ({
      held: document.querySelectorAll("[data-held-src], [data-held-srcset]").length,
      cards: [...document.querySelectorAll('img[loading="lazy"]')].map((card) => [
        card.getAttribute("src"),
        card.getAttribute("srcset"),
      ]),
    }));
    expect(attributes.held).toBe(0);
    expect(attributes.cards).toEqual(
      lazy.map((tag) => [
        decode(attribute(tag, / src="([^"]*)"/i) ?? ""),
        decode(attribute(tag, / srcset="([^"]*)"/i) ?? ""),
      ]),
    );
    expect(errors).toEqual([]);
  });

  test("without JavaScript, the card images load as the HTML says", async ({ newContext }) => {
    const context = await newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(siteUrl("/amsterdam"));
    const images = page.locator('img[loading="lazy"]');
    expect(await images.count()).toBeGreaterThan(3);
    await expectEachToLoadInView(images);
  });
});
