import { BenefitList } from "../../components/sections/benefit-list";
import { FormEmbed } from "../../components/sections/form-embed";
import { SalesHero } from "../../components/sections/sales-hero";
import { ServiceGrid } from "../../components/sections/service-grid";
import { SignInLink } from "../../components/sections/sign-in-link";
import type { MERCHANT_CONTACT_QUERY_RESULT } from "../../lib/sanity.types";

export type MerchantContactContent = NonNullable<MERCHANT_CONTACT_QUERY_RESULT>;

/** Services, benefits, contact form and login: shared by /merchant-contact and /mt25. */
export function MerchantContactSections({ content }: { content: MerchantContactContent }) {
  return (
    <>
      <ServiceGrid id="services" heading={content.servicesHeading} cards={content.services} />
      <BenefitList heading={content.benefitsHeading} benefits={content.benefits} />
      {content.contactForm ? <FormEmbed content={content.contactForm} /> : null}
      <SignInLink content={content.merchantLogin} />
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
