import { ServiceGrid } from "../../components/sections/service-grid";
import type { SectionOf } from "./types";

/** Service, amenity or step cards: the merchant and hotel pages' grid. */
export default function ServiceGridSection({ section }: { section: SectionOf<"serviceGrid"> }) {
  return (
    <ServiceGrid
      id={section.anchorId}
      heading={section.heading}
      text={section.text}
      cards={section.cards}
      numbered={section.numbered ?? false}
    />
  );
}
