import { ServiceGrid } from "../../components/sections/service-grid";
import { brand } from "../../theme";
import type { SectionOf } from "./types";

/**
 * Service, amenity or step cards: the merchant and hotel pages' grid. Numbered
 * steps sit on the soft accent, as the hotel page's "How it works" always has.
 */
export default function ServiceGridSection({ section }: { section: SectionOf<"serviceGrid"> }) {
  return (
    <ServiceGrid
      id={section.anchorId}
      heading={section.heading}
      text={section.text}
      cards={section.cards}
      numbered={section.numbered ?? false}
      background={section.numbered ? brand.accentSoft : undefined}
    />
  );
}
