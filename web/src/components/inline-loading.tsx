import { Box, Spinner, Text } from "@chakra-ui/react";

/** A small spinner and its label, announced as a status (an embed still loading). */
export function InlineLoading({ label }: { label: string }) {
  return (
    <Box role="status" display="flex" alignItems="center" gap="3" color="ink.muted">
      <Spinner size="sm" color="accent" aria-hidden="true" />
      <Text>{label}</Text>
    </Box>
  );
}
