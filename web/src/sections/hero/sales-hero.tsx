import { Box, SimpleGrid, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PageHero } from "../../components/page-hero";
import { brand } from "../../theme";

interface HeroContent {
  eyebrow: string | null;
  heading: string;
  subheading: string | null;
  ctaLabel: string | null;
}

interface ClaimContent {
  _key: string;
  value: string;
  label: string;
}

/** What the hero reads from a merchant page's content. */
interface SalesHeroContent {
  hero: HeroContent;
  /** The button goes down to this form's anchor, e.g. #contact; no form, no button. */
  contactForm?: { anchorId: string } | null;
  claims?: ClaimContent[] | null;
}

/** The hero's main button: an accent pill (also a built page's hero buttons). */
export const ctaButton = {
  display: "inline-flex",
  alignItems: "center",
  mt: "8",
  px: "7",
  py: "3.5",
  borderRadius: "full",
  bg: brand.accent,
  color: "white",
  fontWeight: "bold",
  fontSize: "lg",
  boxShadow: "md",
  transition: "background 0.15s",
  _hover: { bg: brand.accentHover },
} as const;

/**
 * The opening block of the merchant and hotel pages: the page hero, a button
 * down to the contact form and the headline figures. (The language switch is
 * the header's, on every translated page.)
 */
export function SalesHero({
  content: { hero, contactForm, claims },
  children,
}: {
  content: SalesHeroContent;
  /** Under the button, in the text column: the offer for card holders, a built page's buttons. */
  children?: ReactNode;
}) {
  const ctaAnchor = contactForm?.anchorId;
  return (
    <PageHero
      headingId="sales-hero-heading"
      eyebrow={hero.eyebrow}
      heading={hero.heading}
      subheading={hero.subheading}
      subheadingMaxW="2xl"
      pt={{ base: "8", md: "12" }}
      pb={{ base: "14", md: "20" }}
      below={claims && claims.length > 0 ? <Claims claims={claims} /> : null}
    >
      {ctaAnchor ? (
        <Box {...ctaButton} asChild>
          <a href={`#${ctaAnchor}`}>{hero.ctaLabel}</a>
        </Box>
      ) : null}
      {children}
    </PageHero>
  );
}

function Claims({ claims }: { claims: ClaimContent[] }) {
  return (
    <SimpleGrid
      as="dl"
      columns={{ base: Math.min(claims.length, 3), md: Math.min(claims.length, 4) }}
      gap={{ base: "2", md: "4" }}
      mt={{ base: "10", md: "14" }}
    >
      {claims.map((claim) => (
        <Box
          key={claim._key}
          bg="white"
          borderRadius="2xl"
          boxShadow="sm"
          borderWidth="1px"
          borderColor="orange.100"
          px={{ base: "3", md: "6" }}
          py={{ base: "4", md: "5" }}
          display="flex"
          flexDirection="column-reverse"
        >
          <Text
            as="dt"
            color={brand.inkMuted}
            fontWeight="normal"
            fontSize={{ base: "sm", md: "md" }}
          >
            {claim.label}
          </Text>
          <Text
            as="dd"
            fontSize={{ base: "2xl", md: "3xl" }}
            fontWeight="bold"
            color={brand.accent}
          >
            {claim.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
