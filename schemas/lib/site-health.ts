/**
 * Site health (decision 0056): what needs staff in the published content, each finding with
 * its document and the path of its field. Pure functions over what GROQ returns
 * (SITE_HEALTH_QUERY), shared by the Studio tool (studio/site-health), the fields'
 * validation (site-health-validation.ts) and the tests:
 *
 * - links, buttons and calls to action whose address on the site nothing serves
 *   (served-addresses.ts), in either language;
 * - images without alternative text;
 * - pages whose SEO title or description is missing or outside the recommended lengths;
 * - documents without a version in another language;
 * - sections that show nothing, and pages without sections.
 *
 * Pure functions over JSON, free of `sanity` imports; what each section type shows comes
 * from the caller (the section types' `shows`), so this module needs no schema.
 */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "../languages";
import { baseIdOf, TRANSLATION_LINKED_TYPES, TRANSLATION_METADATA_TYPE } from "../translation";
import { EMPTY_SECTION_MESSAGE, type SectionContent, showsNothing } from "./section-content";
import {
  SERVED_CONTENT_PARAMS,
  SERVED_CONTENT_QUERY,
  type ServedContent,
  servedAddresses,
  type TranslationGroup,
  unservedLinkProblem,
} from "./served-addresses";

export type FindingKind = "brokenLink" | "missingAlt" | "seo" | "missingTwin" | "emptySection";

/** Each kind as the tool names it, in the order it lists them (what breaks a visit first). */
export const FINDING_KINDS: Record<FindingKind, { title: string }> = {
  brokenLink: { title: "Broken links" },
  missingAlt: { title: "Images without alt text" },
  emptySection: { title: "Empty sections" },
  seo: { title: "SEO title and description" },
  missingTwin: { title: "Missing language versions" },
};

const KIND_ORDER = Object.keys(FINDING_KINDS) as FindingKind[];

/**
 * A step of a field's path, as Sanity writes it: a field name, an array index, an item's key
 * (with the item's type, for the tool to title it).
 */
export type PathSegment = string | number | { _key: string; _type?: string };

export interface Finding {
  kind: FindingKind;
  documentId: string;
  documentType: string;
  /** What staff call the document (its title, name or heading). */
  title: string;
  language?: string;
  /** The field the finding is about, to open the document focused on it. */
  path: PathSegment[];
  message: string;
}

/** A published document as the check reads it: whole. */
export interface CheckedDocument {
  _id: string;
  _type: string;
  language?: string | null;
  [field: string]: unknown;
}

/** Sanity's string form of a path: `sections[_key=="hero"].ctas[_key=="shop"].href`. */
export function pathToString(path: readonly PathSegment[]): string {
  return path.reduce<string>((out, segment) => {
    if (typeof segment === "number") return `${out}[${segment}]`;
    if (typeof segment === "object") return `${out}[_key==${JSON.stringify(segment._key)}]`;
    return out ? `${out}.${segment}` : segment;
  }, "");
}

// --- SEO -------------------------------------------------------------------------------

/** The documents that are pages of their own, whose SEO fields search results show. */
export const SEO_PAGE_TYPES = ["page", "city", "legalPage", "embedPage"] as const;

/** Recommended lengths, in characters, of what search results show. */
export const SEO_TITLE_LENGTH = { min: 30, max: 60 } as const;
export const SEO_DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

/** Characters as a reader counts them (an emoji or an accented letter is one). */
const length = (text: string) => [...text.trim()].length;

/** What the checks of the SEO title and description say differently. */
const SEO_TEXTS = {
  title: {
    length: SEO_TITLE_LENGTH,
    /** What search results show when the field is empty. */
    instead: "search results show the page's title instead",
    /** How a too-short message ends, after "use <min>-<max>". */
    tooShort: ", saying what the page offers",
  },
  description: {
    length: SEO_DESCRIPTION_LENGTH,
    instead: "search engines pick a sentence of the page instead",
    tooShort: " to say what the page offers",
  },
} as const;

/**
 * Why the SEO title or description needs attention (missing, too short, too long), or
 * undefined. `required`: say so when it is missing.
 */
export function seoProblem(
  field: keyof typeof SEO_TEXTS,
  text: unknown,
  { required = true }: { required?: boolean } = {},
): string | undefined {
  const { length: limits, instead, tooShort } = SEO_TEXTS[field];
  const { min, max } = limits;
  if (typeof text !== "string" || length(text) === 0) {
    return required ? `No SEO ${field}: ${instead}. Write ${min}-${max} characters` : undefined;
  }
  const count = length(text);
  if (count < min) return `The SEO ${field} has ${count} characters: use ${min}-${max}${tooShort}`;
  if (count > max) {
    return `The SEO ${field} has ${count} characters: search results cut it after about ${max}`;
  }
  return undefined;
}

// --- Language versions -------------------------------------------------------------------

/** Why a document's group of versions needs another language, said for staff, or undefined. */
export function missingTwinProblem(languages: readonly string[]): string | undefined {
  const missing = SUPPORTED_LANGUAGES.filter((language) => !languages.includes(language.id));
  if (missing.length === 0) return undefined;
  const names = missing.map((language) => language.englishName).join(", ");
  const existing = SUPPORTED_LANGUAGES.filter((language) => languages.includes(language.id))
    .map((language) => language.englishName)
    .join(", ");
  return languages.includes(DEFAULT_LANGUAGE)
    ? `No ${names} version: this exists only in ${existing}. “Create ${missing[0]?.englishName} version” among the document's actions makes one`
    : `No ${names} version: this exists only in ${existing}`;
}

// --- The query ---------------------------------------------------------------------------

const SINGLETON_AND_CONTENT_TYPES = [
  ...TRANSLATION_LINKED_TYPES,
  "attraction",
  "restaurant",
  "hotel",
  "stickerProduct",
  "promoCode",
];

/** Every published document Site health checks, and what the site serves. */
export const SITE_HEALTH_QUERY = /* groq */ `{
  "documents": *[_type in $checkedTypes && !(_id in path("drafts.**")) && !(_id in path("versions.**"))],
  "served": ${SERVED_CONTENT_QUERY}
}`;

export const SITE_HEALTH_PARAMS = {
  ...SERVED_CONTENT_PARAMS,
  checkedTypes: SINGLETON_AND_CONTENT_TYPES,
};

/** The types whose changes change the findings (the tool listens to them). */
export const SITE_HEALTH_TYPES = [
  ...SINGLETON_AND_CONTENT_TYPES,
  "redirect",
  TRANSLATION_METADATA_TYPE,
];

export interface SiteHealthAnswer {
  documents: CheckedDocument[];
  served: ServedContent;
}

// --- The findings ------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What staff call a document: its title, name (English where translated), heading or code. */
function documentTitle(document: CheckedDocument): string {
  for (const field of ["title", "name", "heading", "code"]) {
    const value = document[field];
    if (typeof value === "string" && value.trim()) return value;
    if (isRecord(value) && typeof value[DEFAULT_LANGUAGE] === "string") {
      return value[DEFAULT_LANGUAGE] as string;
    }
  }
  return document._id;
}

/** An array item's step in a path: its key (and type), where it has one. */
function itemSegment(item: unknown): PathSegment | undefined {
  if (!isRecord(item) || typeof item._key !== "string") return undefined;
  return typeof item._type === "string"
    ? { _key: item._key, _type: item._type }
    : { _key: item._key };
}

/** Types whose object carries a site link in `href`: links (and Portable Text's), sign-in buttons. */
const LINK_TYPES = new Set(["link", "signInLink"]);

/** The findings inside one document's fields: links, images, sections, SEO. */
function documentFindings(
  document: CheckedDocument,
  served: Map<string, string>,
  sections: SectionContents,
  out: Finding[],
): void {
  const base = {
    documentId: document._id,
    documentType: document._type,
    title: documentTitle(document),
    ...(typeof document.language === "string" ? { language: document.language } : {}),
  };
  const add = (kind: FindingKind, path: PathSegment[], message: string) =>
    out.push({ ...base, kind, path, message });
  const checkLink = (href: unknown, path: PathSegment[]) => {
    const problem = typeof href === "string" ? unservedLinkProblem(href, served) : undefined;
    if (problem) add("brokenLink", path, problem);
  };

  const visit = (value: unknown, path: PathSegment[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, [...path, itemSegment(item) ?? index]);
      });
      return;
    }
    if (!isRecord(value)) return;
    if (typeof value._type === "string" && LINK_TYPES.has(value._type)) {
      checkLink(value.href, [...path, "href"]);
    }
    if (value._type === "imageWithAlt" && isRecord(value.asset)) {
      if (typeof value.alt !== "string" || value.alt.trim() === "") {
        add(
          "missingAlt",
          [...path, "alt"],
          "The image has no alternative text: screen readers say nothing of it. Say what it shows in one sentence",
        );
      }
    }
    for (const [field, child] of Object.entries(value)) {
      if (!field.startsWith("_")) visit(child, [...path, field]);
    }
  };
  visit(document, []);

  if (document._type === "page") {
    // The card holders' gate sends visitors without a reference to this address.
    const gate = document.gate;
    if (isRecord(gate)) checkLink(gate.redirectPath, ["gate", "redirectPath"]);
    const pageSections = Array.isArray(document.sections) ? document.sections : [];
    if (pageSections.length === 0) {
      add(
        "emptySection",
        ["sections"],
        "The page has no sections: it shows nothing but the header and footer",
      );
    }
    for (const section of pageSections) {
      const segment = itemSegment(section);
      const shows = isRecord(section) ? sections[String(section._type)] : null;
      if (segment && showsNothing(shows ?? null, section)) {
        add("emptySection", ["sections", segment], EMPTY_SECTION_MESSAGE);
      }
    }
  }

  if ((SEO_PAGE_TYPES as readonly string[]).includes(document._type)) {
    const seo = isRecord(document.seo) ? document.seo : {};
    const title = seoProblem("title", seo.title);
    if (title) add("seo", ["seo", "title"], title);
    const description = seoProblem("description", seo.description);
    if (description) add("seo", ["seo", "description"], description);
  }
}

/**
 * One finding per group of versions that lacks a language, on its English document (on
 * another where there is none), at its language field.
 */
function twinFindings(
  documents: CheckedDocument[],
  groups: TranslationGroup[],
  out: Finding[],
): void {
  const groupOf = new Map<string, string>();
  for (const group of groups) {
    for (const member of group.members ?? []) if (member) groupOf.set(member, group._id);
  }
  const byGroup = new Map<string, CheckedDocument[]>();
  for (const document of documents) {
    if (!(TRANSLATION_LINKED_TYPES as readonly string[]).includes(document._type)) continue;
    const key = groupOf.get(document._id) ?? `id:${baseIdOf(document._id)}`;
    byGroup.set(key, [...(byGroup.get(key) ?? []), document]);
  }
  for (const versions of byGroup.values()) {
    const languages = versions.map((version) => version.language ?? DEFAULT_LANGUAGE);
    const problem = missingTwinProblem(languages);
    const shown =
      versions.find((version) => (version.language ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE) ??
      versions[0];
    if (!problem || !shown) continue;
    out.push({
      kind: "missingTwin",
      documentId: shown._id,
      documentType: shown._type,
      title: documentTitle(shown),
      language: shown.language ?? DEFAULT_LANGUAGE,
      path: ["language"],
      message: problem,
    });
  }
}

/** What each section type shows, by type name (schemas/sections' `SECTION_CONTENT`). */
export type SectionContents = Readonly<Record<string, SectionContent>>;

/**
 * Every finding in the published content, by kind, then document, then field. `sections`
 * comes from the caller because the section types import `sanity` and this module must not.
 */
export function siteHealthFindings(answer: SiteHealthAnswer, sections: SectionContents): Finding[] {
  const served = servedAddresses(answer.served);
  const out: Finding[] = [];
  for (const document of answer.documents) documentFindings(document, served, sections, out);
  twinFindings(answer.documents, answer.served.groups, out);
  return out.sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.title.localeCompare(b.title) ||
      (a.language ?? "").localeCompare(b.language ?? "") ||
      pathToString(a.path).localeCompare(pathToString(b.path)),
  );
}

/** How many findings of each kind. */
export function countFindings(findings: readonly Finding[]): Record<FindingKind, number> {
  const counts = Object.fromEntries(KIND_ORDER.map((kind) => [kind, 0])) as Record<
    FindingKind,
    number
  >;
  for (const finding of findings) counts[finding.kind] += 1;
  return counts;
}
