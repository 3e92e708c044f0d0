import { Box } from "@chakra-ui/react";
import { brand } from "../../theme";
import { PromoTicket } from "../promo-callout/promo-ticket";
import type { HeroOffer } from "../types";
import { SmallPrint } from "./small-print";

/**
 * A hero's offer (the card holders' page, /mt25): the promo code as a ticket under the
 * buttons, then its small print. A chunk of its own (../chunks.ts), so a hero without
 * an offer downloads neither.
 */
export default function HeroOfferPart({ offer }: { offer: HeroOffer }) {
  const terms = offer.terms ?? [];
  return (
    <>
      <PromoTicket
        code={offer.promoCode?.code}
        label={offer.label}
        text={offer.text ?? offer.promoCode?.description}
      />
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
    </>
  );
}
