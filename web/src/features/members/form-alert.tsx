import { Box, Text } from "@chakra-ui/react";
import { brand } from "../../theme";

export interface FormError {
  title: string;
  /** The reason a person can act on, when the CMS has a sentence for it. */
  detail?: string;
}

/**
 * A form's error, in a live region that is always in the page (a region added
 * together with its text is often not announced).
 */
export function FormAlert({ error, id }: { error: FormError | undefined; id?: string }) {
  return (
    <Box id={id} role="alert" aria-atomic="true">
      {error ? (
        <Box
          bg={brand.errorSoft}
          borderWidth="1px"
          borderColor="#fecaca"
          borderRadius="xl"
          px="4"
          py="3"
          color={brand.error}
        >
          <Text fontWeight="bold">{error.title}</Text>
          {error.detail ? <Text mt="1">{error.detail}</Text> : null}
        </Box>
      ) : null}
    </Box>
  );
}
