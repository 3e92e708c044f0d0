import { PhoneDemos } from "../../components/sections/phone-demos";
import type { MT25_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { type MerchantContactContent, MerchantContactSections } from "./merchant-contact-page";

type Mt25Content = NonNullable<MT25_PAGE_QUERY_RESULT["page"]>;

/** /mt25 below its hero: the live demos, then the merchant contact page's sections. */
export default function Mt25Sections({
  page,
  merchant,
}: {
  page: Mt25Content;
  merchant: MerchantContactContent;
}) {
  return (
    <>
      <PhoneDemos
        heading={page.demosHeading}
        text={page.demosText}
        demos={page.demos}
        openLabel={page.openDemoLabel}
      />
      <MerchantContactSections content={merchant} />
    </>
  );
}
