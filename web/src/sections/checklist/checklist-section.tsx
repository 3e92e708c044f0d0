import { Box, Container } from "@chakra-ui/react";
import { CheckIcon } from "../../components/check-icon";
import { SectionIntro } from "../../components/section-intro";
import { brand } from "../../theme";
import type { SectionOf } from "../types";

/** Points with a tick each: the merchant contact page's benefits. */
export default function ChecklistSection({ section }: { section: SectionOf<"checklist"> }) {
  // The heading's id labels the section; unique on the page.
  const headingId = `${section.anchorId ?? "benefits"}-heading`;
  const heading = section.heading;
  const items = (section.items ?? []).filter((benefit) => benefit.text);
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId} bg={brand.cream} py={{ base: "14", md: "20" }}>
      <Container maxW="4xl">
        <SectionIntro id={headingId} heading={heading} mb="8" />
        <Box
          as="ul"
          listStyleType="none"
          display="grid"
          gap="4"
          gridTemplateColumns={{ base: "1fr", md: "1fr 1fr" }}
        >
          {items.map((benefit) => (
            <Box
              as="li"
              key={benefit._key}
              display="flex"
              alignItems="flex-start"
              gap="3"
              bg="white"
              borderRadius="xl"
              boxShadow="xs"
              px="5"
              py="4"
              fontSize="lg"
              color={brand.ink}
            >
              <CheckIcon />
              {benefit.text}
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
