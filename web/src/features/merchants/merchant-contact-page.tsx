import { FormEmbed } from "../../components/sections/form-embed";
import { SalesHero } from "../../components/sections/sales-hero";
import { ServiceGrid } from "../../components/sections/service-grid";
import type { MERCHANT_CONTACT_QUERY_RESULT } from "../../lib/sanity.types";
import { BenefitList } from "./benefit-list";
import { MerchantLogin } from "./merchant-login";

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
