import { Box, Spinner, Text } from "@chakra-ui/react";
import { brand } from "../theme";

/** A small spinner and its label, announced as a status (an embed still loading). */
export function InlineLoading({ label }: { label: string }) {
  return (
    <Box role="status" display="flex" alignItems="center" gap="3" color={brand.inkMuted}>
      <Spinner size="sm" color={brand.accent} aria-hidden="true" />
      <Text>{label}</Text>
    </Box>
  );
}
