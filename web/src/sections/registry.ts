import type { ComponentType } from "react";
import type { HydrateOn } from "../lib/hydration/hydrate-when-needed";
import type { SectionProps, SectionType } from "./types";

/**
 * The section types a page can hold and how each is rendered: one line each (adding a
 * section: docs/architecture.md, "Where a new feature goes"). A section's folder holds its
 * component, the entry of its chunk (`<type>/<type>-section.tsx`), and what the page query reads of
 * it (`<type>/projection.ts`, which projections.gen.ts lists: ADR 0068). The renderer's chunk map and when
 * each chunk loads (chunks.ts) are read from here.
 */

/** A section type's component, a chunk of its own, and when a prerendered page needs it. */
export interface SectionEntry<Type extends SectionType> {
  load: () => Promise<{ default: ComponentType<SectionProps<Type>> }>;
  /**
   * Hydrating a prerendered page, the chunk is requested at the visitor's first interaction
   * with the page, or (`approach`) as soon as the section is in view, for the sections that
   * need their code to show what they should.
   */
  on: HydrateOn;
}

const section = <Type extends SectionType>(
  load: SectionEntry<Type>["load"],
  on: HydrateOn = "interaction",
): SectionEntry<Type> => ({ load, on });

/**
 * Every section type's entry. Keyed by the types the page query's result holds, which
 * typegen reads from the schema: a section type in the schema without its line here, or a
 * line for a type the schema does not have, fails type-checking.
 */
export const SECTIONS: { [Type in SectionType]: SectionEntry<Type> } = {
  hero: section(() => import("./hero/hero-section")),
  pageIntro: section(() => import("./page-intro/page-intro-section")),
  categoryGrid: section(() => import("./category-grid/category-grid-section")),
  featureGrid: section(() => import("./feature-grid/feature-grid-section")),
  serviceGrid: section(() => import("./service-grid/service-grid-section")),
  checklist: section(() => import("./checklist/checklist-section")),
  examples: section(() => import("./examples/examples-section")),
  // A visitor who allowed embedded content sees the demos once in view, not at a first touch.
  phoneDemos: section(() => import("./phone-demos/phone-demos-section"), "approach"),
  cityButtons: section(() => import("./city-buttons/city-buttons-section")),
  // Today's count replaces the count of the day the page was built.
  waitlistCounter: section(() => import("./waitlist-counter/waitlist-counter-section"), "approach"),
  newsletter: section(() => import("./newsletter/newsletter-section")),
  // The form is drawn by its provider's script.
  embeddedForm: section(() => import("./embedded-form/embedded-form-section"), "approach"),
  productList: section(() => import("./product-list/product-list-section")),
  promoCallout: section(() => import("./promo-callout/promo-callout-section")),
  promoCodeList: section(() => import("./promo-code-list/promo-code-list-section")),
  richText: section(() => import("./rich-text/rich-text-section")),
  faq: section(() => import("./faq/faq-section")),
  callToAction: section(() => import("./call-to-action/call-to-action-section")),
  signInLink: section(() => import("./sign-in-link/sign-in-link-section")),
};
