import { callToActionProjection } from "./call-to-action/projection";
import { categoryGridProjection } from "./category-grid/projection";
import { checklistProjection } from "./checklist/projection";
import { cityButtonsProjection } from "./city-buttons/projection";
import { embeddedFormProjection } from "./embedded-form/projection";
import { examplesProjection } from "./examples/projection";
import { faqProjection } from "./faq/projection";
import { featureGridProjection } from "./feature-grid/projection";
import { heroProjection } from "./hero/projection";
import { newsletterProjection } from "./newsletter/projection";
import { pageIntroProjection } from "./page-intro/projection";
import { phoneDemosProjection } from "./phone-demos/projection";
import { productListProjection } from "./product-list/projection";
import { promoCalloutProjection } from "./promo-callout/projection";
import { promoCodeListProjection } from "./promo-code-list/projection";
import { richTextProjection } from "./rich-text/projection";
import { serviceGridProjection } from "./service-grid/projection";
import { signInLinkProjection } from "./sign-in-link/projection";
import { waitlistCounterProjection } from "./waitlist-counter/projection";

/**
 * What the page query (lib/page-queries/built-page.ts) reads of its sections: each type's
 * projection from its folder (no `...`), so typegen infers the union of section types and
 * the renderer works on a typed `_type`; a type it does not know comes back as
 * `{_key, _type}` alone. A module apart from registry.ts, which the renderer's chunk
 * imports: the page's routes carry the query's text and not the sections' chunk map. Each
 * fragment is named here because typegen reads the query's text as written: it follows
 * template literals and imports, not a loop over the registry.
 */
export const SECTION_PROJECTIONS = /* groq */ `sections[]{
    _key,
    _type,
    ${heroProjection},
    ${pageIntroProjection},
    ${categoryGridProjection},
    ${featureGridProjection},
    ${serviceGridProjection},
    ${checklistProjection},
    ${examplesProjection},
    ${phoneDemosProjection},
    ${cityButtonsProjection},
    ${waitlistCounterProjection},
    ${newsletterProjection},
    ${embeddedFormProjection},
    ${productListProjection},
    ${promoCalloutProjection},
    ${promoCodeListProjection},
    ${richTextProjection},
    ${faqProjection},
    ${callToActionProjection},
    ${signInLinkProjection}
  }`;
