import { Box, Button, Container, Flex } from "@chakra-ui/react";
import { Link, useRouterState } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { useSignedIn } from "../../lib/auth/use-signed-in";
import { WhenNeeded } from "../../lib/hydration/hydrate-when-needed";
import { SUPPORTED_LANGUAGES } from "../../lib/i18n/languages";
import { storeLanguage } from "../../lib/i18n/storage";
import { useLangParam } from "../../lib/i18n/use-lang-param";
import { useLanguageChoice } from "../../lib/i18n/use-language-choice";
import type { SiteSettings } from "../../lib/site/site-data";
import { brand, HEADER_HEIGHT, outlineButton, solidButton } from "../../theme";
import { CmsLink } from "../cms-link";
import { LanguageSwitchLoader } from "./load-language-switch";
import { useScrolled } from "./use-scrolled";

/** The header turns solid once the page is scrolled past this many pixels. */
const SOLID_AFTER_PX = 20;

const navLinkStyle = {
  px: "3",
  py: "2",
  borderRadius: "md",
  fontWeight: "normal",
  color: brand.ink,
  _hover: { bg: brand.accentSoft, color: brand.accentHover },
} as const;

function AuthButtons({
  settings,
  onNavigate,
}: {
  settings: SiteSettings;
  onNavigate?: () => void;
}) {
  const lang = useLangParam();
  const buttons = useSignedIn()
    ? [{ to: "/{-$lang}/dashboard", label: settings.dashboardLabel, style: solidButton } as const]
    : ([
        { to: "/{-$lang}/signin", label: settings.signInLabel, style: outlineButton },
        { to: "/{-$lang}/signup", label: settings.signUpLabel, style: solidButton },
      ] as const);
  return buttons.map(({ to, label, style }) => (
    <Button key={to} asChild size="sm" {...style}>
      <Link to={to} params={{ lang }} onClick={onNavigate}>
        {label}
      </Link>
    </Button>
  ));
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/**
 * A language link followed before the switch has hydrated (it hydrates at the first
 * interaction: a first tap on it can come first) is a plain link: here, as it is followed, it
 * keeps the address's query as the hydrated switch does (a card's `?ref=` on /mt25), and the
 * choice is remembered at once, as the switch's own click does. On `window`, in the capture
 * phase: React stops the propagation of a click aimed at a part it has not hydrated.
 */
function usePlainLanguageLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("header a[hreflang]");
      if (!(link instanceof HTMLAnchorElement)) return;
      if (!link.search) link.search = window.location.search;
      const chosen = SUPPORTED_LANGUAGES.find((language) => language.htmlLang === link.hreflang);
      if (chosen) storeLanguage(chosen.id);
    };
    window.addEventListener("click", onClick, { capture: true });
    return () => window.removeEventListener("click", onClick, { capture: true });
  }, []);
}

/**
 * Logo, section links (Food, Travel, Hotels, About), For Merchants and the
 * account buttons. Transparent over the top of the page, solid once scrolled.
 * Below `lg` the links move into a disclosure menu.
 */
export function SiteHeader({ settings }: { settings: SiteSettings }) {
  const scrolled = useScrolled(SOLID_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  const solid = scrolled || menuOpen;
  const navigation = settings.navigation ?? [];
  const lang = useLangParam();
  // The remembered (or the browser's) language applied on arrival; the switch hydrates later.
  useLanguageChoice();
  usePlainLanguageLinks();

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      data-solid={solid ? "true" : "false"}
      bg={solid ? "white" : "transparent"}
      boxShadow={solid ? "0 2px 16px rgba(43, 26, 18, 0.1)" : "none"}
      transitionProperty="background-color, box-shadow"
      transitionDuration="200ms"
    >
      <Container maxW="7xl">
        <Flex h={HEADER_HEIGHT} align="center" gap="4">
          <Link to="/{-$lang}" params={{ lang }} aria-label={settings.logoLabel}>
            <Flex align="center" gap="2" fontWeight="bold" fontSize="xl" color={brand.ink}>
              {/* The mark's letter is CSS content, not text: the link's name
                  ("Tastemap home") must contain all of its visible text, and
                  a stray "T" would not be in it (WCAG 2.5.3, label in name). */}
              <Box
                as="span"
                aria-hidden="true"
                data-mark={settings.siteName.slice(0, 1)}
                _before={{ content: "attr(data-mark)" }}
                display="inline-grid"
                placeItems="center"
                boxSize="8"
                borderRadius="full"
                bg={brand.accentHover}
                color="white"
                fontSize="md"
              />
              {settings.siteName}
            </Flex>
          </Link>

          <Box as="nav" display={{ base: "none", lg: "flex" }} ml="6" gap="1">
            {navigation.map((link) => (
              <Box key={link._key} asChild {...navLinkStyle}>
                <CmsLink href={link.href}>{link.label}</CmsLink>
              </Box>
            ))}
          </Box>

          <Flex ml="auto" align="center" gap="2" display={{ base: "none", lg: "flex" }}>
            {settings.merchantsLink ? (
              <Box asChild {...navLinkStyle}>
                <CmsLink href={settings.merchantsLink.href}>{settings.merchantsLink.label}</CmsLink>
              </Box>
            ) : null}
            <AuthButtons settings={settings} />
          </Flex>

          <Box ml={{ base: "auto", lg: "0" }}>
            <WhenNeeded part={LanguageSwitchLoader} props={{ label: settings.languageLabel }} />
          </Box>

          <Button
            ref={buttonRef}
            display={{ base: "inline-flex", lg: "none" }}
            variant="ghost"
            color={brand.ink}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? settings.closeMenuLabel : settings.openMenuLabel}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
          </Button>
        </Flex>
      </Container>

      <Box
        id={menuId}
        hidden={!menuOpen}
        display={{ lg: "none" }}
        borderTopWidth="1px"
        borderColor="blackAlpha.100"
        bg="white"
        maxH={`calc(100dvh - ${HEADER_HEIGHT})`}
        overflowY="auto"
      >
        <Container maxW="7xl" py="4">
          <Box as="nav" display="grid" gap="1">
            {navigation.map((link) => (
              <Box key={link._key} asChild {...navLinkStyle}>
                <CmsLink href={link.href} onClick={closeMenu}>
                  {link.label}
                </CmsLink>
              </Box>
            ))}
            {settings.merchantsLink ? (
              <Box asChild {...navLinkStyle}>
                <CmsLink href={settings.merchantsLink.href} onClick={closeMenu}>
                  {settings.merchantsLink.label}
                </CmsLink>
              </Box>
            ) : null}
          </Box>
          <Flex gap="2" mt="4">
            <AuthButtons settings={settings} onNavigate={closeMenu} />
          </Flex>
        </Container>
      </Box>
    </Box>
  );
}
