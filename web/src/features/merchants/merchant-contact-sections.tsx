import { FormEmbed } from "../../components/sections/form-embed";
import { ServiceGrid } from "../../components/sections/service-grid";
import { BenefitList } from "./benefit-list";
import type { MerchantContactContent } from "./merchant-contact-page";
import { MerchantLogin } from "./merchant-login";

/** Services, benefits, contact form and login: shared by /merchant-contact and /mt25. */
export default function MerchantContactSections({ content }: { content: MerchantContactContent }) {
  return (
    <>
      <ServiceGrid id="services" heading={content.servicesHeading} cards={content.services} />
      <BenefitList heading={content.benefitsHeading} benefits={content.benefits} />
      {content.contactForm ? <FormEmbed content={content.contactForm} /> : null}
      <MerchantLogin content={content.merchantLogin} />
    </>
  );
}
