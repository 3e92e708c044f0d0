import { Box, Container } from "@chakra-ui/react";
import { PromoCallout } from "../../components/sections/promo-callout";
import type { SectionOf } from "./types";

/** A promo code as a ticket, centred on white (the hotel page's offer above its form). */
export default function PromoCalloutSection({ section }: { section: SectionOf<"promoCallout"> }) {
  if (!section.promoCode?.code) return null;
  return (
    <Box bg="white" pb="4">
      <Container maxW="3xl" textAlign="center">
        <PromoCallout
          code={section.promoCode.code}
          label={section.label}
          text={section.text ?? section.promoCode.description}
        />
      </Container>
    </Box>
  );
}
