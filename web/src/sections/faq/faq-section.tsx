import { Box, Container, Text } from "@chakra-ui/react";
import { SectionIntro } from "../../components/section-intro";
import { brand } from "../../theme";
import type { SectionOf } from "../types";

/**
 * Questions that open their answers: native <details>, so it works before
 * hydration, with the keyboard and without JavaScript.
 */
export default function FaqSection({ section }: { section: SectionOf<"faq"> }) {
  const headingId = `faq-${section._key}`;
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: "14", md: "20" }} bg="white">
      <Container maxW="3xl">
        <SectionIntro id={headingId} heading={section.heading} mb="8" />
        <Box display="grid" gap="3">
          {(section.items ?? []).map((item) => (
            <Box
              as="details"
              key={item._key}
              borderWidth="1px"
              borderColor="orange.100"
              borderRadius="xl"
              px="5"
              py="4"
              bg={brand.cream}
            >
              <Box
                as="summary"
                cursor="pointer"
                fontWeight="bold"
                fontSize="lg"
                color={brand.ink}
                _focusVisible={{ outline: "2px solid", outlineColor: brand.accent }}
              >
                {item.question}
              </Box>
              <Text mt="3" color={brand.inkMuted}>
                {item.answer}
              </Text>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
