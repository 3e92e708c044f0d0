import { BenefitList } from "../../components/sections/benefit-list";
import { FormEmbed } from "../../components/sections/form-embed";
import { ServiceGrid } from "../../components/sections/service-grid";
import { SignInLink } from "../../components/sections/sign-in-link";
import type { MERCHANT_CONTACT_QUERY_RESULT } from "../../lib/sanity.types";

export type MerchantContactContent = NonNullable<MERCHANT_CONTACT_QUERY_RESULT>;

/** /mt25 below its demos: the merchant contact page's services, benefits, form and login. */
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
