import { Box, Container, Text } from "@chakra-ui/react";
import { FeatureCards, FigureBand } from "../../components/sections/features-section";
import { Section, SectionHeading } from "../../components/sections/section";
import { brand } from "../../theme";
import type { SectionOf } from "./types";

/** Feature cards and figures: the home page's features, without its city row. */
export default function FeatureGridSection({ section }: { section: SectionOf<"featureGrid"> }) {
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
      </Container>
    </Section>
  );
}
