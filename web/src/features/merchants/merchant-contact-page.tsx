import { createElement } from "react";
import { SalesHero } from "../../components/sections/sales-hero";
import { hydrateWhenNeeded, WhenNeeded } from "../../lib/hydration/hydrate-when-needed";
import type { MERCHANT_CONTACT_QUERY_RESULT } from "../../lib/sanity.types";

export type MerchantContactContent = NonNullable<MERCHANT_CONTACT_QUERY_RESULT>;

/**
 * The sections below the hero (merchant-contact-sections.tsx): their own chunk, in the
 * prerendered HTML, hydrated at the visitor's first interaction with the page (the first
 * of them shows under the hero on a phone, and needs no code to be read; the form's embed
 * is further down). The route loader preloads it.
 */
export const MerchantContactSectionsPart = hydrateWhenNeeded(
  () => import("./merchant-contact-sections"),
  {
    on: "interaction",
    // Only if the content changes before they hydrate: holds their space.
    fallback: createElement("div", { style: { minHeight: "100vh" } }),
  },
);

export function MerchantContactPage({ content }: { content: MerchantContactContent }) {
  return (
    <>
      <SalesHero content={content} />
      <WhenNeeded part={MerchantContactSectionsPart} props={{ content }} />
    </>
  );
}
