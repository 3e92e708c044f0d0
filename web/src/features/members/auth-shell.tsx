import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { brand } from "../../theme";

/** The sign-up and sign-in pages: one card on a warm background, the page's h1 on top. */
export function AuthShell({
  heading,
  subheading,
  children,
}: {
  heading: string;
  subheading: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <Box
      bg={brand.cream}
      bgImage="radial-gradient(circle at 15% 10%, {colors.brand.accentSoft} 0, transparent 45%), radial-gradient(circle at 85% 90%, #fde7d4 0, transparent 40%)"
      py={{ base: "12", md: "20" }}
      px="4"
    >
      <Container maxW="lg" px="0">
        <Box
          bg="white"
          borderRadius="3xl"
          borderWidth="1px"
          borderColor={brand.accentSoft}
          boxShadow="0 24px 60px -24px rgba(124, 45, 18, 0.3)"
          px={{ base: "6", md: "10" }}
          py={{ base: "8", md: "12" }}
        >
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color={brand.ink} textAlign="center">
            {heading}
          </Heading>
          {subheading ? (
            <Text mt="3" color={brand.inkMuted} textAlign="center">
              {subheading}
            </Text>
          ) : null}
          <Box mt="8">{children}</Box>
        </Box>
      </Container>
    </Box>
  );
}
