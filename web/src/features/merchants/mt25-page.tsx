import { Box } from "@chakra-ui/react";
import { PromoCallout } from "../../components/sections/promo-callout";
import { SalesHero } from "../../components/sections/sales-hero";
import { WhenNeeded } from "../../lib/hydration/hydrate-when-needed";
import type { MT25_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { brand } from "../../theme";
import { Mt25Sections } from "./load-mt25-sections";
import type { MerchantContactContent } from "./merchant-contact-page";
import { SmallPrint } from "./small-print";

type Mt25Content = NonNullable<MT25_PAGE_QUERY_RESULT["page"]>;

interface Mt25PageProps {
  page: Mt25Content;
  merchant: MerchantContactContent;
}

/**
 * The extended merchant page for visitors with a card reference: its own hero
 * and offer, then (mt25-sections.tsx) three live demos in phone frames and the
 * merchant contact page's services, benefits, form and login.
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
            <SmallPrint blocks={terms} />
          </Box>
        ) : null}
      </SalesHero>
      {/* Their own chunk, hydrated when needed (load-mt25-sections.ts). */}
      <WhenNeeded part={Mt25Sections} props={{ page, merchant }} />
    </>
  );
}
