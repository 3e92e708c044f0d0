import { Box } from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { brand } from "../../theme";

export const MAIN_ID = "main";

/**
 * The first thing keyboard users reach: moves focus to the page content.
 * Handled here rather than as a hash navigation so the address stays clean
 * and the router does not treat it as a new page.
 */
export function SkipLink({ label }: { label: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: "start" });
  };
  return (
    <Box
      asChild
      position="fixed"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      borderRadius="md"
      bg="white"
      color={brand.accentHover}
      fontWeight="bold"
      boxShadow="lg"
      transform="translateY(-250%)"
      _focusVisible={{ transform: "none" }}
      _focus={{ transform: "none" }}
    >
      <a href={`#${MAIN_ID}`} onClick={skip}>
        {label}
      </a>
    </Box>
  );
}
