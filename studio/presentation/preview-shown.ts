/**
 * What the preview frame shows, in words for the preview's header: the page's language
 * (read from its address, ADR 0035: English at the root, any other language under its
 * prefix, `/it/roma`) and the perspective (drafts, published, or a release by its title).
 * Pure, so the header stays a thin component and this is unit-tested.
 */
import {
  DEFAULT_LANGUAGE,
  isLanguageId,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from "@tastemap/schemas/languages";

/** The language of the page at `previewUrl` (a path or a full URL, as Presentation keeps it). */
export function previewLanguage(previewUrl: string | undefined): SupportedLanguage {
  const { pathname } = new URL(previewUrl || "/", "http://preview.invalid");
  const first = pathname.split("/")[1];
  const id = isLanguageId(first) ? first : DEFAULT_LANGUAGE;
  return SUPPORTED_LANGUAGES.find((language) => language.id === id) ?? SUPPORTED_LANGUAGES[0];
}

/** How Studio names the selected perspective: a system one by name, a release as its document. */
type SelectedPerspective = string | { metadata?: { title?: string } };

export interface ShownPerspective {
  /** What an editor reads: "Drafts", "Published", or the release's title. */
  label: string;
  /** Which kind, for the badge's colour and for tests. */
  kind: "drafts" | "published" | "release";
}

export function shownPerspective(selected: SelectedPerspective): ShownPerspective {
  if (selected === "published") return { label: "Published", kind: "published" };
  if (selected === "drafts" || selected === undefined) return { label: "Drafts", kind: "drafts" };
  const title = typeof selected === "string" ? selected : selected.metadata?.title;
  return { label: `Release: ${title || "untitled"}`, kind: "release" };
}
