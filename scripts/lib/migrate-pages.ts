/**
 * The migration of singletons into pages built from sections (ADR 0029): the
 * merchant welcome singleton, bilingual in one document, becomes one page per
 * language at the same address. A pure transform (singletonToPages) and the
 * plan for a dataset (planPageMigration), used by `npm run migrate:pages` on a
 * lake and on the committed seed file alike, so the seed is what the script
 * makes of today's content.
 *
 * Rerunnable: a page already holding what the transform gives is left alone,
 * and once the singleton is gone there is nothing to move, so a second run
 * changes nothing.
 */
import type { SanityClient } from "@sanity/client";
import { SUPPORTED_LANGUAGES } from "@tastemap/schemas/languages";

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

export const WELCOME_SINGLETON_ID = "merchantWelcomePage";
export const WELCOME_SLUG = "welcome-you-merchants";
export const welcomePageId = (language: string) => `page-${WELCOME_SLUG}-${language}`;

/** The merchant welcome singleton as one page per supported language. */
export function singletonToPages(singleton: Doc): Doc[] {
  const hero = obj(singleton.hero);
  const form = obj(singleton.contactForm);
  const video = obj(singleton.videoDemo);
  const seo = obj(singleton.seo);
  const formAnchor = typeof form.anchorId === "string" ? form.anchorId : "contact";
  return SUPPORTED_LANGUAGES.map(({ id: language }) => {
    const t = (value: Json | undefined) => pick(value, language);
    return {
      _id: welcomePageId(language),
      _type: "page",
      title: t(hero.eyebrow) ?? "Merchant welcome",
      language,
      slug: { _type: "slug", current: WELCOME_SLUG },
      noindex: false,
      seo: compact({
        _type: "seo",
        title: t(seo.title),
        description: t(seo.description),
        image: seo.image ?? null,
      }),
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
          claims: list(singleton.claims).map((claim) => ({
            _type: "statTile",
            _key: claim._key ?? null,
            value: claim.value ?? null,
            label: t(claim.label),
          })),
        }),
        compact({
          _type: "serviceGrid",
          _key: "services",
          anchorId: "services",
          heading: t(singleton.servicesHeading),
          text: t(singleton.servicesText),
          numbered: false,
          cards: list(singleton.services).map((card) => ({
            _type: "serviceItem",
            _key: card._key ?? null,
            iconName: card.iconName ?? null,
            title: t(card.title),
            description: t(card.description),
          })),
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
        compact({
          _type: "embeddedForm",
          _key: "contact",
          anchorId: formAnchor,
          heading: t(form.heading),
          text: t(form.text),
          formEmbedId: form.formEmbedId ?? null,
          formEmbedScriptUrl: form.formEmbedScriptUrl ?? null,
          loadingLabel: t(form.loadingLabel),
          fallbackText: t(form.fallbackText),
        }),
      ],
    };
  });
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
  /** Pages to write (new, or different from what the transform gives). */
  write: Doc[];
  /** Documents to delete: the migrated singleton and its draft. */
  remove: string[];
}

/**
 * What migrating `documents` (the dataset, or the seed) takes. Without the
 * singleton there is nothing to move: the pages may since have been edited,
 * and a rerun must not undo that.
 */
export function planPageMigration(documents: Doc[]): MigrationPlan {
  const singleton =
    documents.find((doc) => doc._id === `drafts.${WELCOME_SINGLETON_ID}`) ??
    documents.find((doc) => doc._id === WELCOME_SINGLETON_ID);
  if (!singleton) return { write: [], remove: [] };
  const write = singletonToPages(singleton).filter((page) => {
    const existing = documents.find((doc) => doc._id === page._id);
    return !existing || !sameContent(existing, page);
  });
  const remove = documents
    .map((doc) => doc._id)
    .filter((id) => id === WELCOME_SINGLETON_ID || id === `drafts.${WELCOME_SINGLETON_ID}`);
  return { write, remove };
}

/**
 * Migrates a dataset: reads the singleton (and its draft) and the pages at its
 * address with a client that sees drafts (`raw` perspective, with a token),
 * writes what the plan says in one transaction, and returns the plan.
 */
export async function migratePagesInLake(client: SanityClient): Promise<MigrationPlan> {
  const documents = await client.fetch<Doc[]>(
    `*[_id in $ids || (_type == "page" && slug.current == $slug)]`,
    { ids: [WELCOME_SINGLETON_ID, `drafts.${WELCOME_SINGLETON_ID}`], slug: WELCOME_SLUG },
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
