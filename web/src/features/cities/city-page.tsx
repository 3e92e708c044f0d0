import { Box, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { SanityImage } from "../../components/sanity-image";
import { WhenNeeded } from "../../lib/hydration/hydrate-when-needed";
import { DEFAULT_LANGUAGE, intlLocaleOf, isLanguageId } from "../../lib/i18n/languages";
import { brand, gridColumns } from "../../theme";
import { CitySectionsPart } from "./load-city-sections";
import type { CityContent } from "./types";

/** A city guide (/rome, /it/roma, …): hero, figures, places and a sign-up banner. */
export function CityPage({ city }: { city: CityContent }) {
  // Distances in the language of the text shown (English on a guide not translated yet).
  const locale = intlLocaleOf(isLanguageId(city.language) ? city.language : DEFAULT_LANGUAGE);
  return (
    <>
      <Box as="section" position="relative" bg={brand.ink} color="white">
        <SanityImage
          image={city.heroImage}
          aspectRatio={16 / 7}
          maxWidth={1920}
          sizes="100vw"
          priority
          // Seen through the dark gradient below: compressed harder than the default 75, it
          // is a third lighter and the page's largest paint comes sooner (docs/benchmarks.md).
          quality={60}
          position="absolute"
          inset="0"
          height="100%"
        />
        <Box
          position="relative"
          bgGradient="to-t"
          gradientFrom="rgba(23, 12, 6, 0.92)"
          gradientVia="rgba(23, 12, 6, 0.55)"
          gradientTo="rgba(23, 12, 6, 0.35)"
          pt={{ base: "24", md: "40" }}
          pb={{ base: "12", md: "16" }}
        >
          <Container maxW="7xl">
            {city.country ? (
              <Text
                textTransform="uppercase"
                letterSpacing="widest"
                fontSize="sm"
                fontWeight="bold"
              >
                {city.country}
              </Text>
            ) : null}
            <Heading
              as="h1"
              fontSize={{ base: "5xl", md: "7xl" }}
              lineHeight="1"
              mt="2"
              fontWeight="bold"
            >
              {city.name}
            </Heading>
            {city.tagline ? (
              <Text mt="3" fontSize={{ base: "xl", md: "2xl" }} fontWeight="normal">
                {city.tagline}
              </Text>
            ) : null}
            {city.intro ? (
              <Text mt="4" maxW="2xl" fontSize="lg">
                {city.intro}
              </Text>
            ) : null}
          </Container>
        </Box>
      </Box>

      {city.stats?.length ? (
        <Container maxW="7xl" mt="-8" position="relative">
          <Box as="dl" display="grid" gridTemplateColumns={gridColumns({ base: 2, md: 4 })} gap="4">
            {city.stats.map((stat) => (
              <Flex
                key={stat._key}
                direction="column-reverse"
                bg="white"
                borderRadius="2xl"
                p="5"
                textAlign="center"
                boxShadow="0 12px 30px -12px rgba(43, 26, 18, 0.25)"
              >
                <Text as="dt" color={brand.inkMuted}>
                  {stat.label}
                </Text>
                <Text
                  as="dd"
                  fontSize={{ base: "2xl", md: "3xl" }}
                  fontWeight="bold"
                  color={brand.accentHover}
                >
                  {stat.value}
                </Text>
              </Flex>
            ))}
          </Box>
        </Container>
      ) : null}

      {/* Its own chunk: the prerendered HTML shows these sections, and hydration picks
          them up at the visitor's first interaction (load-city-sections.ts). */}
      <WhenNeeded part={CitySectionsPart} props={{ city, locale }} />
    </>
  );
}
