import { Box, Container, Flex, Heading, Text } from "@chakra-ui/react";
import type { IconName } from "@tastemap/schemas/icon-names";
import { Section, SectionHeading } from "../../components/section";
import { ServiceIcon } from "../../components/service-icon";
import { brand, gridColumns } from "../../theme";
import { CityRow } from "../city-buttons/city-row";
import type { SectionOf } from "../types";

interface FeatureCardContent {
  _key: string;
  iconName: IconName;
  title: string;
  description: string;
}

interface ClaimContent {
  _key: string;
  value: string;
  label: string;
}

/**
 * Why the product (the home page's features): feature cards, the marketing figures and,
 * when the section lists cities, the city row, all on one band. Cities with a guide link
 * to it; the others are labelled as coming soon.
 */
export default function FeatureGridSection({ section }: { section: SectionOf<"featureGrid"> }) {
  const cities = section.cities ?? [];
  return (
    <Section anchorId={section.anchorId} bg={brand.cream}>
      <Container maxW="7xl">
        <SectionHeading heading={section.heading} subheading={section.subheading} />
        <FeatureCards cards={section.cards} />
        <FigureBand claims={section.claims} />
        {section.footnote ? (
          <Box mt="10" textAlign="center">
            <Text color={brand.inkMuted}>{section.footnote}</Text>
          </Box>
        ) : null}
        {cities.length > 0 ? (
          <>
            {section.citiesHeading ? (
              <Heading as="h3" textAlign="center" fontSize="2xl" mt="16" color={brand.ink}>
                {section.citiesHeading}
              </Heading>
            ) : null}
            <CityRow cities={cities} comingSoonLabel={section.comingSoonLabel ?? ""} />
          </>
        ) : null}
      </Container>
    </Section>
  );
}

/** Feature cards with their icons, four across on wide screens. */
function FeatureCards({ cards }: { cards: FeatureCardContent[] | null }) {
  return (
    <Box display="grid" gridTemplateColumns={gridColumns({ base: 1, sm: 2, lg: 4 })} gap="6">
      {(cards ?? []).map((card) => (
        <Box
          key={card._key}
          bg="white"
          p="6"
          borderRadius="2xl"
          boxShadow="0 10px 30px -14px rgba(43, 26, 18, 0.2)"
        >
          <Box
            display="inline-grid"
            placeItems="center"
            boxSize="12"
            borderRadius="xl"
            bg={brand.accentSoft}
            color={brand.accent}
          >
            <ServiceIcon name={card.iconName} />
          </Box>
          <Heading as="h3" fontSize="xl" mt="4" color={brand.ink}>
            {card.title}
          </Heading>
          <Text mt="2" color={brand.inkMuted}>
            {card.description}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/** The dark band of marketing figures (nothing when there are none). */
function FigureBand({ claims }: { claims: ClaimContent[] | null }) {
  const items = claims ?? [];
  if (items.length === 0) return null;
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={gridColumns({ base: 1, sm: items.length })}
      gap="6"
      mt="14"
      py="8"
      px="6"
      borderRadius="2xl"
      bg={brand.ink}
      color="white"
      textAlign="center"
    >
      {items.map((claim) => (
        <Flex key={claim._key} direction="column-reverse">
          <Text
            as="dt"
            color="orange.100"
            fontSize="sm"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {claim.label}
          </Text>
          <Text as="dd" fontSize="4xl" fontWeight="bold" lineHeight="1.1">
            {claim.value}
          </Text>
        </Flex>
      ))}
    </Box>
  );
}
