import type { SectionContent } from "../lib/section-content";
import { callToAction } from "./call-to-action";
import { categoryGrid } from "./category-grid";
import { checklist } from "./checklist";
import { cityButtons } from "./city-buttons";
import { embeddedForm } from "./embedded-form";
import { examples } from "./examples";
import { faq } from "./faq";
import { featureGrid } from "./feature-grid";
import { hero } from "./hero";
import { newsletter } from "./newsletter";
import { pageIntro } from "./page-intro";
import { phoneDemos } from "./phone-demos";
import { productList } from "./product-list";
import { promoCallout } from "./promo-callout";
import { promoCodeList } from "./promo-code-list";
import { richText } from "./rich-text";
import { serviceGrid } from "./service-grid";
import { signInLink } from "./sign-in-link";
import { waitlistCounter } from "./waitlist-counter";

/** Every section a page can hold, in the order Studio's “Add item” menu offers them. */
export const sectionTypes = [
  hero,
  pageIntro,
  categoryGrid,
  featureGrid,
  serviceGrid,
  checklist,
  examples,
  phoneDemos,
  cityButtons,
  waitlistCounter,
  newsletter,
  embeddedForm,
  productList,
  promoCallout,
  promoCodeList,
  richText,
  faq,
  callToAction,
  signInLink,
];

/** What each section type shows, by name: Site health's emptiness check for whole pages. */
export const SECTION_CONTENT: Readonly<Record<string, SectionContent>> = Object.fromEntries(
  sectionTypes.map((section) => [section.name, section.shows]),
);
