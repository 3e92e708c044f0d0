import { Box, type BoxProps, Container } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * The warm, rounded panel a page section builds up to a call to action in (the
 * home page's launch section, a city guide's sign-up), centred in a 5xl column.
 * Its vertical padding is the page's.
 */
export function CtaPanel({ py, children }: { py: BoxProps["py"]; children: ReactNode }) {
  return (
    <Container maxW="5xl">
      <Box
        textAlign="center"
        borderRadius="3xl"
        px={{ base: "6", md: "12" }}
        py={py}
        bgGradient="to-br"
        gradientFrom="orange.50"
        gradientTo="orange.100"
        borderWidth="1px"
        borderColor="orange.200"
      >
        {children}
      </Box>
    </Container>
  );
}
