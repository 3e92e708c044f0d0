import { readableText } from "../readable-text";

/**
 * What a section shows: the fields a visitor sees, or `null` for a section that shows
 * content from elsewhere (the product list lists the products) and is never empty. Each
 * section declares it beside its fields (`defineSection`'s `shows`).
 */
export type SectionContent = readonly string[] | null;

export const EMPTY_SECTION_MESSAGE =
  "This section shows nothing: fill in what it shows, or remove it";

/** Whether a section shows nothing: every field it shows is empty. */
export function showsNothing(content: SectionContent, section: unknown): boolean {
  if (!content || typeof section !== "object" || section === null) return false;
  const value = section as Record<string, unknown>;
  return content.every((field) => readableText(value[field]).trim() === "");
}
