import { Box, Button, HStack } from "@chakra-ui/react";
import { type LanguageId, SUPPORTED_LANGUAGES } from "../../lib/i18n/languages";

interface LanguageSwitchProps {
  /** The group's accessible name from the CMS, e.g. "Language" / "Lingua". */
  label: string;
  value: LanguageId;
  onChange: (id: LanguageId) => void;
}

/**
 * One toggle button per supported language (schemas/languages.ts), in a named
 * group; the current one is `aria-pressed`. Each button is read as its short
 * label then its own-language name ("IT Italiano"), spoken in that language.
 */
export function LanguageSwitch({ label, value, onChange }: LanguageSwitchProps) {
  return (
    <HStack
      role="group"
      aria-label={label}
      gap="1"
      p="1"
      bg="white"
      borderRadius="full"
      borderWidth="1px"
      borderColor="orange.200"
      boxShadow="xs"
    >
      {SUPPORTED_LANGUAGES.map((language) => {
        const pressed = language.id === value;
        return (
          <Button
            key={language.id}
            type="button"
            size="sm"
            borderRadius="full"
            minW="12"
            aria-pressed={pressed}
            lang={language.htmlLang}
            onClick={() => onChange(language.id)}
            bg={pressed ? "accent" : "transparent"}
            color={pressed ? "white" : "ink"}
            fontWeight="semibold"
            _hover={{ bg: pressed ? "accent.hover" : "orange.50" }}
          >
            {language.shortLabel}
            <Box as="span" srOnly>
              {` ${language.title}`}
            </Box>
          </Button>
        );
      })}
    </HStack>
  );
}
