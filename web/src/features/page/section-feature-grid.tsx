import { FeaturesSection } from "../../components/sections/features-section";
import type { SectionOf } from "./types";

/** Feature cards and figures, and the city row when the section lists cities (the home page's features). */
export default function FeatureGridSection({ section }: { section: SectionOf<"featureGrid"> }) {
  return <FeaturesSection features={section} />;
}
