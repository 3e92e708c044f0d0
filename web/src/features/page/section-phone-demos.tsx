import { PhoneDemos } from "../../components/sections/phone-demos";
import type { SectionOf } from "./types";

/** Live pages in phone frames: the MT25 page's demos. */
export default function PhoneDemosSection({ section }: { section: SectionOf<"phoneDemos"> }) {
  return (
    <PhoneDemos
      heading={section.heading}
      text={section.text}
      demos={section.demos}
      openLabel={section.openLabel}
    />
  );
}
