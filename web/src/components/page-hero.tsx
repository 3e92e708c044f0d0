import { Box, type BoxProps, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { brand } from "../theme";

interface PageHeroProps extends Pick<BoxProps, "pt" | "pb"> {
  /** The h1's id, which names the section. */
  headingId: string;
  eyebrow?: string | null;
  /** The merchant pages' eyebrow matches their accent button; the shop's is darker. */
  eyebrowColor?: typeof brand.accent | typeof brand.accentHover;
  heading: ReactNode;
  subheading: ReactNode;
  /** A narrower subheading than the text column's 3xl. */
  subheadingMaxW?: BoxProps["maxW"];
  /** Above the text, full width (the merchant pages' language switch). */
  above?: ReactNode;
  /** Under the subheading, in the text column (a call to action, a promo code). */
  children?: ReactNode;
  /** Under the text column, full width (headline figures). */
  below?: ReactNode;
}

/**
 * The opening block of the merchant, hotel and shop pages: a warm gradient,
 * the page's only h1 with its eyebrow and subheading. Rendered at full
 * opacity from the first paint (it is the LCP). Its vertical padding is the
 * page's (`pt`, `pb`).
 */
export function PageHero({
  headingId,
  eyebrow,
  eyebrowColor = brand.accent,
  heading,
  subheading,
  subheadingMaxW,
  above,
  children,
  below,
  pt,
  pb,
}: PageHeroProps) {
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bgGradient="to-b"
      gradientFrom="orange.100"
      gradientTo={brand.cream}
      pt={pt}
      pb={pb}
    >
      <Container maxW="6xl">
        {above}
        <Box maxW="3xl">
          {eyebrow ? (
            <Text
              color={eyebrowColor}
              fontWeight="bold"
              textTransform="uppercase"
              letterSpacing="wider"
              fontSize="sm"
              mb="3"
            >
              {eyebrow}
            </Text>
          ) : null}
          <Heading
            as="h1"
            id={headingId}
            fontSize={{ base: "4xl", md: "6xl" }}
            lineHeight="1.05"
            letterSpacing="tight"
            color={brand.ink}
          >
            {heading}
          </Heading>
          <Text
            mt="5"
            fontSize={{ base: "lg", md: "xl" }}
            color={brand.inkMuted}
            maxW={subheadingMaxW}
          >
            {subheading}
          </Text>
          {children}
        </Box>
        {below}
      </Container>
    </Box>
  );
}
