import { ComingSoonSection } from "../../components/sections/coming-soon-section";
import { FeaturesSection } from "../../components/sections/features-section";
import { NewsletterSection } from "../../components/sections/newsletter-section";
import { CategoriesSection } from "./categories-section";
import type { HomeContent } from "./types";
import { useSectionScroll } from "./use-section-scroll";

/**
 * Everything below the hero. A separate chunk: the prerendered HTML shows these
 * sections, and React hydrates them when the chunk arrives, after the hero. Its
 * props do not change while it waits (a change would make React drop the
 * server HTML and render it anew). The
 * hash / navigation-state scroll runs here, once these sections exist.
 */
export default function HomeSections({
  home,
  renderedAt,
}: {
  home: HomeContent;
  renderedAt: string;
}) {
  useSectionScroll();
  return (
    <>
      {home.categories ? <CategoriesSection categories={home.categories} /> : null}
      {home.features ? <FeaturesSection features={home.features} /> : null}
      {home.comingSoon ? (
        <ComingSoonSection comingSoon={home.comingSoon} renderedAt={renderedAt} />
      ) : null}
      {home.newsletter ? <NewsletterSection content={home.newsletter} /> : null}
    </>
  );
}
