import { Box, Container, Heading, Text } from "@chakra-ui/react";
import { PageHero } from "../../components/page-hero";
import { ProductGrid } from "../../components/shop/product-grid";
import type { ShopPageContent, StickerProductContent } from "../../components/shop/types";
import { brand } from "../../theme";
import { PromoCodes } from "./promo-codes";

interface StickerShopPageProps {
  page: ShopPageContent;
  products: StickerProductContent[];
}

export function StickerShopPage({ page, products }: StickerShopPageProps) {
  return (
    <>
      <PageHero
        headingId="shop-heading"
        eyebrow={page.eyebrow}
        eyebrowColor={brand.accentHover}
        heading={page.heading}
        subheading={page.subheading}
        pt={{ base: "14", md: "20" }}
        pb={{ base: "10", md: "14" }}
      />
      <Box
        as="section"
        aria-labelledby="products-heading"
        bg={brand.cream}
        pb={{ base: "14", md: "20" }}
      >
        <Container maxW="6xl">
          <Heading
            as="h2"
            id="products-heading"
            fontSize={{ base: "2xl", md: "3xl" }}
            color={brand.ink}
            mb="8"
          >
            {page.productsHeading}
          </Heading>
          <ProductGrid page={page} products={products} />
          <Text mt="8" fontSize="sm" color={brand.inkMuted} textAlign="center">
            {page.currencyNote}
          </Text>
        </Container>
      </Box>
      <PromoCodes page={page} />
    </>
  );
}
