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

export function MerchantContactPage({ content }: { content: MerchantContactContent }) {
  return (
    <>
      <SalesHero content={content} />
      <MerchantContactSections content={content} />
    </>
  );
}
