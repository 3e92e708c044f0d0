import { Box, Container, Heading, Text } from "@chakra-ui/react";
import { SectionIntro } from "../../components/section-intro";
import { ProductGrid } from "../../components/shop/product-grid";
import { THIRD_PARTY_ATTRIBUTE } from "../../lib/consent/consent-marks";
import { brand } from "../../theme";
import type { SectionOf } from "../types";

/**
 * The sticker shop's products with their prices and Buy buttons: a Buy button
 * opens the shop's checkout dialog here, on the page, as it does in the shop
 * (the labels, templates and storefront are the shop settings', in the page's
 * language). Without the shop settings there is nothing to sell: nothing renders.
 * Directly under an intro (`underIntro`, the shop's page) the products continue
 * it: no space above, a smaller heading. A Buy button loads the storefront's script (another
 * site's), so the section is marked as a third party's: the consent banner looks for the mark.
 */
export default function ProductListSection({ section }: { section: SectionOf<"productList"> }) {
  const headingId = `products-${section._key}`;
  if (!section.shop) return null;
  const underIntro = section.underIntro === true;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      {...{ [THIRD_PARTY_ATTRIBUTE]: "embeds" }}
      bg={brand.cream}
      pt={underIntro ? undefined : { base: "14", md: "20" }}
      pb={{ base: "14", md: "20" }}
    >
      <Container maxW="6xl">
        {underIntro ? (
          <Box mb="8">
            <Heading as="h2" id={headingId} fontSize={{ base: "2xl", md: "3xl" }} color={brand.ink}>
              {section.heading}
            </Heading>
            {section.text ? (
              <Text mt="3" fontSize="lg" color={brand.inkMuted}>
                {section.text}
              </Text>
            ) : null}
          </Box>
        ) : (
          <SectionIntro id={headingId} heading={section.heading} text={section.text} mb="10" />
        )}
        <ProductGrid page={section.shop} products={section.products} />
        {section.shop.currencyNote ? (
          <Text mt="8" fontSize="sm" color={brand.inkMuted} textAlign="center">
            {section.shop.currencyNote}
          </Text>
        ) : null}
      </Container>
    </Box>
  );
}
