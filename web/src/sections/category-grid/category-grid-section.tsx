import { Box, Container, Heading, Text } from "@chakra-ui/react";
import { SanityImage } from "../../components/sanity-image";
import { Section, SectionHeading } from "../../components/section";
import { brand, gridColumns, HEADER_HEIGHT } from "../../theme";
import type { SectionOf } from "../types";

/** Food, Travel, Hotels (a category cards section): each card is a target of the header's section links. */
export default function CategoryGridSection({ section }: { section: SectionOf<"categoryGrid"> }) {
  return (
    <Section anchorId={section.anchorId}>
      <Container maxW="7xl">
        <SectionHeading heading={section.heading} subheading={section.subheading} />
        <Box display="grid" gridTemplateColumns={gridColumns({ base: 1, md: 3 })} gap="8">
          {(section.items ?? []).map((item) => (
            <Box
              as="article"
              key={item._key}
              id={item.anchorId ?? undefined}
              scrollMarginTop={`calc(${HEADER_HEIGHT} + 1.5rem)`}
              bg="white"
              borderRadius="2xl"
              overflow="hidden"
              boxShadow="0 10px 30px -12px rgba(43, 26, 18, 0.18)"
              borderWidth="1px"
              borderColor="orange.100"
            >
              <SanityImage
                image={item.image}
                aspectRatio={4 / 3}
                maxWidth={640}
                sizes="(min-width: 48em) 33vw, 100vw"
              />
              <Box p="6">
                <Heading as="h3" fontSize="2xl" color={brand.ink}>
                  {item.title}
                </Heading>
                <Text mt="2" color={brand.inkMuted}>
                  {item.description}
                </Text>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Section>
  );
}
