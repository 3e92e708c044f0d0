import { Box, Button, HStack } from "@chakra-ui/react";
import { SUPPORTED_LANGUAGES } from "../../lib/i18n/languages";
import { useLanguageChoice } from "../../lib/i18n/use-language-choice";
import { brand } from "../../theme";

interface LanguageSwitchProps {
  /** The group's accessible name from the CMS, e.g. "Language" / "Lingua". */
  label: string;
}

/**
 * One toggle button per supported language (schemas/languages.ts), in a named
 * group; the current one is `aria-pressed`. Each button is read as its short
 * label then its own-language name ("IT Italiano"), spoken in that language.
 * Choosing one goes to that language's address and remembers the choice.
 */
export function LanguageSwitch({ label }: LanguageSwitchProps) {
  const { language: value, choose } = useLanguageChoice();
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
            onClick={() => choose(language.id)}
            bg={pressed ? brand.accent : "transparent"}
            color={pressed ? "white" : brand.ink}
            fontWeight="semibold"
            _hover={{ bg: pressed ? brand.accentHover : "orange.50" }}
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
