import { Box, Container, Text } from "@chakra-ui/react";
import { NewTabHint } from "../../components/new-tab-hint";
import { isExternal, safeHref } from "../../lib/safe-url";
import { brand } from "../../theme";
import type { SectionOf } from "../types";

/**
 * "Already a partner? Merchant Login": the merchant dashboard lives outside
 * this site (/merchants/login is served elsewhere), so it opens in a new tab
 * without giving that page a handle on this one.
 */
export default function SignInLinkSection({ section }: { section: SectionOf<"signInLink"> }) {
  const href = safeHref(section.href, { allowRelative: true });
  return (
    <Box as="section" aria-label={section.label} bg="white" py="12">
      <Container
        maxW="3xl"
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        justifyContent="center"
        gap="4"
      >
        {section.text ? (
          <Text fontSize="lg" color={brand.ink}>
            {section.text}
          </Text>
        ) : null}
        {href ? (
          <Box
            display="inline-flex"
            alignItems="center"
            gap="2"
            px="6"
            py="3"
            borderRadius="full"
            borderWidth="2px"
            borderColor={brand.accent}
            color={brand.accent}
            fontWeight="bold"
            _hover={{ bg: "orange.50" }}
            asChild
          >
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              data-external={isExternal(href) ? "" : undefined}
            >
              {section.label}
              <Box asChild boxSize="4">
                <svg
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </Box>
              <NewTabHint />
            </a>
          </Box>
        ) : (
          <Text fontWeight="bold" color={brand.ink}>
            {section.label}
          </Text>
        )}
      </Container>
    </Box>
  );
}
