import { Box, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { ServiceIcon } from "../../components/service-icon";
import { brand, gridColumns } from "../../theme";
import { Section, SectionHeading } from "./section";
import type { FeaturesContent } from "./types";

const chipStyle = {
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  px: "5",
  py: "2.5",
  borderRadius: "full",
  fontWeight: "semibold",
} as const;

/**
 * Why the product: feature cards, the marketing figures and the city row.
 * Cities with a guide link to it; the others are labelled as coming soon.
 */
export function FeaturesSection({ features }: { features: FeaturesContent }) {
  const claims = features.claims ?? [];
  return (
    <Section anchorId={features.anchorId} bg={brand.cream}>
      <Container maxW="7xl">
        <SectionHeading heading={features.heading} subheading={features.subheading} />
        <Box display="grid" gridTemplateColumns={gridColumns({ base: 1, sm: 2, lg: 4 })} gap="6">
          {(features.cards ?? []).map((card) => (
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

        {claims.length > 0 ? (
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns={gridColumns({ base: 1, sm: claims.length })}
            gap="6"
            mt="14"
            py="8"
            px="6"
            borderRadius="2xl"
            bg={brand.ink}
            color="white"
            textAlign="center"
          >
            {claims.map((claim) => (
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
        ) : null}

        <Heading as="h3" textAlign="center" fontSize="2xl" mt="16" color={brand.ink}>
          {features.citiesHeading}
        </Heading>
        <Flex as="ul" listStyleType="none" mt="6" gap="3" wrap="wrap" justify="center">
          {(features.cityButtons ?? []).map((city) => (
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
                  <Link to="/$city" params={{ city: city.slug }}>
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
                    {features.comingSoonLabel}
                  </Text>
                </Box>
              )}
            </li>
          ))}
        </Flex>
      </Container>
    </Section>
  );
}
