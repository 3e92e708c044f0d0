/**
 * The migration of singletons into pages built from sections (ADR 0029): the
 * merchant welcome, merchant contact, hotel contact and MT25 singletons, each
 * bilingual in one document, become one page per language at the same address,
 * the languages linked by a `translation.metadata` document; the home page, one
 * document per language, becomes one page per language (slug "home", served at /);
 * the sticker shop,
 * one document per language, gives each language's page its intro, headings and
 * promo codes and keeps the rest as the shop settings (planShopMigration). Pure transforms
 * (one per singleton, PAGE_MIGRATIONS) and the plan for a dataset
 * (planPageMigration), used by `npm run migrate:pages` on a lake and on the
 * committed seed file alike, so the seed is what the script makes of today's
 * content.
 *
 * Rerunnable: a page already holding what the transform gives is left alone,
 * and once the singleton is gone there is nothing to move, so a second run
 * changes nothing.
 */
import type { SanityClient } from "@sanity/client";
import { SUPPORTED_LANGUAGES } from "@tastemap/schemas/languages";
import { HOME_PAGE_SLUG } from "@tastemap/schemas/site-routes";
import { TRANSLATION_METADATA_TYPE, translationMetadataId } from "@tastemap/schemas/translation";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Doc = { _id: string; _type: string; [key: string]: Json };
type Obj = { [key: string]: Json };

const obj = (value: Json | undefined): Obj =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
const list = (value: Json | undefined): Obj[] => (Array.isArray(value) ? value.map(obj) : []);

/** One language of a `locale*` value, falling back to English as the site does. */
function pick(value: Json | undefined, language: string): string | null {
  const locale = obj(value);
  const text = locale[language] ?? locale.en;
  return typeof text === "string" && text !== "" ? text : null;
}

/** Drops null fields, so a page holds only what the singleton had. */
function compact(value: Obj): Obj {
  return Object.fromEntries(Object.entries(value).filter(([, child]) => child !== null));
}

/** A page's id: `page-merchant-contact-it`. */
export const pageId = (slug: string, language: string) => `page-${slug}-${language}`;

const WELCOME_SLUG = "welcome-you-merchants";

/** A `locale*` hero's fields, and its button down to the form, as a page's hero section. */
function heroSection(
  singleton: Doc,
  t: (value: Json | undefined) => string | null,
  formAnchor: string,
) {
  const hero = obj(singleton.hero);
  return compact({
    _type: "hero",
    _key: "hero",
    eyebrow: t(hero.eyebrow),
    heading: t(hero.heading),
    subheading: t(hero.subheading),
    languageLabel: t(singleton.languageLabel),
    ctas: [{ _type: "link", _key: "contact", label: t(hero.ctaLabel), href: `#${formAnchor}` }],
    claims: list(singleton.claims).map((claim) => ({
      _type: "statTile",
      _key: claim._key ?? null,
      value: claim.value ?? null,
      label: t(claim.label),
    })),
  });
}

/** Bilingual service cards as one language's service grid cards. */
function serviceItems(cards: Json | undefined, t: (value: Json | undefined) => string | null) {
  return list(cards).map((card) => ({
    _type: "serviceItem",
    _key: card._key ?? null,
    iconName: card.iconName ?? null,
    title: t(card.title),
    description: t(card.description),
  }));
}

/** A bilingual `formEmbed` as one language's form section. */
function formSection(value: Json | undefined, t: (value: Json | undefined) => string | null) {
  const form = obj(value);
  return compact({
    _type: "embeddedForm",
    _key: "contact",
    anchorId: typeof form.anchorId === "string" ? form.anchorId : "contact",
    heading: t(form.heading),
    text: t(form.text),
    formEmbedId: form.formEmbedId ?? null,
    formEmbedScriptUrl: form.formEmbedScriptUrl ?? null,
    loadingLabel: t(form.loadingLabel),
    fallbackText: t(form.fallbackText),
  });
}

const formAnchorOf = (singleton: Doc) => {
  const anchor = obj(singleton.contactForm).anchorId;
  return typeof anchor === "string" ? anchor : "contact";
};

/** A page's fields other than its sections, from a singleton's `localeSeo`. */
function pageFields(
  singleton: Doc,
  slug: string,
  language: string,
  title: string,
  t: (value: Json | undefined) => string | null,
) {
  const seo = obj(singleton.seo);
  return {
    _id: pageId(slug, language),
    _type: "page",
    title,
    language,
    slug: { _type: "slug", current: slug },
    noindex: false,
    seo: compact({
      _type: "seo",
      title: t(seo.title),
      description: t(seo.description),
      image: seo.image ?? null,
    }),
  };
}

/** The merchant welcome singleton as one page per supported language. */
function welcomeToPages(singleton: Doc): Doc[] {
  const video = obj(singleton.videoDemo);
  const formAnchor = formAnchorOf(singleton);
  return SUPPORTED_LANGUAGES.map(({ id: language }) => {
    const t = (value: Json | undefined) => pick(value, language);
    const title = t(obj(singleton.hero).eyebrow) ?? "Merchant welcome";
    return {
      ...pageFields(singleton, WELCOME_SLUG, language, title, t),
      sections: [
        heroSection(singleton, t, formAnchor),
        compact({
          _type: "serviceGrid",
          _key: "services",
          anchorId: "services",
          heading: t(singleton.servicesHeading),
          text: t(singleton.servicesText),
          numbered: false,
          cards: serviceItems(singleton.services, t),
        }),
        compact({
          _type: "examples",
          _key: "examples",
          anchorId: singleton.examplesAnchorId ?? "examples",
          heading: t(singleton.examplesHeading),
          text: t(singleton.examplesText),
          links: list(singleton.exampleMenus).map((menu) => ({
            _type: "link",
            _key: menu._key ?? null,
            label: t(menu.label),
            href: menu.url ?? null,
          })),
          video: compact({
            heading: t(video.heading),
            text: t(video.text),
            label: t(video.label),
            url: video.url ?? null,
          }),
        }),
        formSection(singleton.contactForm, t),
      ],
    };
  });
}

/** What staff call the contact pages and the card holders' page in Studio's list, per language. */
const PAGE_TITLES: Record<string, Record<string, string>> = {
  "merchant-contact": { en: "Merchant contact", it: "Contatto esercenti" },
  "hotel-contact": { en: "Hotel contact", it: "Contatto hotel" },
  mt25: { en: "MT25 card holders' offer", it: "Offerta MT25 per i titolari della card" },
};

const titleOf = (slug: string, language: string) =>
  PAGE_TITLES[slug]?.[language] ?? PAGE_TITLES[slug]?.en ?? slug;

/**
 * The merchant contact singleton: hero with its figures, services, the
 * benefits as a checklist, the form, and the merchant login as a sign-in link.
 */
function merchantContactToPages(singleton: Doc): Doc[] {
  const slug = "merchant-contact";
  const login = obj(singleton.merchantLogin);
  return SUPPORTED_LANGUAGES.map(({ id: language }) => {
    const t = (value: Json | undefined) => pick(value, language);
    return {
      ...pageFields(singleton, slug, language, titleOf(slug, language), t),
      sections: [
        heroSection(singleton, t, formAnchorOf(singleton)),
        compact({
          _type: "serviceGrid",
          _key: "services",
          anchorId: "services",
          heading: t(singleton.servicesHeading),
          numbered: false,
          cards: serviceItems(singleton.services, t),
        }),
        compact({
          _type: "checklist",
          _key: "benefits",
          anchorId: "benefits",
          heading: t(singleton.benefitsHeading),
          items: list(singleton.benefits).map((benefit) => ({
            _type: "checklistItem",
            _key: benefit._key ?? null,
            text: t(benefit),
          })),
        }),
        formSection(singleton.contactForm, t),
        compact({
          _type: "signInLink",
          _key: "login",
          text: t(login.text),
          label: t(login.label),
          href: login.href ?? null,
        }),
      ],
    };
  });
}

/**
 * The hotel contact singleton: hero, amenities, the numbered steps, the promo
 * code and the form.
 */
function hotelContactToPages(singleton: Doc): Doc[] {
  const slug = "hotel-contact";
  const promo = obj(singleton.promoCode);
  return SUPPORTED_LANGUAGES.map(({ id: language }) => {
    const t = (value: Json | undefined) => pick(value, language);
    return {
      ...pageFields(singleton, slug, language, titleOf(slug, language), t),
      sections: [
        heroSection(singleton, t, formAnchorOf(singleton)),
        compact({
          _type: "serviceGrid",
          _key: "amenities",
          anchorId: singleton.amenitiesAnchorId ?? "amenities",
          heading: t(singleton.amenitiesHeading),
          text: t(singleton.amenitiesText),
          numbered: false,
          cards: serviceItems(singleton.amenities, t),
        }),
        compact({
          _type: "serviceGrid",
          _key: "steps",
          anchorId: singleton.stepsAnchorId ?? "how-it-works",
          heading: t(singleton.stepsHeading),
          numbered: true,
          cards: serviceItems(singleton.steps, t),
        }),
        ...(typeof promo._ref === "string"
          ? [
              compact({
                _type: "promoCallout",
                _key: "promo",
                promoCode: { _type: "reference", _ref: promo._ref },
                text: t(singleton.promoText),
              }),
            ]
          : []),
        formSection(singleton.contactForm, t),
      ],
    };
  });
}

const MT25_SLUG = "mt25";
const MERCHANT_CONTACT_SLUG = "merchant-contact";

/**
 * The MT25 singleton (/mt25, for card holders): its hero with the offer (promo code,
 * caption, text and small print) in the hero's column and the merchant contact page's
 * figures, its live demos, then the merchant contact page's services, benefits, form and
 * login, copied from that language's merchant contact page (the singleton showed that
 * page's below its own; as a page its sections are its own to edit). The English page
 * holds the gate (allowed card references, redirect address) for every language; the
 * page is kept out of search results.
 */
function mt25ToPages(singleton: Doc, documents: Doc[]): Doc[] {
  const hero = obj(singleton.hero);
  const promo = obj(singleton.promoCode);
  const terms = obj(singleton.offerTerms);
  return SUPPORTED_LANGUAGES.map(({ id: language }) => {
    const t = (value: Json | undefined) => pick(value, language);
    const merchant =
      documents.find((doc) => doc._id === pageId(MERCHANT_CONTACT_SLUG, language)) ??
      documents.find((doc) => doc._id === pageId(MERCHANT_CONTACT_SLUG, "en"));
    const merchantSections = list(merchant?.sections);
    const merchantHero = merchantSections.find((section) => section._type === "hero");
    const form = merchantSections.find((section) => section._type === "embeddedForm");
    const formAnchor = typeof form?.anchorId === "string" ? form.anchorId : "contact";
    const languageTerms = list(Array.isArray(terms[language]) ? terms[language] : terms.en);
    return {
      ...pageFields(singleton, MT25_SLUG, language, titleOf(MT25_SLUG, language), t),
      noindex: true,
      ...(language === "en"
        ? {
            gate: compact({
              allowedRefs: Array.isArray(singleton.allowedRefs) ? singleton.allowedRefs : null,
              redirectPath: singleton.redirectPath ?? null,
            }),
          }
        : {}),
      sections: [
        compact({
          _type: "hero",
          _key: "hero",
          eyebrow: t(hero.eyebrow),
          heading: t(hero.heading),
          subheading: t(hero.subheading),
          languageLabel: t(singleton.languageLabel),
          ctas: [
            { _type: "link", _key: "contact", label: t(hero.ctaLabel), href: `#${formAnchor}` },
          ],
          claims: merchantHero?.claims ?? null,
          offer: compact({
            promoCode:
              typeof promo._ref === "string" ? { _type: "reference", _ref: promo._ref } : null,
            label: t(singleton.promoLabel),
            text: t(singleton.promoText),
            terms: languageTerms.length > 0 ? languageTerms : null,
          }),
        }),
        compact({
          _type: "phoneDemos",
          _key: "demos",
          heading: t(singleton.demosHeading),
          text: t(singleton.demosText),
          openLabel: t(singleton.openDemoLabel),
          demos: list(singleton.demos).map((demo) => ({
            _type: "demo",
            _key: demo._key ?? null,
            title: t(demo.title),
            description: t(demo.description),
            url: demo.url ?? null,
          })),
        }),
        ...merchantSections.filter((section) => section._type !== "hero"),
      ],
    };
  });
}

/** The home page's slug (served at / and /it) and its documents per language (document-translated). */
const HOME_SLUG = HOME_PAGE_SLUG;
const HOME_IDS: Record<string, string> = { en: "homePage", it: "homePage__i18n_it" };
const HOME_TITLES: Record<string, string> = { en: "Home page", it: "Pagina iniziale" };

/** A link object as a page's call to action, keyed. */
const keyedLink = (value: Json | undefined, key: string) => {
  const link = obj(value);
  return Object.keys(link).length > 0 ? { ...link, _type: "link", _key: key } : null;
};

/** An object of the home document as a section: its fields, typed and keyed. */
const asSection = (value: Json | undefined, type: string, key: string) => {
  const { _type, _key, ...fields } = obj(value);
  return compact({ ...fields, _type: type, _key: key });
};

/**
 * One language's home page document as its page (slug "home"): the hero with its image
 * beside the text, the category cards, the features with the city row in one band, the
 * launch panel with its waitlist count and the newsletter, in that order; the redirect
 * dialog is the page's own field (only the home route honours it).
 */
function homeToPage(home: Doc, language: string): Doc {
  const hero = obj(home.hero);
  const seo = obj(home.seo);
  const { citiesHeading, cityButtons, comingSoonLabel, ...features } = obj(home.features);
  return {
    _id: pageId(HOME_SLUG, language),
    _type: "page",
    title: HOME_TITLES[language] ?? "Home page",
    language,
    slug: { _type: "slug", current: HOME_SLUG },
    noindex: false,
    seo: compact({
      _type: "seo",
      title: text(seo.title),
      description: text(seo.description),
      image: seo.image ?? null,
    }),
    ...(home.redirectModal ? { redirectModal: home.redirectModal } : {}),
    sections: [
      compact({
        _type: "hero",
        _key: "hero",
        layout: "beside",
        eyebrow: text(hero.eyebrow),
        heading: text(hero.heading),
        subheading: text(hero.subheading),
        ctas: [
          keyedLink(hero.primaryCta, "primary"),
          keyedLink(hero.secondaryCta, "secondary"),
        ].filter((link) => link !== null),
        image: hero.image ?? null,
      }),
      asSection(home.categories, "categoryGrid", "categories"),
      compact({
        ...asSection(features, "featureGrid", "features"),
        citiesHeading: citiesHeading ?? null,
        cities: cityButtons ?? null,
        comingSoonLabel: comingSoonLabel ?? null,
      }),
      asSection(home.comingSoon, "waitlistCounter", "coming-soon"),
      asSection(home.newsletter, "newsletter", "newsletter"),
    ].filter((section) => Object.keys(section).length > 2),
  };
}

/**
 * The home page, one document per language (`homePage`, `homePage__i18n_it`, their drafts'
 * edits winning): each language's document as that language's page. The English one is
 * the migration's singleton; the others are read from the dataset.
 */
function homeToPages(english: Doc, documents: Doc[]): Doc[] {
  return SUPPORTED_LANGUAGES.flatMap(({ id: language }) => {
    const id = HOME_IDS[language];
    if (!id) return [];
    const home =
      language === "en"
        ? english
        : (documents.find((doc) => doc._id === `drafts.${id}`) ??
          documents.find((doc) => doc._id === id));
    return home ? [homeToPage(home, language)] : [];
  });
}

/**
 * A singleton that became pages: its id, the pages' slug, and the transform, which may
 * read the dataset's other documents (with the pages this run writes first). `alsoRemoves`:
 * other documents (and their drafts) the pages replace, deleted with the singleton: the
 * other languages' documents of a page translated per document, and their link.
 */
interface PageMigration {
  singletonId: string;
  slug: string;
  toPages: (singleton: Doc, documents: Doc[]) => Doc[];
  alsoRemoves?: readonly string[];
}

/** Every singleton the script moves, in the order the seed lists them. */
export const PAGE_MIGRATIONS: readonly PageMigration[] = [
  { singletonId: "merchantWelcomePage", slug: WELCOME_SLUG, toPages: welcomeToPages },
  {
    singletonId: "merchantContactPage",
    slug: MERCHANT_CONTACT_SLUG,
    toPages: merchantContactToPages,
  },
  { singletonId: "hotelContactPage", slug: "hotel-contact", toPages: hotelContactToPages },
  // After the merchant contact page, whose sections it repeats.
  { singletonId: "mt25Page", slug: MT25_SLUG, toPages: mt25ToPages },
  {
    singletonId: HOME_IDS.en ?? "homePage",
    slug: HOME_SLUG,
    toPages: homeToPages,
    alsoRemoves: [
      ...Object.values(HOME_IDS).filter((id) => id !== HOME_IDS.en),
      translationMetadataId("homePage"),
    ],
  },
];

/** The sticker shop's address, and the shop settings' documents per language (document-translated). */
const SHOP_SLUG = "merchant-stickers-shop";
const SHOP_SETTINGS_IDS: Record<string, string> = {
  en: "stickerShopPage",
  it: "stickerShopPage__i18n_it",
};

/**
 * The fields of the sticker shop document that become its page's sections and
 * SEO; what stays (the cards' texts, the currency note, the checkout dialog's)
 * is the shop settings every product list reads.
 */
const SHOP_PAGE_FIELDS = [
  "eyebrow",
  "heading",
  "subheading",
  "productsHeading",
  "promoHeading",
  "promoText",
  "promoCodes",
  "copyCodeLabel",
  "copiedLabel",
  "seo",
] as const;

const text = (value: Json | undefined) =>
  typeof value === "string" && value !== "" ? value : null;

/** One language's sticker shop document as its page: intro, product list, promo codes. */
function shopToPage(shop: Doc, language: string): Doc {
  const seo = obj(shop.seo);
  const codes = list(shop.promoCodes).filter((code) => typeof code._ref === "string");
  return {
    _id: pageId(SHOP_SLUG, language),
    _type: "page",
    title: text(shop.heading) ?? "Sticker shop",
    language,
    slug: { _type: "slug", current: SHOP_SLUG },
    noindex: false,
    seo: compact({
      _type: "seo",
      title: text(seo.title),
      description: text(seo.description),
      image: seo.image ?? null,
    }),
    sections: [
      compact({
        _type: "pageIntro",
        _key: "intro",
        eyebrow: text(shop.eyebrow),
        heading: text(shop.heading),
        subheading: text(shop.subheading),
      }),
      compact({
        _type: "productList",
        _key: "products",
        heading: text(shop.productsHeading),
        underIntro: true,
      }),
      ...(codes.length > 0
        ? [
            compact({
              _type: "promoCodeList",
              _key: "promo",
              heading: text(shop.promoHeading),
              text: text(shop.promoText),
              codes: codes.map((code) => ({
                _type: "reference",
                _key: typeof code._key === "string" ? code._key : String(code._ref),
                _ref: code._ref ?? null,
              })),
              copyLabel: text(shop.copyCodeLabel),
              copiedLabel: text(shop.copiedLabel),
            }),
          ]
        : []),
    ],
  };
}

/** The shop document without the fields its page took. */
function shopSettings(shop: Doc): Doc {
  const settings = { ...ownFields(shop) } as Doc;
  for (const field of SHOP_PAGE_FIELDS) delete settings[field];
  return settings;
}

/** A shop document not migrated yet still has its heading. */
const unmigrated = (doc: Doc | undefined): doc is Doc => doc !== undefined && "heading" in doc;

/**
 * The sticker shop: each language's document (its draft first, the newest
 * edits) that still holds the page's fields becomes that language's page, and
 * it and its draft keep only the shop settings. The documents stay: the
 * checkout and every product list read them. Once they hold no page field
 * there is nothing to move, so a rerun leaves edited pages alone.
 */
function planShopMigration(documents: Doc[]): Doc[] {
  const write: Doc[] = [];
  const byId = (id: string) => documents.find((doc) => doc._id === id);
  for (const { id: language } of SUPPORTED_LANGUAGES) {
    const id = SHOP_SETTINGS_IDS[language];
    if (!id) continue;
    const published = byId(id);
    const draft = byId(`drafts.${id}`);
    const source = unmigrated(draft) ? draft : unmigrated(published) ? published : undefined;
    if (!source) continue;
    write.push(shopToPage(source, language));
    for (const doc of [published, draft]) if (unmigrated(doc)) write.push(shopSettings(doc));
  }
  return write;
}

/** The id of the `translation.metadata` document linking a page's languages. */
export const pageTranslationId = (slug: string) => translationMetadataId(`page-${slug}`);

/**
 * The `translation.metadata` document linking the languages of the page at
 * `slug` that `pages` holds (decision 0030's shape, as the plugin's), or
 * nothing for a page in one language.
 */
function translationMetadata(slug: string, pages: Doc[]): Doc | undefined {
  const translations = SUPPORTED_LANGUAGES.filter(({ id }) =>
    pages.some((page) => page._id === pageId(slug, id)),
  ).map(({ id }) => ({
    _key: id,
    _type: "internationalizedArrayReferenceValue",
    value: { _type: "reference", _ref: pageId(slug, id), _weak: true },
  }));
  if (translations.length < 2) return undefined;
  return {
    _id: pageTranslationId(slug),
    _type: TRANSLATION_METADATA_TYPE,
    schemaTypes: ["page"],
    translations,
  };
}

/** The fields a migration writes, without the lake's own (_rev, _createdAt, _updatedAt). */
function ownFields(document: Doc): Obj {
  return Object.fromEntries(
    Object.entries(document).filter(([key]) => !/^_(rev|createdAt|updatedAt)$/.test(key)),
  );
}

/** Key order does not matter: two documents are the same content when their JSON sorted is. */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key] as Json)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

export const sameContent = (a: Doc, b: Doc) => canonical(ownFields(a)) === canonical(ownFields(b));

export interface MigrationPlan {
  /** Pages and their translation links to write (new, or different from what the transform gives). */
  write: Doc[];
  /** Documents to delete: the migrated singletons and their drafts. */
  remove: string[];
}

/** The singleton (its draft first, which holds the newest edits) of a migration, if any is left. */
function singletonOf(documents: Doc[], singletonId: string): Doc | undefined {
  return (
    documents.find((doc) => doc._id === `drafts.${singletonId}`) ??
    documents.find((doc) => doc._id === singletonId)
  );
}

/**
 * What migrating `documents` (the dataset, or the seed) takes. Without a
 * singleton there is nothing to move for it: its pages may since have been
 * edited, and a rerun must not undo that. Pages of a migrated address in more
 * than one language and not linked yet get their `translation.metadata`.
 */
export function planPageMigration(documents: Doc[]): MigrationPlan {
  const write: Doc[] = [];
  const remove: string[] = [];
  const differs = (doc: Doc) => {
    const existing = documents.find((other) => other._id === doc._id);
    return !existing || !sameContent(existing, doc);
  };
  for (const { singletonId, slug, toPages, alsoRemoves = [] } of PAGE_MIGRATIONS) {
    const singleton = singletonOf(documents, singletonId);
    const pages = singleton
      ? toPages(singleton, [...write, ...documents])
      : documents.filter((doc) => doc._type === "page" && obj(doc.slug).current === slug);
    if (singleton) {
      write.push(...pages.filter(differs));
      const replaced = [singletonId, ...alsoRemoves];
      remove.push(
        ...documents
          .map((doc) => doc._id)
          .filter((id) => replaced.some((old) => id === old || id === `drafts.${old}`)),
      );
    }
    const metadata = translationMetadata(slug, pages);
    const linked = documents.some((doc) => doc._id === pageTranslationId(slug));
    if (metadata && (singleton ? differs(metadata) : !linked)) write.push(metadata);
  }
  const shop = planShopMigration(documents).filter(differs);
  write.push(...shop);
  const shopPages = [
    ...shop,
    ...documents.filter(
      (doc) =>
        doc._type === "page" &&
        obj(doc.slug).current === SHOP_SLUG &&
        !shop.some((page) => page._id === doc._id),
    ),
  ].filter((doc) => doc._type === "page");
  const shopLink = translationMetadata(SHOP_SLUG, shopPages);
  if (shopLink && !documents.some((doc) => doc._id === pageTranslationId(SHOP_SLUG))) {
    write.push(shopLink);
  }
  return { write, remove };
}

/**
 * Migrates a dataset: reads the singletons (and their drafts), the pages at
 * their addresses and their translation links with a client that sees drafts
 * (`raw` perspective, with a token), writes what the plan says in one
 * transaction, and returns the plan.
 */
export async function migratePagesInLake(client: SanityClient): Promise<MigrationPlan> {
  const ids = [
    ...PAGE_MIGRATIONS.flatMap(({ singletonId, slug, alsoRemoves = [] }) => [
      ...[singletonId, ...alsoRemoves].flatMap((id) => [id, `drafts.${id}`]),
      pageTranslationId(slug),
    ]),
    ...Object.values(SHOP_SETTINGS_IDS).flatMap((id) => [id, `drafts.${id}`]),
    pageTranslationId(SHOP_SLUG),
  ];
  const documents = await client.fetch<Doc[]>(
    `*[_id in $ids || (_type == "page" && slug.current in $slugs)]`,
    { ids, slugs: [...PAGE_MIGRATIONS.map(({ slug }) => slug), SHOP_SLUG] },
  );
  const plan = planPageMigration(documents);
  if (plan.write.length > 0 || plan.remove.length > 0) {
    const transaction = client.transaction();
    for (const doc of plan.write) transaction.createOrReplace(doc);
    for (const id of plan.remove) transaction.delete(id);
    await transaction.commit();
  }
  return plan;
}
