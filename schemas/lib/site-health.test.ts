import { describe, expect, it } from "vitest";
import { SECTION_CONTENT, sectionTypes } from "../sections";
import { showsNothing } from "./section-content";
import {
  type CheckedDocument,
  countFindings,
  pathToString,
  type SiteHealthAnswer,
  seoProblem,
  siteHealthFindings,
} from "./site-health";

const goodSeo = {
  title: "Spring offer: three months of Tastemap free",
  description:
    "Join before 21 June: a multilingual menu, a place in our city guides and QR table stickers, free.",
};

const page = (id: string, language: string, fields: Record<string, unknown>): CheckedDocument => ({
  _id: id,
  _type: "page",
  language,
  title: `Page ${id}`,
  slug: { _type: "slug", current: id },
  seo: goodSeo,
  sections: [{ _type: "pageIntro", _key: "intro", heading: "Hello", subheading: "World" }],
  ...fields,
});

function answer(documents: CheckedDocument[]): SiteHealthAnswer {
  return {
    documents,
    served: {
      documents: documents.map((document) => ({
        _id: document._id,
        _type: document._type,
        language: document.language ?? "en",
        slug: (document.slug as { current?: string } | undefined)?.current ?? null,
      })),
      groups: [{ _id: "m-a", members: ["a", "a-it"] }],
      redirects: [],
    },
  };
}

const findingsOf = (documents: CheckedDocument[]) =>
  siteHealthFindings(answer(documents), SECTION_CONTENT).map((finding) => ({
    kind: finding.kind,
    id: finding.documentId,
    path: pathToString(finding.path),
  }));

describe("siteHealthFindings", () => {
  it("finds nothing in a healthy pair of pages", () => {
    expect(findingsOf([page("a", "en", {}), page("a-it", "it", {})])).toEqual([]);
  });

  it("finds a call to action, a rich text link and a gate to addresses nothing serves", () => {
    const broken = page("a", "en", {
      gate: { redirectPath: "/gone" },
      sections: [
        {
          _type: "hero",
          _key: "hero",
          heading: "Hi",
          ctas: [
            { _type: "link", _key: "ok", label: "Twin", href: "/a-it#top" },
            { _type: "link", _key: "bad", label: "Nowhere", href: "/no-such-page" },
          ],
        },
        {
          _type: "richText",
          _key: "text",
          body: [
            {
              _type: "block",
              _key: "b1",
              children: [{ _type: "span", _key: "s", text: "See", marks: ["m1"] }],
              markDefs: [{ _type: "link", _key: "m1", href: "/it/nowhere" }],
            },
          ],
        },
        { _type: "signInLink", _key: "login", label: "Log in", href: "/merchants/login" },
      ],
    });
    expect(findingsOf([broken, page("a-it", "it", {})])).toEqual([
      { kind: "brokenLink", id: "a", path: "gate.redirectPath" },
      { kind: "brokenLink", id: "a", path: 'sections[_key=="hero"].ctas[_key=="bad"].href' },
      {
        kind: "brokenLink",
        id: "a",
        path: 'sections[_key=="text"].body[_key=="b1"].markDefs[_key=="m1"].href',
      },
    ]);
  });

  it("finds images without alternative text, not image fields without a picture", () => {
    const product: CheckedDocument = {
      _id: "sticker",
      _type: "stickerProduct",
      name: { en: "Sticker" },
      image: { _type: "imageWithAlt", asset: { _ref: "image-a" }, alt: " " },
      other: { _type: "imageWithAlt", alt: "" },
    };
    const findings = siteHealthFindings(answer([product]), SECTION_CONTENT);
    expect(
      findings.map((finding) => [finding.kind, finding.title, pathToString(finding.path)]),
    ).toEqual([["missingAlt", "Sticker", "image.alt"]]);
  });

  it("finds SEO titles and descriptions missing or outside their lengths, on pages only", () => {
    const short = page("a", "en", {
      seo: { title: "Too short", description: goodSeo.description },
    });
    const none = page("a-it", "it", { seo: undefined });
    const settings: CheckedDocument = {
      _id: "siteSettings",
      _type: "siteSettings",
      language: "en",
    };
    const settingsIt = { ...settings, _id: "siteSettings__i18n_it", language: "it" };
    expect(findingsOf([short, none, settings, settingsIt])).toEqual([
      { kind: "seo", id: "a", path: "seo.title" },
      { kind: "seo", id: "a-it", path: "seo.description" },
      { kind: "seo", id: "a-it", path: "seo.title" },
    ]);
  });

  it("finds a document whose other language is missing, once per group, on its English one", () => {
    const lonely = page("b", "en", {});
    const italianOnly = page("c-it", "it", {});
    const findings = siteHealthFindings(
      answer([lonely, italianOnly, page("a", "en", {}), page("a-it", "it", {})]),
      SECTION_CONTENT,
    );
    expect(findings.map((finding) => [finding.kind, finding.documentId, finding.message])).toEqual([
      [
        "missingTwin",
        "b",
        expect.stringMatching(/^No Italian version: this exists only in English/),
      ],
      [
        "missingTwin",
        "c-it",
        expect.stringMatching(/^No English version: this exists only in Italian/),
      ],
    ]);
  });

  it("finds empty sections and a page without sections", () => {
    const empty = page("a", "en", {
      sections: [
        { _type: "faq", _key: "faq", heading: "Questions", items: [] },
        { _type: "hero", _key: "hero" },
        { _type: "productList", _key: "products" },
      ],
    });
    expect(findingsOf([empty, page("a-it", "it", { sections: [] })])).toEqual([
      { kind: "emptySection", id: "a", path: 'sections[_key=="faq"]' },
      { kind: "emptySection", id: "a", path: 'sections[_key=="hero"]' },
      { kind: "emptySection", id: "a-it", path: "sections" },
    ]);
  });

  it("counts the findings by kind", () => {
    const findings = siteHealthFindings(
      answer([page("a", "en", { seo: {} }), page("a-it", "it", {})]),
      SECTION_CONTENT,
    );
    expect(countFindings(findings)).toEqual({
      brokenLink: 0,
      missingAlt: 0,
      emptySection: 0,
      seo: 2,
      missingTwin: 0,
    });
  });
});

describe("the checks", () => {
  it("shows fields every section type has", () => {
    for (const section of sectionTypes) {
      for (const field of section.shows ?? []) {
        expect(
          section.fields.some((candidate) => candidate.name === field),
          `${section.name}.${field}`,
        ).toBe(true);
      }
    }
  });

  it("calls a section empty only when everything it shows is empty", () => {
    const isEmpty = (section: { _type: string } & Record<string, unknown>) =>
      showsNothing(SECTION_CONTENT[section._type] ?? null, section);
    expect(isEmpty({ _type: "richText", heading: "Only a heading", body: [] })).toBe(true);
    expect(
      isEmpty({
        _type: "richText",
        body: [{ _type: "block", children: [{ _type: "span", text: "Words" }] }],
      }),
    ).toBe(false);
    expect(isEmpty({ _type: "callToAction", heading: "Join" })).toBe(false);
    expect(isEmpty({ _type: "productList" })).toBe(false);
  });

  it("measures SEO text in characters a reader counts", () => {
    expect(seoProblem("title", "x".repeat(30))).toBeUndefined();
    expect(seoProblem("title", "x".repeat(60))).toBeUndefined();
    expect(seoProblem("title", "x".repeat(29))).toMatch(/29 characters/);
    expect(seoProblem("title", "x".repeat(61))).toMatch(/cut it after about 60/);
    expect(seoProblem("title", "é".repeat(30))).toBeUndefined();
    expect(seoProblem("title", undefined)).toMatch(/^No SEO title/);
    expect(seoProblem("title", undefined, { required: false })).toBeUndefined();
    expect(seoProblem("description", "x".repeat(70))).toBeUndefined();
    expect(seoProblem("description", "x".repeat(160))).toBeUndefined();
    expect(seoProblem("description", "x".repeat(69))).toMatch(/69 characters/);
    expect(seoProblem("description", "x".repeat(161))).toMatch(/about 160/);
  });
});
