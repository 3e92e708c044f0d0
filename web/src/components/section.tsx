import { Box, type BoxProps, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { brand, HEADER_HEIGHT } from "../theme";

/**
 * A home-page section that `/#<anchor>` links scroll to. The scroll margin
 * keeps its heading clear of the fixed header.
 */
export function Section({
  anchorId,
  children,
  ...boxProps
}: { anchorId?: string | null } & BoxProps) {
  return (
    <Box
      as="section"
      id={anchorId ?? undefined}
      scrollMarginTop={HEADER_HEIGHT}
      py={{ base: "16", md: "24" }}
      {...boxProps}
    >
      {children}
    </Box>
  );
}

/** Centred h2 with an optional line under it. */
export function SectionHeading({
  id,
  heading,
  subheading,
}: {
  id?: string;
  heading: ReactNode;
  subheading?: string | null;
}) {
  return (
    <Box textAlign="center" maxW="2xl" mx="auto" mb={{ base: "10", md: "14" }}>
      <Heading
        as="h2"
        id={id}
        fontSize={{ base: "3xl", md: "4xl" }}
        lineHeight="1.15"
        color={brand.ink}
        letterSpacing="tight"
      >
        {heading}
      </Heading>
      {subheading ? (
        <Text mt="4" fontSize="lg" color={brand.inkMuted}>
          {subheading}
        </Text>
      ) : null}
    </Box>
  );
}
