import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { WhenNeeded } from "../../lib/hydration/hydrate-when-needed";
import { DEFAULT_LANGUAGE, intlLocaleOf, isLanguageId } from "../../lib/i18n/languages";
import type { LEGAL_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { brand } from "../../theme";
import { formatLegalDate } from "./format-date";
import { LegalBodyPart } from "./load-legal-body";

type LegalContent = NonNullable<LEGAL_PAGE_QUERY_RESULT>;

/** Terms of Service, Privacy Policy and any other legal page; `after` follows its text. */
export function LegalPage({ page, after }: { page: LegalContent; after?: ReactNode }) {
  // In the language of the text shown (English on a page not translated yet).
  const updated = formatLegalDate(
    page.lastUpdated,
    intlLocaleOf(isLanguageId(page.language) ? page.language : DEFAULT_LANGUAGE),
  );
  return (
    <>
      <Box
        bg={brand.cream}
        py={{ base: "12", md: "16" }}
        borderBottomWidth="1px"
        borderColor="orange.100"
      >
        <Container maxW="3xl">
          <Heading
            as="h1"
            fontSize={{ base: "3xl", md: "5xl" }}
            color={brand.ink}
            letterSpacing="tight"
          >
            {page.title}
          </Heading>
          {updated ? (
            <Text mt="3" color={brand.inkMuted}>
              {page.lastUpdatedLabel ? `${page.lastUpdatedLabel}: ` : null}
              <time dateTime={page.lastUpdated}>{updated}</time>
            </Text>
          ) : null}
        </Container>
      </Box>
      <Container maxW="3xl" py={{ base: "10", md: "14" }}>
        <Box as="article" fontSize="lg">
          {/* Hydrated at the visitor's first interaction (load-legal-body.ts). */}
          {page.body ? <WhenNeeded part={LegalBodyPart} props={{ value: page.body }} /> : null}
        </Box>
        {after}
      </Container>
    </>
  );
}
