import type { ComponentType } from "react";
import { lazyWithPreload } from "../../lib/lazy-with-preload";
import type { SectionOf, SectionType } from "./types";

type SectionChunk<Type extends SectionType> = ReturnType<
  typeof lazyWithPreload<{ section: SectionOf<Type> }>
>;

const chunk = <Type extends SectionType>(
  load: () => Promise<{ default: ComponentType<{ section: SectionOf<Type> }> }>,
): SectionChunk<Type> => lazyWithPreload(load);

/**
 * Each section type's component, each its own chunk: a page downloads the
 * sections it has and no other, and a route that shows pages (/{-$lang}/$city, which
 * also shows every city guide) carries none of them in its first load.
 */
export const SECTION_CHUNKS: { [Type in SectionType]: SectionChunk<Type> } = {
  hero: chunk(() => import("./section-hero")),
  pageIntro: chunk(() => import("./section-page-intro")),
  featureGrid: chunk(() => import("./section-feature-grid")),
  serviceGrid: chunk(() => import("./section-service-grid")),
  checklist: chunk(() => import("./section-checklist")),
  examples: chunk(() => import("./section-examples")),
  phoneDemos: chunk(() => import("./section-phone-demos")),
  cityButtons: chunk(() => import("./section-city-buttons")),
  waitlistCounter: chunk(() => import("./section-waitlist-counter")),
  newsletter: chunk(() => import("./section-newsletter")),
  embeddedForm: chunk(() => import("./section-embedded-form")),
  productList: chunk(() => import("./section-product-list")),
  promoCallout: chunk(() => import("./section-promo-callout")),
  promoCodeList: chunk(() => import("./section-promo-code-list")),
  richText: chunk(() => import("./section-rich-text")),
  faq: chunk(() => import("./section-faq")),
  callToAction: chunk(() => import("./section-call-to-action")),
  signInLink: chunk(() => import("./section-sign-in-link")),
};

function isKnownType(type: string): type is SectionType {
  return Object.hasOwn(SECTION_CHUNKS, type);
}

/**
 * Loads the chunks of the section types `sections` holds (each once). A route
 * loader awaits this, so the prerendered HTML holds the sections inline and a
 * page opened in the browser renders them without a fallback.
 */
export function preloadSections(sections: ReadonlyArray<{ _type: string }> | null | undefined) {
  const types = new Set((sections ?? []).map((section) => section._type).filter(isKnownType));
  return Promise.all([...types].map((type) => SECTION_CHUNKS[type].preload()));
}
