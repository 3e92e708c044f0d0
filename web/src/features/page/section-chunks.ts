import type { ComponentType } from "react";
import {
  type HydrateOn,
  hydrateWhenNeeded,
  type NeededPart,
} from "../../lib/hydration/hydrate-when-needed";
import { lazyWithPreload } from "../../lib/lazy-with-preload";
import type { HeroOffer, SectionProps, SectionType } from "./types";

type SectionChunk<Type extends SectionType> = NeededPart<SectionProps<Type>>;

/**
 * Hydrating a prerendered page, a section's chunk is requested at the visitor's first
 * interaction with the page, or (`approach`) as soon as the section is in view, for the
 * sections that need their code to show what they should (page-sections.tsx); a route
 * loader's preload (prerendering, a client-side visit) loads it now.
 */
const chunk = <Type extends SectionType>(
  load: () => Promise<{ default: ComponentType<SectionProps<Type>> }>,
  on: HydrateOn = "interaction",
): SectionChunk<Type> => hydrateWhenNeeded(load, { on });

/**
 * Each section type's component, each its own chunk: a page downloads the
 * sections it has and no other, and a route that shows pages (/{-$lang}/$city, which
 * also shows every city guide) carries none of them in its first load.
 */
export const SECTION_CHUNKS: { [Type in SectionType]: SectionChunk<Type> } = {
  hero: chunk(() => import("./section-hero")),
  pageIntro: chunk(() => import("./section-page-intro")),
  categoryGrid: chunk(() => import("./section-category-grid")),
  featureGrid: chunk(() => import("./section-feature-grid")),
  serviceGrid: chunk(() => import("./section-service-grid")),
  checklist: chunk(() => import("./section-checklist")),
  examples: chunk(() => import("./section-examples")),
  phoneDemos: chunk(() => import("./section-phone-demos")),
  cityButtons: chunk(() => import("./section-city-buttons")),
  // Today's count replaces the count of the day the page was built.
  waitlistCounter: chunk(() => import("./section-waitlist-counter"), "approach"),
  newsletter: chunk(() => import("./section-newsletter")),
  // The form is drawn by its provider's script.
  embeddedForm: chunk(() => import("./section-embedded-form"), "approach"),
  productList: chunk(() => import("./section-product-list")),
  promoCallout: chunk(() => import("./section-promo-callout")),
  promoCodeList: chunk(() => import("./section-promo-code-list")),
  richText: chunk(() => import("./section-rich-text")),
  faq: chunk(() => import("./section-faq")),
  callToAction: chunk(() => import("./section-call-to-action")),
  signInLink: chunk(() => import("./section-sign-in-link")),
};

/**
 * A hero's offer, a promo code and its small print (/mt25): a chunk of its own, loaded
 * with the page's sections when a hero has one (preloadSections) and rendered inside the
 * hero by the renderer (page-sections.tsx).
 */
export const HERO_OFFER = lazyWithPreload<{ offer: HeroOffer }>(
  () => import("./section-hero-offer"),
);

const hasOffer = (section: { _type: string; offer?: unknown }) =>
  section._type === "hero" && Boolean(section.offer);

function isKnownType(type: string): type is SectionType {
  return Object.hasOwn(SECTION_CHUNKS, type);
}

/**
 * Loads the chunks of the section types `sections` holds (each once). A route
 * loader awaits this, so the prerendered HTML holds the sections inline and a
 * page opened in the browser renders them without a fallback.
 */
export function preloadSections(
  sections: ReadonlyArray<{ _type: string; offer?: unknown }> | null | undefined,
) {
  const types = new Set((sections ?? []).map((section) => section._type).filter(isKnownType));
  return Promise.all([
    ...[...types].map((type) => SECTION_CHUNKS[type].preload()),
    ...((sections ?? []).some(hasOffer) ? [HERO_OFFER.preload()] : []),
  ]);
}

/**
 * Downloads and evaluates the chunks of the section types `sections` holds without letting
 * their boundaries hydrate (prefetch-parts.ts, once the page is idle); a hero's offer is
 * loaded outright, since its boundary is the hero's.
 */
export function prefetchSections(
  sections: ReadonlyArray<{ _type: string; offer?: unknown }> | null | undefined,
) {
  const types = new Set((sections ?? []).map((section) => section._type).filter(isKnownType));
  return Promise.all([
    ...[...types].map((type) => SECTION_CHUNKS[type].prefetch()),
    ...((sections ?? []).some(hasOffer) ? [HERO_OFFER.preload()] : []),
  ]);
}

/** Lets the chunk of a section type load (its section is needed: useNeeded). */
export function needSection(type: string): void {
  if (isKnownType(type)) SECTION_CHUNKS[type].need();
}

/** When a section type's code is needed (chunk above). */
export function sectionHydratesOn(type: string): HydrateOn {
  return isKnownType(type) ? SECTION_CHUNKS[type].on : "interaction";
}
