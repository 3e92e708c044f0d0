import {
  type HydrateOn,
  hydrateWhenNeeded,
  type NeededPart,
} from "../lib/hydration/hydrate-when-needed";
import { lazyWithPreload } from "../lib/lazy-with-preload";
import { SECTIONS, type SectionEntry } from "./registry";
import type { HeroOffer, SectionProps, SectionType } from "./types";

type SectionChunk<Type extends SectionType> = NeededPart<SectionProps<Type>>;

const SECTION_TYPES = Object.keys(SECTIONS) as SectionType[];

/**
 * Each section type's component (registry.ts), each its own chunk: a page downloads the
 * sections it has and no other, and a route that shows pages (/{-$lang}/$city, which also
 * shows every city guide) carries none of them in its first load. Hydrating a prerendered
 * page, a chunk is requested when its section is needed (the entry's `on`); a route
 * loader's preload (prerendering, a client-side visit) loads it now.
 */
export const SECTION_CHUNKS = Object.fromEntries(
  SECTION_TYPES.map((type) => [type, chunkOf(type)]),
) as unknown as { [Type in SectionType]: SectionChunk<Type> };

function chunkOf<Type extends SectionType>(type: Type): SectionChunk<Type> {
  const { load, on }: SectionEntry<Type> = SECTIONS[type];
  return hydrateWhenNeeded(load, { on });
}

/**
 * A hero's offer, a promo code and its small print (/mt25): a chunk of its own, loaded
 * with the page's sections when a hero has one (preloadSections) and rendered inside the
 * hero by the renderer (features/page/page-sections.tsx).
 */
export const HERO_OFFER = lazyWithPreload<{ offer: HeroOffer }>(() => import("./hero/offer"));

const hasOffer = (section: { _type: string; offer?: unknown }) =>
  section._type === "hero" && Boolean(section.offer);

export function isKnownType(type: string): type is SectionType {
  return Object.hasOwn(SECTIONS, type);
}

type SectionsOfPage = ReadonlyArray<{ _type: string; offer?: unknown }> | null | undefined;

/** Calls `load` once per section type `sections` holds, and loads a hero's offer outright. */
function loadSections(sections: SectionsOfPage, load: (type: SectionType) => Promise<unknown>) {
  const types = new Set((sections ?? []).map((section) => section._type).filter(isKnownType));
  return Promise.all([
    ...[...types].map(load),
    ...((sections ?? []).some(hasOffer) ? [HERO_OFFER.preload()] : []),
  ]);
}

/**
 * Loads the chunks of the section types `sections` holds (each once). A route
 * loader awaits this, so the prerendered HTML holds the sections inline and a
 * page opened in the browser renders them without a fallback.
 */
export function preloadSections(sections: SectionsOfPage) {
  return loadSections(sections, (type) => SECTION_CHUNKS[type].preload());
}

/**
 * Downloads and evaluates the chunks of the section types `sections` holds without letting
 * their boundaries hydrate (prefetch-parts.ts, once the page is idle); a hero's offer is
 * loaded outright, since its boundary is the hero's.
 */
export function prefetchSections(sections: SectionsOfPage) {
  return loadSections(sections, (type) => SECTION_CHUNKS[type].prefetch());
}

/** Lets the chunk of a section type load (its section is needed: useNeeded). */
export function needSection(type: string): void {
  if (isKnownType(type)) SECTION_CHUNKS[type].need();
}

/** When a section type's code is needed (registry.ts). */
export function sectionHydratesOn(type: string): HydrateOn {
  return isKnownType(type) ? SECTIONS[type].on : "interaction";
}
