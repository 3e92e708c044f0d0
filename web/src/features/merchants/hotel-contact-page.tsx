import { createElement } from "react";
import { SalesHero } from "../../components/sections/sales-hero";
import { hydrateWhenNeeded, WhenNeeded } from "../../lib/hydration/hydrate-when-needed";
import type { HOTEL_CONTACT_QUERY_RESULT } from "../../lib/sanity.types";
import { useScrollToHashOnArrival } from "./use-hash-scroll";

export type HotelContactContent = NonNullable<HOTEL_CONTACT_QUERY_RESULT>;

/** Delay before honouring an arrival hash: the form embed needs time to lay out. */
const HASH_SCROLL_DELAY_MS = 500;

/**
 * The sections below the hero (hotel-contact-sections.tsx): their own chunk, in the
 * prerendered HTML, hydrated at the visitor's first interaction with the page (the first
 * of them shows under the hero on a phone, and needs no code to be read; the form's embed
 * is further down). The route loader preloads it.
 */
export const HotelContactSectionsPart = hydrateWhenNeeded(
  () => import("./hotel-contact-sections"),
  {
    on: "interaction",
    // Only if the content changes before they hydrate: holds their space.
    fallback: createElement("div", { style: { minHeight: "100vh" } }),
  },
);

export function HotelContactPage({ content }: { content: HotelContactContent }) {
  useScrollToHashOnArrival(HASH_SCROLL_DELAY_MS);
  return (
    <>
      <SalesHero content={content} />
      <WhenNeeded part={HotelContactSectionsPart} props={{ content }} />
    </>
  );
}
