import { BenefitList } from "../../components/sections/benefit-list";
import type { SectionOf } from "./types";

/** Points with a tick each: the merchant contact page's benefits. */
export default function ChecklistSection({ section }: { section: SectionOf<"checklist"> }) {
  return (
    <BenefitList
      headingId={`${section.anchorId ?? "benefits"}-heading`}
      heading={section.heading}
      benefits={section.items}
    />
  );
}
