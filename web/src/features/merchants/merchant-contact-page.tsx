import type { MERCHANT_CONTACT_QUERY_RESULT } from "../../lib/sanity.types";
import { BenefitList } from "./benefit-list";
import { FormEmbed } from "./form-embed";
import { MerchantLogin } from "./merchant-login";
import { SalesHero } from "./sales-hero";
import { ServiceGrid } from "./service-grid";

export type MerchantContactContent = NonNullable<MERCHANT_CONTACT_QUERY_RESULT>;

/** Services, benefits, contact form and login: shared by /merchant-contact and /mt25. */
export function MerchantContactSections({ content }: { content: MerchantContactContent }) {
  return (
    <>
      <ServiceGrid id="services" heading={content.servicesHeading} cards={content.services} />
      <BenefitList heading={content.benefitsHeading} benefits={content.benefits} />
      {content.contactForm ? <FormEmbed content={content.contactForm} /> : null}
      <MerchantLogin content={content.merchantLogin} />
    </>
  );
}

interface MerchantContactPageProps {
  content: MerchantContactContent;
  /** The page's address without a language prefix. */
  basePath: string;
}

export function MerchantContactPage({ content, basePath }: MerchantContactPageProps) {
  return (
    <>
      <SalesHero
        hero={content.hero}
        ctaAnchor={content.contactForm?.anchorId}
        claims={content.claims}
        languageLabel={content.languageLabel}
        basePath={basePath}
      />
      <MerchantContactSections content={content} />
    </>
  );
}
