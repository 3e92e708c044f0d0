import { Box, Container } from "@chakra-ui/react";
import { FormEmbed } from "../../components/sections/form-embed";
import { ServiceGrid } from "../../components/sections/service-grid";
import { brand } from "../../theme";
import type { HotelContactContent } from "./hotel-contact-page";
import { PromoCallout } from "./promo-callout";

/** /hotel-contact below its hero: amenities, how it works, the promo code, the form. */
export default function HotelContactSections({ content }: { content: HotelContactContent }) {
  return (
    <>
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
