import { type ComponentType, memo, type ReactNode, Suspense, useMemo, useRef } from "react";
import { HydrationMark, useHydrationBoundary } from "../../lib/hydration/hydrate-when-needed";
import {
  HERO_OFFER,
  isKnownType,
  needSection,
  prefetchSections,
  preloadSections,
  SECTION_CHUNKS,
  sectionHydratesOn,
} from "../../sections/chunks";
import type { PageContent, PageSection, PageSectionsProps } from "../../sections/types";
import { builtPageHeadOptions } from "./page-head-options";
import { sectionDataAttribute } from "./section-data-attribute";
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
 * view for a type that needs its code to show (sections/registry.ts; its element says so,
 * `data-hydrate-on`, for page-when-needed.tsx), so a visitor who reads the first screen
 * downloads none of the others. Memoised: the page re-rendering with the same section leaves
 * a waiting boundary alone (an update would make React drop its server HTML).
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
    <div
      ref={ref}
      data-section={section._type}
      data-hydrate-on={code.on === "approach" ? "approach" : undefined}
      data-sanity={sanity}
    >
      {boundary}
    </div>
  );
});

/**
 * What the renderer gives every section's component (sections/registry.ts ties each type to
 * its component's props): its section, a hero's offer, the day a waitlist count starts from.
 */
type AnySectionComponent = ComponentType<{
  section: PageSection;
  offer?: ReactNode;
  renderedAt?: string;
}>;

/** One section by its typed `_type`; a type this site does not know renders nothing. */
export function Section({ section, renderedAt }: { section: PageSection; renderedAt?: string }) {
  const type = section._type;
  // Past this check `type` is `never`: the registry has an entry for every type the page
  // query's result holds (its table is keyed by them, so a missing one fails there).
  if (!isKnownType(type)) return unknownSection(type, section);
  const Component = SECTION_CHUNKS[type].Component as AnySectionComponent;
  // A hero's offer is a chunk of its own; hydrating, it keeps its server HTML until the
  // chunk arrives.
  const offer =
    section._type === "hero" && section.offer ? (
      <Suspense fallback={null}>
        <HERO_OFFER.Component offer={section.offer} />
      </Suspense>
    ) : null;
  return <Component section={section} offer={offer} renderedAt={renderedAt} />;
}

/**
 * A section type the content has but this build does not know (added to the
 * schema before the site learnt it): nothing for visitors, a warning for
 * developers. Its type is `never` to the type-checker, which knows every type the page
 * query's result holds.
 */
function unknownSection(type: never, section: { _key: string }): null {
  if (import.meta.env.DEV) {
    console.warn(`Page section of unknown type “${type}” (key ${section._key}) is not rendered.`);
  }
  return null;
}
