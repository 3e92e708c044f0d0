import { Box, Button, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { Link, useRouter } from "@tanstack/react-router";
import { CmsLink } from "../../components/cms-link";
import { useLangParam } from "../../lib/i18n/use-lang-param";
import { type NotFoundContent, useRootData } from "../../lib/site/site-data";
import { brand, outlineButton, solidButton } from "../../theme";

/** Last resort only: the 404 copy normally comes from the CMS with the site settings. */
const FALLBACK: NotFoundContent = {
  language: "en",
  eyebrow: "404",
  title: "Page Not Found",
  text: "Sorry, the page you are looking for doesn't exist or has moved.",
  homeLabel: "Go Back Home",
  backLabel: "Go Back",
  linksHeading: "You might be looking for",
  links: [
    { _key: "features", label: "Features", href: "/#features" },
    { _key: "coming-soon", label: "Coming Soon", href: "/#coming-soon" },
    { _key: "signup", label: "Sign Up", href: "/signup" },
  ],
};

/**
 * Any address the site does not know, and city/legal/embed addresses whose
 * document does not exist. Its copy arrives with the root's one request.
 */
export function NotFoundPage() {
  const content = useRootData()?.notFound ?? FALLBACK;
  const router = useRouter();
  const lang = useLangParam();
  const goBack = () => {
    // Arriving here straight from another site or a bookmark: back would leave the site.
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: "/{-$lang}", params: { lang } });
  };
  return (
    <Box bg={brand.cream} py={{ base: "16", md: "24" }}>
      <Container maxW="2xl" textAlign="center">
        {content.eyebrow ? (
          <Text
            fontSize="6xl"
            fontWeight="bold"
            color={brand.accent}
            lineHeight="1"
            aria-hidden="true"
          >
            {content.eyebrow}
          </Text>
        ) : null}
        <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} mt="4" color={brand.ink}>
          {content.title}
        </Heading>
        <Text mt="4" fontSize="lg" color={brand.inkMuted}>
          {content.text}
        </Text>
        <Flex mt="8" gap="3" justify="center" wrap="wrap">
          <Button asChild size="lg" {...solidButton}>
            <Link to="/{-$lang}" params={{ lang }}>
              {content.homeLabel}
            </Link>
          </Button>
          <Button size="lg" {...outlineButton} onClick={goBack}>
            {content.backLabel}
          </Button>
        </Flex>
        {content.links?.length ? (
          <Box as="nav" aria-labelledby="not-found-links" mt="12">
            <Heading as="h2" id="not-found-links" fontSize="md" color={brand.ink}>
              {content.linksHeading}
            </Heading>
            <Flex as="ul" listStyleType="none" mt="3" gap="2" justify="center" wrap="wrap">
              {content.links.map((link) => (
                <li key={link._key}>
                  <Box
                    asChild
                    display="inline-block"
                    px="4"
                    py="2"
                    borderRadius="full"
                    bg="white"
                    borderWidth="1px"
                    borderColor="orange.200"
                    color={brand.accentHover}
                    fontWeight="normal"
                    _hover={{ bg: "orange.50" }}
                  >
                    <CmsLink href={link.href}>{link.label}</CmsLink>
                  </Box>
                </li>
              ))}
            </Flex>
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}
