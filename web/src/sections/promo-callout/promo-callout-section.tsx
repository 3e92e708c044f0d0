import { Box, Container } from "@chakra-ui/react";
import type { SectionOf } from "../types";
import { PromoTicket } from "./promo-ticket";

/** A promo code as a ticket, centred on white (the hotel page's offer above its form). */
export default function PromoCalloutSection({ section }: { section: SectionOf<"promoCallout"> }) {
  if (!section.promoCode?.code) return null;
  return (
    <Box bg="white" pb="4">
      <Container maxW="3xl" textAlign="center">
        <PromoTicket
          code={section.promoCode.code}
          label={section.label}
          text={section.text ?? section.promoCode.description}
        />
      </Container>
    </Box>
  );
}
