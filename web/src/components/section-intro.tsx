import { Box, type BoxProps, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { brand } from "../theme";

/**
 * A section's h2 (its `id` is what the section's aria-labelledby names) and an
 * optional line of CMS text under it, left-aligned: the merchant, hotel and shop
 * pages. Pages built from sections centre theirs instead (`SectionHeading`,
 * components/sections/section.tsx).
 */
export function SectionIntro({
  id,
  heading,
  text,
  ...boxProps
}: { id: string; heading: ReactNode; text?: string | null } & Omit<BoxProps, "id">) {
  return (
    <Box {...boxProps}>
      <Heading
        as="h2"
        id={id}
        fontSize={{ base: "3xl", md: "4xl" }}
        lineHeight="1.2"
        color={brand.ink}
      >
        {heading}
      </Heading>
      {text ? (
        <Text mt="3" fontSize="lg" color={brand.inkMuted}>
          {text}
        </Text>
      ) : null}
    </Box>
  );
}
