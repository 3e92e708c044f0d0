import { Box } from "@chakra-ui/react";
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { PhoneDemos } from "../../components/sections/phone-demos";
import { SalesHero } from "../../components/sections/sales-hero";
import type { MT25_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { brand } from "../../theme";
import type { MerchantContactContent } from "./merchant-contact-page";
import { MerchantContactSections } from "./merchant-contact-page";
import { PromoCallout } from "./promo-callout";

type Mt25Content = NonNullable<MT25_PAGE_QUERY_RESULT["page"]>;

// Small print: no headings from the CMS may break the page's outline.
const TERMS_COMPONENTS: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: ({ children }) => <p>{children}</p>,
    h3: ({ children }) => <p>{children}</p>,
  },
  marks: {
    link: ({ children }) => <>{children}</>,
  },
};

interface Mt25PageProps {
  page: Mt25Content;
  merchant: MerchantContactContent;
}

/**
 * The extended merchant page for visitors with a card reference: its own hero
 * and offer, three live demos in phone frames, then the merchant contact
 * page's services, benefits, form and login.
 */
export function Mt25Page({ page, merchant }: Mt25PageProps) {
  const terms = page.offerTerms ?? [];
  return (
    <>
      <SalesHero content={{ ...merchant, hero: page.hero }}>
        <PromoCallout code={page.promoCode?.code} label={page.promoLabel} text={page.promoText} />
        {terms.length > 0 ? (
          <Box
            mt="5"
            fontSize="sm"
            color={brand.inkMuted}
            maxW="xl"
            css={{
              "& ul": { paddingInlineStart: "1.25rem", listStyle: "disc" },
              "& li + li": { mt: "1" },
            }}
          >
            <PortableText value={terms} components={TERMS_COMPONENTS} />
          </Box>
        ) : null}
      </SalesHero>
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
