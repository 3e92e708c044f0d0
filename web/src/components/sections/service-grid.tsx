import { Box, Container, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import type { IconName } from "@tastemap/schemas/icon-names";
import { brand } from "../../theme";
import { SectionIntro } from "../section-intro";
import { ServiceIcon } from "../service-icon";

interface ServiceCardContent {
  _key: string;
  iconName: IconName;
  title: string;
  description: string;
}

interface ServiceGridProps {
  id?: string | null;
  heading: string;
  text?: string | null;
  cards: ServiceCardContent[] | null | undefined;
  /** Steps are an ordered list and show their number instead of the icon. */
  numbered?: boolean;
  background?: string;
}

/** A section of service, amenity or step cards (h2 section, h3 per card). */
export function ServiceGrid({
  id,
  heading,
  text,
  cards,
  numbered = false,
  background = "white",
}: ServiceGridProps) {
  const items = cards ?? [];
  const headingId = `${id ?? "services"}-heading`;
  return (
    <Box
      as="section"
      id={id ?? undefined}
      aria-labelledby={headingId}
      bg={background}
      py={{ base: "14", md: "20" }}
      scrollMarginTop="24"
    >
      <Container maxW="6xl">
        <SectionIntro id={headingId} heading={heading} text={text} maxW="2xl" mb="10" />
        <SimpleGrid
          as={numbered ? "ol" : "ul"}
          listStyleType="none"
          columns={{ base: 1, md: Math.min(Math.max(items.length, 1), 3) }}
          gap="6"
        >
          {items.map((card, index) => (
            <Box
              as="li"
              key={card._key}
              bg="white"
              borderRadius="2xl"
              borderWidth="1px"
              borderColor="orange.100"
              boxShadow="md"
              p="7"
            >
              <Flex
                align="center"
                justify="center"
                boxSize="12"
                borderRadius="xl"
                bg={brand.accentSoft}
                color={brand.accent}
                mb="5"
                fontWeight="extrabold"
                fontSize="xl"
              >
                {numbered ? (
                  <span aria-hidden="true">{index + 1}</span>
                ) : (
                  <ServiceIcon name={card.iconName} />
                )}
              </Flex>
              <Heading as="h3" fontSize="xl" color={brand.ink} mb="2">
                {card.title}
              </Heading>
              <Text color={brand.inkMuted}>{card.description}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
