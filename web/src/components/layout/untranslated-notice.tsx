import { Box, Container, Text } from "@chakra-ui/react";
import { brand } from "../../theme";

/**
 * Above a page that has no version in the address's language yet (decision
 * 0030): the default language's text follows, and this says so in the
 * visitor's language (`lang` of the address; the page below is marked as the
 * default language by the layout).
 */
export function UntranslatedNotice({ text, lang }: { text: string; lang: string }) {
  return (
    <Box
      role="note"
      lang={lang}
      bg={brand.accentSoft}
      borderBottomWidth="1px"
      borderColor="orange.200"
    >
      <Container maxW="7xl" py="3">
        <Text fontSize="sm" color={brand.ink}>
          {text}
        </Text>
      </Container>
    </Box>
  );
}
