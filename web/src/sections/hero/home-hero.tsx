import { Box, Button, Container, Flex, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { CmsLink } from "../../components/cms-link";
import { SanityImage } from "../../components/sanity-image";
import type { SanityImageData } from "../../lib/sanity/image";
import { brand, gridColumns, HEADER_HEIGHT, outlineButton, solidButton } from "../../theme";

interface HomeHeroContent {
  eyebrow: string | null;
  heading: string;
  subheading: string | null;
  ctas: Array<{ _key: string; label: string | null; href: string | null }> | null;
  image: SanityImageData | null;
}

/**
 * The home page's first screen (a hero section with the “beside” layout): text and two
 * buttons, the first solid and the second outlined, with the image beside them on wide
 * screens. It sits under the transparent header (negative margin), and its image is the
 * LCP, so it loads eagerly and is never faded in. `children` go under the buttons.
 */
export function HomeHero({ hero, children }: { hero: HomeHeroContent; children?: ReactNode }) {
  const ctas = (hero.ctas ?? []).filter((cta) => cta.href && cta.label);
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
                fontWeight="bold"
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
              fontWeight="bold"
              color={brand.ink}
            >
              {hero.heading}
            </Heading>
            <Text mt="6" fontSize={{ base: "lg", md: "xl" }} color={brand.inkMuted} maxW="xl">
              {hero.subheading}
            </Text>
            <Flex mt="8" gap="3" wrap="wrap">
              {ctas.map((cta, index) => (
                <Button
                  key={cta._key}
                  asChild
                  size="xl"
                  borderRadius="full"
                  px="8"
                  {...(index === 0 ? solidButton : outlineButton)}
                >
                  <CmsLink href={cta.href}>{cta.label}</CmsLink>
                </Button>
              ))}
            </Flex>
            {children}
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
