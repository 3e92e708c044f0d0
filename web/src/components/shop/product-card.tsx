import { Box, Button, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { intlLocaleOf } from "../../lib/i18n/languages";
import { useAddressLanguage } from "../../lib/i18n/use-lang-param";
import { brand, plainBadge } from "../../theme";
import { CheckIcon } from "../check-icon";
import { SanityImage } from "../sanity-image";
import { buttonColours } from "./button-colours";
import { fillTemplate, formatPrice } from "./price";
import type { ShopPageContent, StickerProductContent } from "./types";

interface ProductCardProps {
  product: StickerProductContent;
  page: ShopPageContent;
  onBuy: (product: StickerProductContent, trigger: HTMLButtonElement) => void;
  /** Starts downloading the checkout dialog when the visitor shows intent. */
  onIntent: () => void;
  /** The first card: its image is the page's largest paint on a phone, so it is not lazy. */
  priority?: boolean;
}

export function ProductCard({
  product,
  page,
  onBuy,
  onIntent,
  priority = false,
}: ProductCardProps) {
  const colours = buttonColours(product);
  const locale = intlLocaleOf(useAddressLanguage());
  const eur = formatPrice(product.priceEur, "EUR", locale);
  const gbp = formatPrice(product.priceGbp, "GBP", locale);
  const count =
    product.stickerCount > 1
      ? fillTemplate(page.stickerCountTemplate, { count: product.stickerCount })
      : undefined;
  const warranty =
    product.warrantyYears > 0
      ? fillTemplate(page.warrantyTemplate, { years: product.warrantyYears })
      : undefined;
  const featured = Boolean(product.badge);
  const headingId = `product-${product.productId}-name`;

  return (
    <Box
      as="li"
      data-product={product.productId}
      position="relative"
      display="flex"
      flexDirection="column"
      bg="white"
      borderRadius="3xl"
      borderWidth={featured ? "2px" : "1px"}
      borderColor={featured ? brand.accent : "orange.100"}
      boxShadow={featured ? "xl" : "md"}
      overflow="hidden"
    >
      {product.badge ? (
        <Box
          as="span"
          {...plainBadge}
          position="absolute"
          top="4"
          insetStart="4"
          zIndex="1"
          bg={brand.accentHover}
          color="white"
          px="3"
          py="1"
          borderRadius="full"
          fontSize="xs"
          fontWeight="bold"
          letterSpacing="wider"
        >
          {product.badge}
        </Box>
      ) : null}
      <SanityImage
        image={product.image}
        aspectRatio={4 / 3}
        maxWidth={480}
        sizes="(min-width: 62em) 360px, (min-width: 48em) 33vw, 100vw"
        priority={priority}
      />
      <Box p="7" display="flex" flexDirection="column" flex="1">
        <Heading as="h3" id={headingId} fontSize="2xl" color={brand.ink}>
          {product.name}
        </Heading>
        {eur ? (
          <Text mt="3" color={brand.ink}>
            <Text as="span" fontSize="4xl" fontWeight="bold" data-price-eur="">
              {eur}
            </Text>
            {gbp ? (
              <Text
                as="span"
                fontSize="lg"
                fontWeight="bold"
                color={brand.inkMuted}
                ms="2"
                data-price-gbp=""
              >
                ({gbp})
              </Text>
            ) : null}
            <Text as="span" display="block" fontSize="sm" color={brand.inkMuted}>
              {product.priceNote}
            </Text>
          </Text>
        ) : null}
        <Text mt="4" color={brand.inkMuted}>
          {product.description}
        </Text>
        {count || warranty ? (
          <Box display="flex" flexWrap="wrap" gap="2" mt="4">
            {count ? <DetailChip>{count}</DetailChip> : null}
            {warranty ? <DetailChip>{warranty}</DetailChip> : null}
          </Box>
        ) : null}
        <Box as="ul" listStyleType="none" mt="5" display="grid" gap="2" flex="1">
          {(product.features ?? []).map((feature) => (
            <Box
              as="li"
              key={feature._key}
              display="flex"
              gap="2"
              alignItems="flex-start"
              color={brand.ink}
            >
              <CheckIcon boxSize="5" />
              {feature.text}
            </Box>
          ))}
        </Box>
        <Button
          type="button"
          mt="7"
          size="xl"
          width="100%"
          borderRadius="full"
          fontSize="xl"
          fontWeight="bold"
          bg={colours.bg}
          color={colours.color}
          borderWidth="2px"
          borderColor={colours.color}
          _hover={{
            bg: colours.hoverBg,
            color: colours.hoverColor,
            borderColor: colours.hoverColor,
          }}
          aria-haspopup="dialog"
          onPointerEnter={onIntent}
          onFocus={onIntent}
          onClick={(event) => onBuy(product, event.currentTarget)}
        >
          {product.buttonText}
        </Button>
      </Box>
    </Box>
  );
}

/** A short product fact (how many stickers, the warranty) as a rounded chip. */
function DetailChip({ children }: { children: ReactNode }) {
  return (
    <Text
      as="span"
      bg={brand.accentSoft}
      color={brand.accentHover}
      fontWeight="bold"
      fontSize="sm"
      px="3"
      py="1"
      borderRadius="full"
    >
      {children}
    </Text>
  );
}
