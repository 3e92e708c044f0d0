/**
 * A section type the content has but this build does not know (added to the
 * schema before the site learnt it): nothing for visitors, a warning for
 * developers, and the known sections around it still render. And a hero's
 * offer (/mt25), a chunk of its own, rendered inside the hero once preloaded.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadSections } from "../../sections/chunks";
import type { PageContent, PageSection } from "../../sections/types";
import { siteSystem } from "../../theme";
import { PageSections, Section } from "./page-sections";

const mystery = { _key: "m1", _type: "carousel" } as unknown as PageSection;

const richText = {
  _key: "r1",
  _type: "richText",
  heading: "Known section",
  body: [
    {
      _key: "b1",
      _type: "block",
      style: "normal",
      markDefs: [],
      children: [{ _key: "s1", _type: "span", text: "Shown.", marks: [] }],
    },
  ],
} as unknown as PageSection;

const page = {
  _id: "page-test",
  _type: "page",
  title: "Test",
  language: "en",
  slug: "test",
  noindex: null,
  seo: null,
  sections: [mystery, richText],
} as unknown as PageContent;

const render = (element: React.ReactElement) =>
  renderToString(<ChakraProvider value={siteSystem()}>{element}</ChakraProvider>);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("an unknown section type", () => {
  it("renders nothing and warns, in development", () => {
    vi.stubEnv("DEV", true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(renderToString(<Section section={mystery} />)).toBe("");
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/unknown type “carousel”/));
  });

  it("renders nothing and says nothing, in production", () => {
    vi.stubEnv("DEV", false);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(renderToString(<Section section={mystery} />)).toBe("");
    expect(warn).not.toHaveBeenCalled();
  });

  it("leaves the known sections of the page in place, in order", async () => {
    vi.stubEnv("DEV", false);
    await preloadSections(page.sections);
    const html = render(<PageSections page={page} draftMode={false} />);
    expect(html).toContain('data-section="carousel"');
    expect(html).toContain("Known section");
    expect(html.indexOf('data-section="carousel"')).toBeLessThan(html.indexOf("Known section"));
    // Outside Studio's preview, no overlay attributes.
    expect(html).not.toContain("data-sanity");
  });

  it("marks each section for Presentation's overlays in draft mode, by key", async () => {
    await preloadSections(page.sections);
    const html = render(<PageSections page={page} draftMode />);
    expect(html).toContain('data-sanity="id=page-test;type=page;path=sections:r1;base=%2F"');
  });
});

describe("a hero with an offer", () => {
  const hero = (offer: unknown) =>
    ({
      _key: "h1",
      _type: "hero",
      eyebrow: null,
      heading: "Thanks for scanning",
      subheading: null,
      languageLabel: null,
      ctas: [{ _key: "c1", label: "Claim my discount", href: "#contact" }],
      image: null,
      claims: null,
      offer,
    }) as unknown as PageSection;
  const offer = {
    label: "Your code",
    text: null,
    terms: [
      {
        _key: "t1",
        _type: "block",
        style: "normal",
        listItem: "bullet",
        level: 1,
        markDefs: [],
        children: [{ _key: "s1", _type: "span", text: "First 12 months only.", marks: [] }],
      },
    ],
    promoCode: { code: "MT25", description: "25% off the menu plan" },
  };
  const pageWith = (section: PageSection) => ({ ...page, sections: [section] }) as PageContent;

  it("shows the code, its text (the code's own when the offer has none) and the small print, under the buttons", async () => {
    const withOffer = pageWith(hero(offer));
    await preloadSections(withOffer.sections);
    const html = render(<PageSections page={withOffer} draftMode={false} />);
    expect(html).toContain("MT25");
    expect(html).toContain("25% off the menu plan");
    expect(html).toContain("<li>First 12 months only.</li>");
    expect(html.indexOf("Claim my discount")).toBeLessThan(html.indexOf("MT25"));
    // Inside the hero's section, not after it.
    expect(html.lastIndexOf('data-section="hero"')).toBeLessThan(html.indexOf("MT25"));
  });

  it("shows no ticket without one", async () => {
    const plain = pageWith(hero(null));
    await preloadSections(plain.sections);
    const html = render(<PageSections page={plain} draftMode={false} />);
    expect(html).toContain("Thanks for scanning");
    expect(html).not.toContain("MT25");
  });
});
