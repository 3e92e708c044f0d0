import { Box, Container, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { SectionIntro } from "../../components/section-intro";
import { ServiceIcon } from "../../components/service-icon";
import { brand } from "../../theme";
import type { SectionOf } from "../types";

/**
 * Service, amenity or step cards (h2 section, h3 per card): the merchant and hotel pages'
 * grid. Numbered steps are an ordered list and show their number instead of the icon, on
 * the soft accent, as the hotel page's "How it works" always has.
 */
export default function ServiceGridSection({ section }: { section: SectionOf<"serviceGrid"> }) {
  const { heading, text } = section;
  const id = section.anchorId;
  const numbered = section.numbered ?? false;
  const background = numbered ? brand.accentSoft : "white";
  const items = section.cards ?? [];
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
                fontWeight="bold"
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
