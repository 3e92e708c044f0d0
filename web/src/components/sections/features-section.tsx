import { Box, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import type { IconName } from "@tastemap/schemas/icon-names";
import { useLangParam } from "../../lib/i18n/use-lang-param";
import { brand, gridColumns } from "../../theme";
import { ServiceIcon } from "../service-icon";
import { Section, SectionHeading } from "./section";

const chipStyle = {
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  px: "5",
  py: "2.5",
  borderRadius: "full",
  fontWeight: "semibold",
} as const;

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

interface CityButtonContent {
  _key: string;
  label: string;
  /** The city guide's slug; none while the guide is not written. */
  slug: string | null;
}

/** A feature grid section: cards, figures, a note and the city row under one heading. */
interface FeaturesContent {
  anchorId: string | null;
  heading: string;
  subheading: string | null;
  cards: FeatureCardContent[] | null;
  claims: ClaimContent[] | null;
  footnote: string | null;
  citiesHeading: string | null;
  cities: CityButtonContent[] | null;
  comingSoonLabel: string | null;
}

/**
 * Why the product (the home page's features): feature cards, the marketing figures and,
 * when the section lists cities, the city row, all on one band. Cities with a guide link
 * to it; the others are labelled as coming soon.
 */
export function FeaturesSection({ features }: { features: FeaturesContent }) {
  const cities = features.cities ?? [];
  return (
    <Section anchorId={features.anchorId} bg={brand.cream}>
      <Container maxW="7xl">
        <SectionHeading heading={features.heading} subheading={features.subheading} />
        <FeatureCards cards={features.cards} />
        <FigureBand claims={features.claims} />
        {features.footnote ? (
          <Box mt="10" textAlign="center">
            <Text color={brand.inkMuted}>{features.footnote}</Text>
          </Box>
        ) : null}
        {cities.length > 0 ? (
          <>
            {features.citiesHeading ? (
              <Heading as="h3" textAlign="center" fontSize="2xl" mt="16" color={brand.ink}>
                {features.citiesHeading}
              </Heading>
            ) : null}
            <CityRow cities={cities} comingSoonLabel={features.comingSoonLabel ?? ""} />
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
          <Text as="dd" fontSize="4xl" fontWeight="extrabold" lineHeight="1.1">
            {claim.value}
          </Text>
        </Flex>
      ))}
    </Box>
  );
}

/** City chips: a guide's link, or the city marked as coming soon. */
export function CityRow({
  cities,
  comingSoonLabel,
}: {
  cities: CityButtonContent[] | null;
  comingSoonLabel: string;
}) {
  // The guide in the page's language: the query gives each city's slug in that language.
  const lang = useLangParam();
  return (
    <Flex as="ul" listStyleType="none" mt="6" gap="3" wrap="wrap" justify="center">
      {(cities ?? []).map((city) => (
        <li key={city._key}>
          {city.slug ? (
            <Box
              asChild
              {...chipStyle}
              bg={brand.accent}
              color="white"
              boxShadow="md"
              _hover={{ bg: brand.accentHover }}
            >
              <Link to="/{-$lang}/$city" params={{ lang, city: city.slug }}>
                {city.label}
              </Link>
            </Box>
          ) : (
            <Box
              {...chipStyle}
              bg="white"
              color={brand.inkMuted}
              borderWidth="1px"
              borderStyle="dashed"
              borderColor="orange.300"
              data-coming-soon=""
            >
              {city.label}
              <Text as="span" fontSize="xs" fontWeight="medium" color={brand.accentHover}>
                {comingSoonLabel}
              </Text>
            </Box>
          )}
        </li>
      ))}
    </Flex>
  );
}
