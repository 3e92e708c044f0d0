import { Box, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { Link, useHydrated } from "@tanstack/react-router";
import { useState } from "react";
import { useLangParam } from "../../lib/i18n/use-lang-param";
import { safeHref } from "../../lib/safe-url";
import type { SiteSettings } from "../../lib/site/site-data";
import { brand, gridColumns } from "../../theme";
import { CmsLink } from "../cms-link";
import { ConsentHost } from "./consent-host";

const FOOTER_TEXT = "#f3e8e0"; // 14:1 on ink
const FOOTER_MUTED = "#d6c3b6"; // 9:1 on ink

const footerLinkStyle = {
  color: FOOTER_TEXT,
  textDecoration: "none",
  _hover: { color: "white", textDecoration: "underline" },
} as const;

/** Footer columns, social profiles, the copyright line and the cookie settings, from site settings. */
export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const year = new Date().getFullYear();
  // Its links are plain page loads until its code arrives (at the first interaction); the mark
  // says when they have become router links (the e2e tests wait on it, as on the switch's).
  const hydrated = useHydrated();
  // Presses of "Cookie settings", handed to the consent host (which opens the settings).
  const [settingsRequests, setSettingsRequests] = useState(0);
  const social = (settings.socialLinks ?? []).flatMap((link) => {
    const href = safeHref(link.url);
    return href ? [{ ...link, href }] : [];
  });
  return (
    <Box
      as="footer"
      bg={brand.ink}
      color={FOOTER_TEXT}
      pt="16"
      pb="10"
      mt="auto"
      data-hydrated={hydrated ? "" : undefined}
    >
      <Container maxW="7xl">
        <Box display="grid" gridTemplateColumns={gridColumns({ base: 1, md: 2, lg: 4 })} gap="10">
          <Box>
            <Link to="/{-$lang}" params={{ lang: useLangParam() }} aria-label={settings.logoLabel}>
              <Text as="span" fontWeight="bold" fontSize="2xl" color="white">
                {settings.siteName}
              </Text>
            </Link>
            <Text mt="3" color={FOOTER_MUTED} maxW="xs">
              {settings.tagline}
            </Text>
            {social.length > 0 ? (
              <Flex as="ul" listStyleType="none" gap="2" mt="6" wrap="wrap">
                {social.map((link) => (
                  <li key={link._key}>
                    <Box
                      asChild
                      display="inline-block"
                      px="3"
                      py="1.5"
                      borderRadius="full"
                      borderWidth="1px"
                      borderColor="whiteAlpha.400"
                      fontSize="sm"
                      {...footerLinkStyle}
                    >
                      <CmsLink href={link.href}>{link.label}</CmsLink>
                    </Box>
                  </li>
                ))}
              </Flex>
            ) : null}
          </Box>
          {(settings.footerColumns ?? []).map((column) => (
            <Box key={column._key}>
              <Heading
                as="h2"
                fontSize="sm"
                textTransform="uppercase"
                letterSpacing="wider"
                color="white"
                mb="4"
              >
                {column.title}
              </Heading>
              <Box as="ul" listStyleType="none" display="grid" gap="2">
                {(column.links ?? []).map((link) => (
                  <li key={link._key}>
                    <Box asChild {...footerLinkStyle}>
                      <CmsLink href={link.href}>{link.label}</CmsLink>
                    </Box>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Flex
          mt="12"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          fontSize="sm"
          color={FOOTER_MUTED}
          gap="4"
          wrap="wrap"
          justify="space-between"
        >
          <Text>
            © {year} {settings.siteName}. {settings.copyright}
          </Text>
          {settings.consent ? (
            // On every page, whatever it loads: the choice can be changed at any time. A
            // button, so a tap before the footer hydrates is held and given back (ADR 0046).
            <Box
              asChild
              {...footerLinkStyle}
              textDecoration="underline"
              textUnderlineOffset="3px"
              cursor="pointer"
            >
              <button
                type="button"
                data-consent-settings-link=""
                onClick={() => setSettingsRequests((count) => count + 1)}
              >
                {settings.consent.footerLinkLabel}
              </button>
            </Box>
          ) : null}
        </Flex>
      </Container>
      {/* The banner and settings overlay the page (fixed): here, they load with the footer. */}
      <ConsentHost settings={settings} settingsRequests={settingsRequests} />
    </Box>
  );
}
