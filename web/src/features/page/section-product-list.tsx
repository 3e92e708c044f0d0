import { Box, Container, SimpleGrid, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { SanityImage } from "../../components/sanity-image";
import { SectionIntro } from "../../components/section-intro";
import { useLangParam } from "../../lib/i18n/use-lang-param";
import { brand } from "../../theme";
import type { SectionOf } from "./types";

/**
 * The sticker shop's products, each linking to the shop, where they are bought
 * (the checkout, prices and promo codes live there).
 */
export default function ProductListSection({ section }: { section: SectionOf<"productList"> }) {
  const headingId = `products-${section._key}`;
  const lang = useLangParam();
  return (
    <Box as="section" aria-labelledby={headingId} bg={brand.cream} py={{ base: "14", md: "20" }}>
      <Container maxW="6xl">
        <SectionIntro id={headingId} heading={section.heading} text={section.text} mb="10" />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
          {section.products.map((product) => (
            <Box
              as="li"
              key={product._id}
              bg="white"
              borderRadius="2xl"
              boxShadow="md"
              overflow="hidden"
            >
              <SanityImage
                image={product.image}
                aspectRatio={4 / 3}
                maxWidth={600}
                sizes="(min-width: 48em) 30vw, 100vw"
              />
              <Box p="6">
                <Box
                  asChild
                  fontSize="xl"
                  fontWeight="bold"
                  color={brand.ink}
                  _hover={{ color: brand.accent }}
                >
                  <Link to="/{-$lang}/merchant-stickers-shop" params={{ lang }}>
                    {product.name}
                  </Link>
                </Box>
                <Text mt="2" color={brand.inkMuted}>
                  {product.description}
                </Text>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
