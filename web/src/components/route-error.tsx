import { Box, Button, Container, Heading, Text } from "@chakra-ui/react";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";

/**
 * A route's content could not be loaded (lake down, bad query, network). The
 * copy here is the last-resort fallback: the CMS itself may be what failed.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  console.error(error);
  const retry = async () => {
    reset();
    await router.invalidate();
  };
  return (
    <Container maxW="2xl" py="24" textAlign="center">
      <Box role="alert">
        <Heading as="h1" size="2xl" mb="4">
          This page could not be loaded
        </Heading>
        <Text mb="8" color="fg.muted">
          Something went wrong while fetching its content. Check your connection and try again.
        </Text>
      </Box>
      <Button colorPalette="orange" onClick={retry}>
        Try again
      </Button>
    </Container>
  );
}
