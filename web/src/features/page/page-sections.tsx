import { memo, Suspense, useMemo, useRef } from "react";
import { HydrationMark, useHydrationBoundary } from "../../lib/hydration/hydrate-when-needed";
import { builtPageHeadOptions } from "./page-head-options";
import {
  HERO_OFFER,
  needSection,
  prefetchSections,
  preloadSections,
  SECTION_CHUNKS,
  sectionHydratesOn,
} from "./section-chunks";

import { sectionDataAttribute } from "./section-data-attribute";
import type { PageContent, PageSection, PageSectionsProps } from "./types";
import { useScrollToHashOnArrival } from "./use-hash-scroll";

/** Delay before honouring an arrival hash (/hotel-contact#contact): an embedded form needs time to lay out. */
const HASH_SCROLL_DELAY_MS = 500;

/**
 * A page ready to render: its section types' chunks loaded, and its `head`
 * options worked out here, in this chunk, not in the route's `head` (which is
 * in the entry chunk every page loads).
 */
export async function readyPage(page: PageContent) {
  await preloadSections(page.sections);
  return { page, head: builtPageHeadOptions(page) };
}

/**
 * A built page's sections, in order. Each is wrapped in an element that names
 * its type (`data-section`) and, in Studio's preview, tells the overlays which
 * array item it is (`data-sanity`, by key), so a click opens that section and
 * the overlays can drag sections into another order.
 *
 * Each section sits in its own Suspense boundary: hydrating prerendered HTML,
 * a section whose chunk has not arrived keeps its server HTML until it has (no
 * fallback is shown); the route loader preloads the chunks before a client
 * navigation renders.
 */
export function PageSections({ page, draftMode, renderedAt }: PageSectionsProps) {
  useScrollToHashOnArrival(HASH_SCROLL_DELAY_MS);
  return (
    <>
      {(page.sections ?? []).map((section) => (
        <SectionBoundary
          key={section._key}
          section={section}
          renderedAt={renderedAt}
          sanity={
            draftMode
              ? sectionDataAttribute({ id: page._id, type: page._type, key: section._key })
              : undefined
          }
        />
      ))}
    </>
  );
}

/**
 * One section in its element and Suspense boundary. Hydrating prerendered HTML, its chunk
 * is requested at the visitor's first interaction with the page, or when the section is in
 * view for a type that needs its code to show (section-chunks.ts), so a visitor who reads
 * the first screen downloads none of the others. Memoised: the page re-rendering with the same section leaves a waiting boundary
 * alone (an update would make React drop its server HTML).
 */
const SectionBoundary = memo(function SectionBoundary({
  section,
  renderedAt,
  sanity,
}: {
  section: PageSection;
  renderedAt: string | undefined;
  sanity: string | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const type = section._type;
  const offer = type === "hero" && Boolean(section.offer);
  // Changed content (live content, Presentation) before the section is hydrated: rendered
  // once it is, so the section's server HTML stays until then.
  const code = useMemo(
    () => ({
      // A hero's offer is a Suspense boundary of its own inside the hero: its code first, so
      // both hydrate together and a touch held for the promo code's button finds it hydrated.
      need: offer
        ? () => void HERO_OFFER.preload().finally(() => needSection(type))
        : () => needSection(type),
      preload: () => preloadSections([{ _type: type, offer }]),
      prefetch: () => prefetchSections([{ _type: type, offer }]),
      on: sectionHydratesOn(type),
    }),
    [type, offer],
  );
  const [onCommit, shown] = useHydrationBoundary(ref, section, code);
  // The same element while the section shown is the same: React leaves a boundary it has
  // not hydrated alone only when nothing about it changed.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <HydrationMark onCommit={onCommit}>
          <Section section={shown} renderedAt={renderedAt} />
        </HydrationMark>
      </Suspense>
    ),
    [shown, renderedAt, onCommit],
  );
  return (
    <div ref={ref} data-section={section._type} data-sanity={sanity}>
      {boundary}
    </div>
  );
});

/** One section by its typed `_type`; a type this site does not know renders nothing. */
export function Section({ section, renderedAt }: { section: PageSection; renderedAt?: string }) {
  switch (section._type) {
    case "hero":
      return (
        <SECTION_CHUNKS.hero.Component
          section={section}
          offer={
            section.offer ? (
              // Hydrating, keeps the offer's server HTML until its chunk arrives.
              <Suspense fallback={null}>
                <HERO_OFFER.Component offer={section.offer} />
              </Suspense>
            ) : null
          }
        />
      );
    case "pageIntro":
      return <SECTION_CHUNKS.pageIntro.Component section={section} />;
    case "categoryGrid":
      return <SECTION_CHUNKS.categoryGrid.Component section={section} />;
    case "featureGrid":
      return <SECTION_CHUNKS.featureGrid.Component section={section} />;
    case "serviceGrid":
      return <SECTION_CHUNKS.serviceGrid.Component section={section} />;
    case "checklist":
      return <SECTION_CHUNKS.checklist.Component section={section} />;
    case "examples":
      return <SECTION_CHUNKS.examples.Component section={section} />;
    case "phoneDemos":
      return <SECTION_CHUNKS.phoneDemos.Component section={section} />;
    case "cityButtons":
      return <SECTION_CHUNKS.cityButtons.Component section={section} />;
    case "waitlistCounter":
      return <SECTION_CHUNKS.waitlistCounter.Component section={section} renderedAt={renderedAt} />;
    case "newsletter":
      return <SECTION_CHUNKS.newsletter.Component section={section} />;
    case "embeddedForm":
      return <SECTION_CHUNKS.embeddedForm.Component section={section} />;
    case "productList":
      return <SECTION_CHUNKS.productList.Component section={section} />;
    case "promoCallout":
      return <SECTION_CHUNKS.promoCallout.Component section={section} />;
    case "promoCodeList":
      return <SECTION_CHUNKS.promoCodeList.Component section={section} />;
    case "richText":
      return <SECTION_CHUNKS.richText.Component section={section} />;
    case "faq":
      return <SECTION_CHUNKS.faq.Component section={section} />;
    case "callToAction":
      return <SECTION_CHUNKS.callToAction.Component section={section} />;
    case "signInLink":
      return <SECTION_CHUNKS.signInLink.Component section={section} />;
    default:
      return unknownSection(section);
  }
}

/**
 * A section type the content has but this build does not know (added to the
 * schema before the site learnt it): nothing for visitors, a warning for
 * developers. Typed `never`, so a type added to PAGE_QUERY without a case
 * above fails type-checking.
 */
export function unknownSection(section: never): null {
  if (import.meta.env.DEV) {
    const { _type, _key } = section as { _type?: string; _key?: string };
    console.warn(`Page section of unknown type “${_type}” (key ${_key}) is not rendered.`);
  }
  return null;
}
