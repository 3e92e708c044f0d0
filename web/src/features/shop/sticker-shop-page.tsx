import { Box, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { PageHero } from "../../components/page-hero";
import { brand } from "../../theme";
import { ProductCard } from "./product-card";
import { PromoCodes } from "./promo-codes";
import type { ShopPageContent, StickerProductContent } from "./types";

// The checkout dialog (and Chakra's dialog machinery) is its own chunk,
// fetched when a visitor points at or focuses a Buy button, or clicks one.
const importBuyDialog = () => import("./buy-dialog");
const BuyDialog = lazy(importBuyDialog);

interface StickerShopPageProps {
  page: ShopPageContent;
  products: StickerProductContent[];
}

export function StickerShopPage({ page, products }: StickerShopPageProps) {
  const [selected, setSelected] = useState<StickerProductContent | undefined>();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);

  const preloadDialog = useCallback(() => {
    void importBuyDialog().catch(() => undefined);
  }, []);

  const buy = useCallback((product: StickerProductContent, button: HTMLButtonElement) => {
    trigger.current = button;
    setSelected(product);
    setOpen(true);
  }, []);

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
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, md: 3 }}
            gap="8"
            alignItems="stretch"
          >
            {products.map((product) => (
              <ProductCard
                key={product._id}
                product={product}
                page={page}
                onBuy={buy}
                onIntent={preloadDialog}
              />
            ))}
          </SimpleGrid>
          <Text mt="8" fontSize="sm" color={brand.inkMuted} textAlign="center">
            {page.currencyNote}
          </Text>
        </Container>
      </Box>
      <PromoCodes page={page} />
      {selected ? (
        <Suspense fallback={null}>
          <BuyDialog
            open={open}
            product={selected}
            page={page}
            onClose={() => setOpen(false)}
            returnFocusTo={() => trigger.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
