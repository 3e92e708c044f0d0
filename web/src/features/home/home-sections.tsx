import { NewsletterSection } from "../newsletter/newsletter-section";
import { CategoriesSection } from "./categories-section";
import { ComingSoonSection } from "./coming-soon-section";
import { FeaturesSection } from "./features-section";
import type { HomeContent } from "./types";
import { useSectionScroll } from "./use-section-scroll";

/**
 * Everything below the hero. A separate chunk, requested by the route loader
 * in parallel with the content, so the hero (the LCP) never waits for it. The
 * hash / navigation-state scroll runs here, once these sections exist.
 */
export default function HomeSections({ home, now }: { home: HomeContent; now: Date }) {
  useSectionScroll();
  return (
    <>
      {home.categories ? <CategoriesSection categories={home.categories} /> : null}
      {home.features ? <FeaturesSection features={home.features} /> : null}
      {home.comingSoon ? <ComingSoonSection comingSoon={home.comingSoon} now={now} /> : null}
      {home.newsletter ? <NewsletterSection content={home.newsletter} /> : null}
    </>
  );
}
