import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { WhenNeeded } from "../../lib/hydration/hydrate-when-needed";
import { brand } from "../../theme";
import type { LegalPageData } from "./legal-page-loader";
import { LegalBodyPart } from "./load-legal-body";

/** Terms of Service, Privacy Policy and any other legal page; `after` follows its text. */
export function LegalPage({ page, after }: { page: LegalPageData; after?: ReactNode }) {
  const updated = page.lastUpdatedText;
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
