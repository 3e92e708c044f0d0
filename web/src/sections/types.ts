import type { ReactNode } from "react";
import type { PAGE_QUERY_RESULT } from "../lib/sanity.types";

/** A built page as PAGE_QUERY (and PATH_QUERY's `page`) returns it. */
export type PageContent = NonNullable<PAGE_QUERY_RESULT>;

/** One of its sections: a union discriminated by `_type` (typegen infers it from the query). */
export type PageSection = NonNullable<PageContent["sections"]>[number];

export type SectionType = PageSection["_type"];

/** The section of one type, e.g. `SectionOf<"hero">`. */
export type SectionOf<Type extends SectionType> = Extract<PageSection, { _type: Type }>;

/** A hero's offer: a promo code with its caption, text and small print (/mt25). */
export type HeroOffer = NonNullable<SectionOf<"hero">["offer"]>;

/**
 * What the renderer (page-sections.tsx) takes: the page, whether Studio's preview shows it,
 * and when the route's loader read it (a waitlist count is the count of that day first, so
 * hydrating the prerendered HTML matches it).
 */
export interface PageSectionsProps {
  page: PageContent;
  draftMode: boolean;
  renderedAt?: string;
}

/**
 * What a section's component takes: its section, for a hero the offer the renderer
 * places in its text column (HERO_OFFER in chunks.ts), so the hero's own chunk
 * carries no offer code, and for a waitlist counter the day the page was rendered.
 */
export type SectionProps<Type extends SectionType> = {
  section: SectionOf<Type>;
} & (Type extends "hero" ? { offer?: ReactNode } : unknown) &
  (Type extends "waitlistCounter" ? { renderedAt?: string } : unknown);
