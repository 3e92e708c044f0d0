import { Box, type BoxProps } from "@chakra-ui/react";
import { brand } from "../theme";

/**
 * The accent check mark in front of a list item (benefits, product features).
 * Decorative: the item's text says it all, so screen readers skip the icon.
 */
export function CheckIcon({ boxSize = "6" }: { boxSize?: BoxProps["boxSize"] }) {
  return (
    <Box asChild color={brand.accent} boxSize={boxSize} flexShrink={0} mt="0.5">
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
  );
}
