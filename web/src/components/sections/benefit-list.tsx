import { Box, Container } from "@chakra-ui/react";
import { brand } from "../../theme";
import { CheckIcon } from "../check-icon";
import { SectionIntro } from "../section-intro";

interface BenefitListProps {
  /** The heading's id, which labels the section; unique on the page. */
  headingId?: string;
  heading: string;
  benefits: { _key: string; text: string }[] | null | undefined;
}

/** Points with a tick each: the merchant benefits (and a checklist section). */
export function BenefitList({
  headingId = "benefits-heading",
  heading,
  benefits,
}: BenefitListProps) {
  const items = (benefits ?? []).filter((benefit) => benefit.text);
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
