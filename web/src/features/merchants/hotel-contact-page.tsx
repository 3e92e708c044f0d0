import { Box, Container } from "@chakra-ui/react";
import { FormEmbed } from "../../components/sections/form-embed";
import { SalesHero } from "../../components/sections/sales-hero";
import { ServiceGrid } from "../../components/sections/service-grid";
import type { HOTEL_CONTACT_QUERY_RESULT } from "../../lib/sanity.types";
import { brand } from "../../theme";
import { PromoCallout } from "./promo-callout";
import { useScrollToHashOnArrival } from "./use-hash-scroll";

type HotelContactContent = NonNullable<HOTEL_CONTACT_QUERY_RESULT>;

/** Delay before honouring an arrival hash: the form embed needs time to lay out. */
const HASH_SCROLL_DELAY_MS = 500;

export function HotelContactPage({ content }: { content: HotelContactContent }) {
  useScrollToHashOnArrival(HASH_SCROLL_DELAY_MS);
  return (
    <>
      <SalesHero content={content} />
      <ServiceGrid
        id={content.amenitiesAnchorId || "amenities"}
        heading={content.amenitiesHeading}
        text={content.amenitiesText}
        cards={content.amenities}
      />
      <ServiceGrid
        id={content.stepsAnchorId || "how-it-works"}
        heading={content.stepsHeading}
        cards={content.steps}
        numbered
        background={brand.accentSoft}
      />
      {content.promoCode ? (
        <Box bg="white" pb="4">
          <Container maxW="3xl" textAlign="center">
            <PromoCallout
              code={content.promoCode.code}
              text={content.promoText ?? content.promoCode.description}
            />
          </Container>
        </Box>
      ) : null}
      {content.contactForm ? <FormEmbed content={content.contactForm} /> : null}
    </>
  );
}
