import { Box } from "@chakra-ui/react";
import { CmsLink } from "../../components/cms-link";
import { SanityImage } from "../../components/sanity-image";
import type { SectionProps } from "../types";
import { HomeHero } from "./home-hero";
import { ctaButton, SalesHero } from "./sales-hero";

/**
 * A page's opening section. The “beside” layout is the home page's hero: text and
 * buttons with the image beside them on wide screens (home-hero.tsx).
 * Otherwise the merchant pages' hero, with the page's own buttons (the first an accent
 * pill, the others outlined), the offer the renderer gives it (a promo code and its small
 * print, a chunk of its own) and its image under them.
 */
export default function HeroSection({ section, offer }: SectionProps<"hero">) {
  if (section.layout === "beside") return <HomeHero hero={section}>{offer}</HomeHero>;
  const ctas = (section.ctas ?? []).filter((cta) => cta.href && cta.label);
  return (
    <SalesHero
      content={{
        hero: { ...section, ctaLabel: null },
        claims: section.claims,
      }}
    >
      {ctas.map((cta, index) => (
        <Box
          key={cta._key}
          {...ctaButton}
          {...(index > 0
            ? { bg: "white", color: "orange.800", boxShadow: "xs", _hover: { bg: "orange.50" } }
            : {})}
          me={index < ctas.length - 1 ? "3" : undefined}
          asChild
        >
          {/* A section of this page (#contact) is a plain anchor, as on the merchant pages. */}
          {cta.href?.startsWith("#") ? (
            <a href={cta.href}>{cta.label}</a>
          ) : (
            <CmsLink href={cta.href}>{cta.label}</CmsLink>
          )}
        </Box>
      ))}
      {offer}
      {section.image?.asset ? (
        <SanityImage
          image={section.image}
          aspectRatio={16 / 9}
          maxWidth={1200}
          sizes="(min-width: 48em) 48rem, 100vw"
          priority
          mt="10"
          borderRadius="3xl"
          boxShadow="0 24px 60px -20px rgba(146, 49, 10, 0.35)"
        />
      ) : null}
    </SalesHero>
  );
}
