import { PageHero } from "../../components/page-hero";
import { brand } from "../../theme";
import type { SectionOf } from "../types";

/** A plain opening on the warm gradient: the sticker shop's top, as the shop had it. */
export default function PageIntroSection({ section }: { section: SectionOf<"pageIntro"> }) {
  return (
    <PageHero
      headingId={`intro-${section._key}`}
      eyebrow={section.eyebrow}
      eyebrowColor={brand.accentHover}
      heading={section.heading}
      subheading={section.subheading}
      pt={{ base: "14", md: "20" }}
      pb={{ base: "10", md: "14" }}
    />
  );
}
