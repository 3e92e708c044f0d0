/**
 * A section type the content has but this build does not know (added to the
 * schema before the site learnt it): nothing for visitors, a warning for
 * developers, and the known sections around it still render.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { system } from "../../theme";
import { PageSections, Section } from "./page-sections";
import { preloadSections } from "./section-chunks";
import type { PageContent, PageSection } from "./types";

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
  renderToString(<ChakraProvider value={system}>{element}</ChakraProvider>);

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
