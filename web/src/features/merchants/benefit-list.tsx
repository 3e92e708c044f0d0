import { Box, Container, Heading } from "@chakra-ui/react";
import { ACCENT, CREAM, INK } from "../../components/layout/brand";

interface BenefitListProps {
  heading: string;
  benefits: { _key: string; text: string }[] | null | undefined;
}

/** The merchant benefits as a checklist. */
export function BenefitList({ heading, benefits }: BenefitListProps) {
  const items = (benefits ?? []).filter((benefit) => benefit.text);
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="benefits-heading" bg={CREAM} py={{ base: "14", md: "20" }}>
      <Container maxW="4xl">
        <Heading
          as="h2"
          id="benefits-heading"
          fontSize={{ base: "3xl", md: "4xl" }}
          lineHeight="1.2"
          color={INK}
          mb="8"
        >
          {heading}
        </Heading>
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
              color={INK}
            >
              <Box asChild color={ACCENT} boxSize="6" flexShrink={0} mt="0.5">
                <svg
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </Box>
              {benefit.text}
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
