import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Doc, pageId, pageTranslationId, planPageMigration } from "./migrate-pages";

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../../tests/e2e/support", name), "utf8"),
  ) as Doc;

const merchant = fixture("merchant-contact-singleton.ndjson");
const hotel = fixture("hotel-contact-singleton.ndjson");
const mt25 = fixture("mt25-singleton.ndjson");

/** The dataset after a plan: what it wrote in place of what it removed. */
function apply(documents: Doc[], plan: ReturnType<typeof planPageMigration>): Doc[] {
  const written = new Map(plan.write.map((doc) => [doc._id, doc]));
  const kept = documents
    .filter((doc) => !plan.remove.includes(doc._id))
    .map((doc) => written.get(doc._id) ?? doc);
  return [...kept, ...plan.write.filter((doc) => !documents.some((old) => old._id === doc._id))];
}

const sections = (doc: Doc | undefined) =>
  (doc?.sections as Array<{ _type: string }> | undefined)?.map((section) => section._type);

describe("planPageMigration", () => {
  it("makes each contact singleton one page per language, linked as translations, and deletes it", () => {
    const plan = planPageMigration([merchant, hotel]);
    expect(plan.remove.sort()).toEqual(["hotelContactPage", "merchantContactPage"]);
    const byId = new Map(plan.write.map((doc) => [doc._id, doc]));
    expect(sections(byId.get(pageId("merchant-contact", "it")))).toEqual([
      "hero",
      "serviceGrid",
      "checklist",
      "embeddedForm",
      "signInLink",
    ]);
    expect(sections(byId.get(pageId("hotel-contact", "en")))).toEqual([
      "hero",
      "serviceGrid",
      "serviceGrid",
      "promoCallout",
      "embeddedForm",
    ]);
    const italian = byId.get(pageId("merchant-contact", "it")) as unknown as {
      language: string;
      sections: Array<{ _type: string; heading?: string }>;
    };
    expect(italian.language).toBe("it");
    expect(italian.sections[0]?.heading).toBe("Fai crescere la tua attività con Tastemap");
    expect(byId.get(pageTranslationId("hotel-contact"))).toMatchObject({
      _type: "translation.metadata",
      schemaTypes: ["page"],
      translations: [
        { _key: "en", value: { _ref: pageId("hotel-contact", "en"), _weak: true } },
        { _key: "it", value: { _ref: pageId("hotel-contact", "it"), _weak: true } },
      ],
    });
  });

  it("changes nothing the second time, nor over pages staff edited since", () => {
    const once = apply([merchant, hotel], planPageMigration([merchant, hotel]));
    expect(planPageMigration(once)).toEqual({ write: [], remove: [] });
    const edited = once.map((doc) =>
      doc._id === pageId("merchant-contact", "en") ? { ...doc, title: "Edited by staff" } : doc,
    );
    expect(planPageMigration(edited)).toEqual({ write: [], remove: [] });
  });

  it("prefers the singleton's draft, which holds the newest edits", () => {
    const draft = {
      ...merchant,
      _id: "drafts.merchantContactPage",
      benefitsHeading: { _type: "localeString", en: "Draft heading", it: "Bozza" },
    };
    const plan = planPageMigration([merchant, draft]);
    expect(plan.remove.sort()).toEqual(["drafts.merchantContactPage", "merchantContactPage"]);
    const english = plan.write.find(
      (doc) => doc._id === pageId("merchant-contact", "en"),
    ) as unknown as {
      sections: Array<{ _type: string; heading?: string }>;
    };
    expect(english.sections.find((section) => section._type === "checklist")?.heading).toBe(
      "Draft heading",
    );
  });
});

describe("planPageMigration: the MT25 page", () => {
  it("gives each language a hero with the offer, the demos and the merchant contact page's sections", () => {
    const plan = planPageMigration([merchant, mt25]);
    expect(plan.remove.sort()).toEqual(["merchantContactPage", "mt25Page"]);
    const byId = new Map(plan.write.map((doc) => [doc._id, doc]));
    const english = byId.get(pageId("mt25", "en")) as unknown as {
      noindex: boolean;
      gate: { allowedRefs: string[]; redirectPath: string };
      sections: Array<{
        _type: string;
        heading?: string;
        ctas?: Array<{ href: string }>;
        claims?: unknown[];
        offer?: { promoCode: { _ref: string }; label: string; terms: Array<{ _type: string }> };
        demos?: Array<{ url: string }>;
      }>;
    };
    expect(sections(byId.get(pageId("mt25", "en")))).toEqual([
      "hero",
      "phoneDemos",
      "serviceGrid",
      "checklist",
      "embeddedForm",
      "signInLink",
    ]);
    expect(english.noindex).toBe(true);
    expect(english.gate).toEqual({
      allowedRefs: ["card001", "card002"],
      redirectPath: "/merchant-contact",
    });
    const [hero, demos] = english.sections;
    expect(hero?.heading).toBe("Thanks for scanning: here's 25% off");
    expect(hero?.ctas?.[0]?.href).toBe("#contact");
    expect(hero?.claims).toHaveLength(3);
    expect(hero?.offer).toMatchObject({ promoCode: { _ref: "promo-mt25" }, label: "Your code" });
    expect(hero?.offer?.terms).toHaveLength(4);
    expect(demos?.demos).toHaveLength(3);
    // The merchant contact page's sections, as that page has them.
    const merchantPage = byId.get(pageId("merchant-contact", "en")) as unknown as {
      sections: unknown[];
    };
    expect(english.sections.slice(2)).toEqual(merchantPage.sections.slice(1));
    // One gate, on the English page, for every language.
    const italian = byId.get(pageId("mt25", "it")) as unknown as {
      gate?: unknown;
      sections: Array<{ heading?: string; offer?: { label: string } }>;
    };
    expect(italian.gate).toBeUndefined();
    expect(italian.sections[0]?.heading).toBe("Grazie per aver scansionato: ecco il 25% di sconto");
    expect(italian.sections[0]?.offer?.label).toBe("Il tuo codice");
    expect(byId.get(pageTranslationId("mt25"))).toBeDefined();
  });

  it("changes nothing the second time", () => {
    const once = apply([merchant, mt25], planPageMigration([merchant, mt25]));
    expect(planPageMigration(once)).toEqual({ write: [], remove: [] });
  });
});

/** The sticker shop's documents (English and Italian) as they were before the migration. */
const shopDocuments = readFileSync(
  path.resolve(import.meta.dirname, "../../tests/e2e/support/sticker-shop-singleton.ndjson"),
  "utf8",
)
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as Doc);

describe("planPageMigration: the sticker shop", () => {
  const shopPage = (language: string) => pageId("merchant-stickers-shop", language);

  it("gives each language a page of intro, product list and promo codes, and keeps the settings", () => {
    const plan = planPageMigration(shopDocuments);
    expect(plan.remove).toEqual([]);
    const byId = new Map(plan.write.map((doc) => [doc._id, doc]));
    expect(sections(byId.get(shopPage("en")))).toEqual([
      "pageIntro",
      "productList",
      "promoCodeList",
    ]);
    const italian = byId.get(shopPage("it")) as unknown as {
      language: string;
      title: string;
      sections: Array<{ _type: string; heading?: string; codes?: Array<{ _ref: string }> }>;
    };
    expect(italian.language).toBe("it");
    expect(italian.sections[0]?.heading).toBe("Adesivi QR da tavolo");
    expect(italian.sections[2]?.codes?.length).toBeGreaterThan(0);
    // The settings stay, without what the page took: the cards' and checkout's texts.
    const settings = byId.get("stickerShopPage__i18n_it");
    expect(settings).toBeDefined();
    expect(settings).not.toHaveProperty("heading");
    expect(settings).not.toHaveProperty("promoCodes");
    expect(settings).toMatchObject({ language: "it", closeLabel: "Chiudi" });
    expect(byId.get(pageTranslationId("merchant-stickers-shop"))).toMatchObject({
      translations: [
        { _key: "en", value: { _ref: shopPage("en") } },
        { _key: "it", value: { _ref: shopPage("it") } },
      ],
    });
  });

  it("changes nothing the second time, nor over a shop page staff edited since", () => {
    const once = apply(shopDocuments, planPageMigration(shopDocuments));
    expect(planPageMigration(once)).toEqual({ write: [], remove: [] });
    const edited = once.map((doc) =>
      doc._id === shopPage("en") ? { ...doc, title: "Edited by staff" } : doc,
    );
    expect(planPageMigration(edited)).toEqual({ write: [], remove: [] });
  });

  it("takes the page from a shop draft, and leaves the draft the settings only", () => {
    const [english] = shopDocuments;
    if (!english) throw new Error("fixture missing: the English shop document");
    const draft = { ...english, _id: "drafts.stickerShopPage", heading: "Draft heading" };
    const plan = planPageMigration([...shopDocuments, draft]);
    const page = plan.write.find((doc) => doc._id === shopPage("en")) as unknown as {
      sections: Array<{ heading?: string }>;
    };
    expect(page.sections[0]?.heading).toBe("Draft heading");
    const draftAfter = plan.write.find((doc) => doc._id === "drafts.stickerShopPage");
    expect(draftAfter).not.toHaveProperty("heading");
    expect(draftAfter).toHaveProperty("storefrontDomain");
  });
});

/** The home page's documents (English, Italian) and their link, as they were before the migration. */
const homeDocuments = readFileSync(
  path.resolve(import.meta.dirname, "../../tests/e2e/support/home-singleton.ndjson"),
  "utf8",
)
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as Doc);

describe("planPageMigration: the home page", () => {
  const homePage = (language: string) => pageId("home", language);

  it("gives each language a page of hero, categories, features, waitlist and newsletter, with the dialog", () => {
    const plan = planPageMigration(homeDocuments);
    expect(plan.remove.sort()).toEqual([
      "homePage",
      "homePage__i18n_it",
      "translation-metadata-homePage",
    ]);
    const byId = new Map(plan.write.map((doc) => [doc._id, doc]));
    expect(sections(byId.get(homePage("en")))).toEqual([
      "hero",
      "categoryGrid",
      "featureGrid",
      "waitlistCounter",
      "newsletter",
    ]);
    const italian = byId.get(homePage("it")) as unknown as {
      language: string;
      slug: { current: string };
      redirectModal: { heading: string; enabled: boolean };
      sections: Array<{
        _type: string;
        layout?: string;
        heading?: string;
        ctas?: Array<{ label: string; href: string }>;
        cities?: Array<{ label: string; city?: { _ref: string } }>;
        citiesHeading?: string;
        anchorId?: string;
      }>;
    };
    expect(italian.language).toBe("it");
    expect(italian.slug.current).toBe("home");
    expect(italian.redirectModal).toMatchObject({ enabled: true, heading: "Si parte per Londra" });
    const [hero, , features, waitlist] = italian.sections;
    expect(hero?.layout).toBe("beside");
    expect(hero?.ctas?.map((cta) => cta.href)).toEqual(["/it#coming-soon", "/it#features"]);
    expect(features?.cities?.find((city) => city.city)?.city?._ref).toBe("city-berlin");
    expect(features?.citiesHeading).toBeTruthy();
    expect(waitlist?.anchorId).toBe("coming-soon");
    expect(byId.get(pageTranslationId("home"))).toMatchObject({
      translations: [
        { _key: "en", value: { _ref: homePage("en") } },
        { _key: "it", value: { _ref: homePage("it") } },
      ],
    });
  });

  it("changes nothing the second time, nor over a home page staff edited since", () => {
    const once = apply(homeDocuments, planPageMigration(homeDocuments));
    expect(once.some((doc) => doc._type === "homePage")).toBe(false);
    expect(planPageMigration(once)).toEqual({ write: [], remove: [] });
    const edited = once.map((doc) =>
      doc._id === homePage("en") ? { ...doc, title: "Edited by staff" } : doc,
    );
    expect(planPageMigration(edited)).toEqual({ write: [], remove: [] });
  });

  it("takes the Italian page from its draft, and deletes the draft too", () => {
    const italian = homeDocuments.find((doc) => doc._id === "homePage__i18n_it");
    if (!italian) throw new Error("fixture missing: the Italian home page");
    const draft = {
      ...italian,
      _id: "drafts.homePage__i18n_it",
      seo: { _type: "seo", title: "Bozza" },
    };
    const plan = planPageMigration([...homeDocuments, draft]);
    expect(plan.remove).toContain("drafts.homePage__i18n_it");
    const page = plan.write.find((doc) => doc._id === homePage("it")) as unknown as {
      seo: { title: string };
    };
    expect(page.seo.title).toBe("Bozza");
  });
});
