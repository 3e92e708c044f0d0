import { Box, Button, Container, Heading, Text } from "@chakra-ui/react";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { FALLBACK, useSiteSettings } from "../lib/site/site-data";
import { solidButton } from "../theme";

/**
 * A route's content could not be loaded (lake down, bad query, network). The
 * copy comes from site settings when the root loaded them; the hard-coded text
 * is the last-resort fallback for when the CMS itself is what failed.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const settings = useSiteSettings();
  // Logged, and reported once per page view (lib/errors, ADR 0059): the router caught it, so
  // it never reaches window's error listeners.
  if (import.meta.env.SSR) console.error(error);
  else window.__tmErr?.(error);
  const retry = async () => {
    reset();
    await router.invalidate();
  };
  return (
    <Container maxW="2xl" py="24" textAlign="center">
      <Box role="alert">
        <Heading as="h1" size="2xl" mb="4">
          {settings?.errorHeading || FALLBACK.errorHeading}
        </Heading>
        <Text mb="8" color="fg.muted">
          {settings?.errorText || FALLBACK.errorText}
        </Text>
      </Box>
      <Button {...solidButton} onClick={retry}>
        {settings?.retryLabel || FALLBACK.retry}
      </Button>
    </Container>
  );
}
