import { Box, Button, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { CmsLink } from "../../components/cms-link";
import { SanityImage } from "../../components/sanity-image";
import { brand, gridColumns, HEADER_HEIGHT, outlineButton, solidButton } from "../../theme";
import type { HeroContent } from "./types";

/**
 * The first screen: it sits under the transparent header (negative margin),
 * and its image is the LCP, so it loads eagerly and is never faded in.
 */
export function HeroSection({ hero }: { hero: HeroContent }) {
  return (
    <Box
      as="section"
      mt={`-${HEADER_HEIGHT}`}
      pt={`calc(${HEADER_HEIGHT} + 3rem)`}
      pb={{ base: "16", md: "24" }}
      bgGradient="to-b"
      gradientFrom={brand.cream}
      gradientTo="white"
      overflow="hidden"
    >
      <Container maxW="7xl">
        <Box
          display="grid"
          gridTemplateColumns={gridColumns({ base: 1, lg: 2 })}
          gap={{ base: "10", lg: "16" }}
          alignItems="center"
        >
          <Box>
            {hero.eyebrow ? (
              <Text
                display="inline-block"
                px="3"
                py="1"
                mb="5"
                borderRadius="full"
                bg="orange.100"
                color={brand.accentHover}
                fontSize="sm"
                fontWeight="semibold"
                letterSpacing="wide"
              >
                {hero.eyebrow}
              </Text>
            ) : null}
            <Heading
              as="h1"
              fontSize={{ base: "4xl", md: "5xl", xl: "6xl" }}
              lineHeight="1.05"
              letterSpacing="tight"
              fontWeight="extrabold"
              color={brand.ink}
            >
              {hero.heading}
            </Heading>
            <Text mt="6" fontSize={{ base: "lg", md: "xl" }} color={brand.inkMuted} maxW="xl">
              {hero.subheading}
            </Text>
            <Flex mt="8" gap="3" wrap="wrap">
              {hero.primaryCta ? (
                <Button asChild size="xl" borderRadius="full" px="8" {...solidButton}>
                  <CmsLink href={hero.primaryCta.href}>{hero.primaryCta.label}</CmsLink>
                </Button>
              ) : null}
              {hero.secondaryCta ? (
                <Button asChild size="xl" borderRadius="full" px="8" {...outlineButton}>
                  <CmsLink href={hero.secondaryCta.href}>{hero.secondaryCta.label}</CmsLink>
                </Button>
              ) : null}
            </Flex>
          </Box>
          <SanityImage
            image={hero.image}
            aspectRatio={4 / 3}
            maxWidth={960}
            sizes="(min-width: 62em) 45vw, 100vw"
            priority
            borderRadius="3xl"
            boxShadow="0 24px 60px -20px rgba(146, 49, 10, 0.35)"
          />
        </Box>
      </Container>
    </Box>
  );
}
