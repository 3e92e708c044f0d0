import { Box, Container, Text } from "@chakra-ui/react";
import { SectionIntro } from "../../components/section-intro";
import { ProductGrid } from "../../components/shop/product-grid";
import { brand } from "../../theme";
import type { SectionOf } from "./types";

/**
 * The sticker shop's products with their prices and Buy buttons: a Buy button
 * opens the shop's checkout dialog here, on the page, as it does in the shop
 * (the labels, templates and storefront are the shop page's, in the page's
 * language). Without the shop's content there is nothing to sell: nothing renders.
 */
export default function ProductListSection({ section }: { section: SectionOf<"productList"> }) {
  const headingId = `products-${section._key}`;
  if (!section.shop) return null;
  return (
    <Box as="section" aria-labelledby={headingId} bg={brand.cream} py={{ base: "14", md: "20" }}>
      <Container maxW="6xl">
        <SectionIntro id={headingId} heading={section.heading} text={section.text} mb="10" />
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
