import { describe, expect, it } from "vitest";
import { cityRedirects, redirectHtml } from "./city-redirects";
import { type CityVersion, cityPages } from "./prerender-pages";

const versions = [
  { language: "en", slug: "rome" },
  { language: "it", slug: "roma" },
];
const rome: CityVersion = {
  slug: "rome",
  language: "en",
  versions,
  dates: ["2026-11-01T00:00:00Z"],
};
const roma: CityVersion = {
  slug: "roma",
  language: "it",
  versions,
  dates: ["2026-11-02T00:00:00Z"],
};
const berlin: CityVersion = { slug: "berlin", language: "en", versions: [], dates: [] };

describe("cityPages", () => {
  it("lists each version at its own address with the alternates of the guide's languages", () => {
    const pages = cityPages([rome, roma], () => []);
    const alternates = { en: "/rome", it: "/it/roma", "x-default": "/rome" };
    expect(pages).toEqual([
      expect.objectContaining({ path: "/rome", indexable: true, alternates }),
      expect.objectContaining({ path: "/it/roma", indexable: true, alternates }),
    ]);
  });

  it("renders a guide without its Italian version at /it/<slug>, not indexable, no alternates", () => {
    const pages = cityPages([berlin], () => []);
    expect(
      pages.map(({ path, indexable, alternates }) => ({ path, indexable, alternates })),
    ).toEqual([
      { path: "/berlin", indexable: true, alternates: undefined },
      { path: "/it/berlin", indexable: false, alternates: undefined },
    ]);
  });
});

describe("cityRedirects", () => {
  it("sends each other-language slug on to the version in the address's language", () => {
    const pages = cityPages([rome, roma], () => []);
    expect(cityRedirects([rome, roma], pages)).toEqual([
      { from: "/roma", to: "/rome" },
      { from: "/it/rome", to: "/it/roma" },
    ]);
  });

  it("leaves an address some page already has to that page, and a shared slug alone", () => {
    const amsterdam = [
      { language: "en", slug: "amsterdam" },
      { language: "it", slug: "amsterdam" },
    ];
    const cities = [
      { slug: "amsterdam", language: "en", versions: amsterdam, dates: [] },
      { slug: "amsterdam", language: "it", versions: amsterdam, dates: [] },
    ];
    expect(cityRedirects(cities, [])).toEqual([]);
    expect(cityRedirects([rome, roma], [{ path: "/roma", indexable: true }])).toEqual([
      { from: "/it/rome", to: "/it/roma" },
    ]);
  });

  it("writes a page that goes on at once, for crawlers too", () => {
    const html = redirectHtml("/it/roma", "https://tastemap.example");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/it/roma"/>');
    expect(html).toContain('<link rel="canonical" href="https://tastemap.example/it/roma"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<html lang="it">');
  });
});
