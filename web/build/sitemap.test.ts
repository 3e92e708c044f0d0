import { describe, expect, it } from "vitest";
import { newest, robotsTxt, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists absolute addresses with lastmod and language alternates", () => {
    const xml = sitemapXml("https://tastemap.example", [
      { path: "/", lastmod: "2026-11-01T10:00:00Z" },
      {
        path: "/it/merchant-contact",
        alternates: { en: "/merchant-contact", it: "/it/merchant-contact" },
      },
    ]);
    expect(xml).toContain("<loc>https://tastemap.example/</loc>");
    expect(xml).toContain("<lastmod>2026-11-01T10:00:00Z</lastmod>");
    expect(xml).toContain("<loc>https://tastemap.example/it/merchant-contact</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://tastemap.example/merchant-contact"/>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("escapes what XML cannot hold as is", () => {
    expect(sitemapXml("https://x.example", [{ path: "/a&b" }])).toContain(
      "<loc>https://x.example/a&#38;b</loc>",
    );
  });
});

describe("newest", () => {
  it("picks the latest valid timestamp", () => {
    expect(newest(["2026-01-01T00:00:00Z", null, "2026-03-01T00:00:00Z", "nonsense"])).toBe(
      "2026-03-01T00:00:00Z",
    );
    expect(newest([null, undefined])).toBeNull();
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of the dashboard and names the sitemap", () => {
    const robots = robotsTxt("https://tastemap.example");
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).toContain("Sitemap: https://tastemap.example/sitemap.xml");
  });
});
