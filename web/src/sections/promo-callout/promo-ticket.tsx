import { Box, Text } from "@chakra-ui/react";
import { brand } from "../../theme";

interface PromoTicketProps {
  code: string | null | undefined;
  label?: string | null;
  text?: string | null;
}

/** A promo code shown as a ticket: caption, the code itself, what it gives. */
export function PromoTicket({ code, label, text }: PromoTicketProps) {
  if (!code) return null;
  return (
    <Box
      mt="8"
      display="inline-flex"
      flexDirection="column"
      gap="1"
      bg="white"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={brand.accent}
      borderRadius="2xl"
      px="6"
      py="4"
      maxW="xl"
    >
      {label ? (
        <Text
          fontSize="sm"
          fontWeight="bold"
          textTransform="uppercase"
          letterSpacing="wider"
          color={brand.inkMuted}
        >
          {label}
        </Text>
      ) : null}
      <Text
        as="strong"
        fontSize="3xl"
        fontWeight="bold"
        color={brand.accent}
        letterSpacing="widest"
      >
        {code}
      </Text>
      {text ? <Text color={brand.ink}>{text}</Text> : null}
    </Box>
  );
}
