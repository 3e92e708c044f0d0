/**
 * The `data-sanity` value Presentation's overlays read for one item of a
 * page's `sections` array, addressed by its key (so the overlays can move it):
 * what `createDataAttribute` from @sanity/visual-editing writes, without
 * putting that package into the page's bundle (section-data-attribute.test.ts
 * checks the two agree).
 */
export function sectionDataAttribute({
  id,
  type,
  key,
  studioUrl = "/",
}: {
  id: string;
  type: string;
  key: string;
  studioUrl?: string;
}): string {
  return `id=${id};type=${type};path=sections:${key};base=${encodeURIComponent(studioUrl)}`;
}
