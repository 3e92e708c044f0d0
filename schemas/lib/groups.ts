import type { FieldGroupDefinition } from "sanity";

/**
 * A document's tabs in the Studio, written `{ name: title }` in the order they
 * show; the first opens by default. Pages with an SEO block end with
 * `seo: "SEO"`, the tab that holds it.
 */
export function fieldGroups(titles: Record<string, string>): FieldGroupDefinition[] {
  return Object.entries(titles).map(([name, title], index) =>
    index === 0 ? { name, title, default: true } : { name, title },
  );
}
