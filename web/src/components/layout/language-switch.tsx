import { Box, Container, HStack, Text } from "@chakra-ui/react";
import { Link, useHydrated } from "@tanstack/react-router";
import { defaultLanguageDoor } from "../../lib/i18n/language-path";
import { languageSwitchTarget } from "../../lib/i18n/language-switch-target";
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from "../../lib/i18n/languages";
import { storeLanguage } from "../../lib/i18n/storage";
import { useRouteLanguage } from "../../lib/i18n/use-language-choice";
import { brand } from "../../theme";
import { VisuallyHidden } from "../visually-hidden";

interface LanguageSwitchProps {
  /** The navigation's accessible name from the CMS, e.g. "Language" / "Lingua". */
  label: string;
}

const pill = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minW: "12",
  h: "9",
  px: "3",
  borderRadius: "full",
  fontSize: "sm",
  fontWeight: "bold",
} as const;

/**
 * One entry per supported language (schemas/languages.ts), in a named navigation: the
 * page's own language as plain text (`aria-current`), every other one as a link to this
 * page in that language (languageSwitchTarget), with `hreflang` and `lang`. A real link,
 * so it works before hydration and with JavaScript off; once hydrated the router follows
 * it without loading a document, and the click remembers the choice. A language the page
 * has no version in is not offered. Until hydrated, the link to the default language goes
 * through the static host's door (`/en/terms`, defaultLanguageDoor): followed without a
 * script, it is the only way to tell a host that answers `/terms` by Accept-Language that
 * the visitor chose English. Each entry is read as its short label then its
 * own-language name ("IT Italiano"), spoken in that language.
 */
export default function LanguageSwitch({ label }: LanguageSwitchProps) {
  const { language: current, routePath, paths } = useRouteLanguage();
  // The prerendered HTML cannot know the address's query string: the links keep it (a
  // card's ?ref= on /mt25) only once hydrated, so the first render matches the HTML.
  const hydrated = useHydrated();
  const entries = SUPPORTED_LANGUAGES.flatMap((language): SwitchEntry[] => {
    if (language.id === current) return [{ language, target: undefined }];
    const target = languageSwitchTarget(routePath, language.id, paths);
    if (!target) return [];
    return [
      {
        language,
        target:
          language.id === DEFAULT_LANGUAGE && !hydrated ? defaultLanguageDoor(target) : target,
      },
    ];
  });
  if (entries.length < 2) return null;
  return (
    <HStack
      as="nav"
      aria-label={label}
      // Hydrated (it hydrates at the first interaction, load-language-switch.ts): the e2e
      // responsiveness test taps it only then.
      data-hydrated={hydrated ? "" : undefined}
      gap="1"
      p="1"
      bg="white"
      borderRadius="full"
      borderWidth="1px"
      borderColor="orange.200"
      boxShadow="xs"
    >
      {entries.map(({ language, target }) =>
        target ? (
          <Box
            key={language.id}
            asChild
            {...pill}
            color={brand.ink}
            _hover={{ bg: "orange.50" }}
            _focusVisible={{ outline: "2px solid", outlineColor: brand.accent }}
          >
            <Link
              to={target}
              search={hydrated ? true : () => ({})}
              resetScroll={false}
              hrefLang={language.htmlLang}
              lang={language.htmlLang}
              onClick={() => storeLanguage(language.id)}
            >
              <LanguageName language={language} />
            </Link>
          </Box>
        ) : (
          <Box
            key={language.id}
            as="span"
            {...pill}
            aria-current="true"
            lang={language.htmlLang}
            bg={brand.accent}
            color="white"
          >
            <LanguageName language={language} />
          </Box>
        ),
      )}
    </HStack>
  );
}

/** A language the switch shows: `target` is where its link goes; none for the page's own. */
interface SwitchEntry {
  language: SupportedLanguage;
  target: string | undefined;
}

function LanguageName({ language }: { language: SupportedLanguage }) {
  return (
    <>
      {language.shortLabel}
      <VisuallyHidden>{` ${language.title}`}</VisuallyHidden>
    </>
  );
}

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
