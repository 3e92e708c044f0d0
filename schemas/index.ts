import type { SchemaTypeDefinition } from "sanity";
import { attraction } from "./documents/attraction";
import { city } from "./documents/city";
import { embedPage } from "./documents/embed-page";
import { hotel } from "./documents/hotel";
import { legalPage } from "./documents/legal-page";
import { page } from "./documents/page";
import { promoCode } from "./documents/promo-code";
import { redirect } from "./documents/redirect";
import { restaurant } from "./documents/restaurant";
import { stickerProduct } from "./documents/sticker-product";
import {
  translationFieldSources,
  translationMetadata,
  withLanguageField,
} from "./lib/translation-fields";
import { authErrorMessage } from "./objects/auth-error-message";
import { blockContent } from "./objects/block-content";
import { categoryCard } from "./objects/category-card";
import { cityButton } from "./objects/city-button";
import { featureCard } from "./objects/feature-card";
import { footerColumn } from "./objects/footer-column";
import { formEmbed } from "./objects/form-embed";
import { imageWithAlt } from "./objects/image-with-alt";
import { link } from "./objects/link";
import { localeLink } from "./objects/locale-link";
import { localeSeo } from "./objects/locale-seo";
import { localeStatTile } from "./objects/locale-stat-tile";
import { localeString } from "./objects/locale-string";
import { localeText } from "./objects/locale-text";
import { seo } from "./objects/seo";
import { serviceCard } from "./objects/service-card";
import { socialLink } from "./objects/social-link";
import { statTile } from "./objects/stat-tile";
import { sectionTypes } from "./sections";
import { dashboardPage } from "./singletons/dashboard-page";
import { notFoundPage } from "./singletons/not-found-page";
import { signInPage } from "./singletons/sign-in-page";
import { signUpPage } from "./singletons/sign-up-page";
import { siteSettings } from "./singletons/site-settings";
import { stickerShopPage } from "./singletons/sticker-shop-page";

// Documents that exist once per language (translation.ts, beside the other translated types).
export { SECTION_CONTENT } from "./sections";
export { SINGLETON_TYPES } from "./translation";

const singletons = [
  siteSettings,
  notFoundPage,
  signUpPage,
  signInPage,
  dashboardPage,
  stickerShopPage,
];

const documents = [
  city,
  attraction,
  restaurant,
  hotel,
  stickerProduct,
  promoCode,
  legalPage,
  embedPage,
  page,
  redirect,
];

const objects = [
  imageWithAlt,
  blockContent,
  localeString,
  localeText,
  localeLink,
  localeSeo,
  localeStatTile,
  link,
  seo,
  statTile,
  categoryCard,
  featureCard,
  cityButton,
  footerColumn,
  socialLink,
  authErrorMessage,
  serviceCard,
  formEmbed,
];

export const schemaTypes: SchemaTypeDefinition[] = [
  ...singletons.map(withLanguageField),
  ...documents.map(withLanguageField),
  translationMetadata,
  translationFieldSources,
  ...objects,
  ...sectionTypes,
];
