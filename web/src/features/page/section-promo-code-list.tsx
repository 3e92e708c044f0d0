import { PromoCodeList } from "../../components/shop/promo-code-list";
import type { SectionOf } from "./types";

/** The promo codes a page advertises, each with a button that copies it (the shop's). */
export default function PromoCodeListSection({ section }: { section: SectionOf<"promoCodeList"> }) {
  return (
    <PromoCodeList
      headingId={`promo-${section._key}`}
      heading={section.heading}
      text={section.text}
      codes={section.codes}
      copyLabel={section.copyLabel}
      copiedLabel={section.copiedLabel}
    />
  );
}
