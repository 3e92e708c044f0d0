import { Box, Container } from "@chakra-ui/react";
import { CheckIcon } from "../../components/check-icon";
import { SectionIntro } from "../../components/section-intro";
import { brand } from "../../theme";

interface BenefitListProps {
  heading: string;
  benefits: { _key: string; text: string }[] | null | undefined;
}

/** The merchant benefits as a checklist. */
export function BenefitList({ heading, benefits }: BenefitListProps) {
  const items = (benefits ?? []).filter((benefit) => benefit.text);
  if (items.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="benefits-heading"
      bg={brand.cream}
      py={{ base: "14", md: "20" }}
    >
      <Container maxW="4xl">
        <SectionIntro id="benefits-heading" heading={heading} mb="8" />
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
