import { Box, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { CmsLink } from "../../components/cms-link";
import { ConsentGate } from "../../components/consent/consent-gate";
import { SectionIntro } from "../../components/section-intro";
import { VisuallyHidden } from "../../components/visually-hidden";
import { useFrameAfterFirstPaint } from "../../lib/paint/frame-after-first-paint";
import { safeFrameSrc } from "../../lib/safe-url";
import { brand } from "../../theme";
import type { SectionOf } from "../types";

/**
 * The MT25 page's demos: live pages (a menu, an event order page, an amenity request page) inside CSS
 * phone frames. The iframes load lazily, after this page's first paint
 * (lib/paint/frame-after-first-paint.ts) once embedded content is allowed (a placeholder until
 * then: ConsentGate), and sandboxed; a URL that is not a
 * safe http(s) address shows the description without a frame or link.
 */
export default function PhoneDemosSection({ section }: { section: SectionOf<"phoneDemos"> }) {
  const { heading, text, openLabel } = section;
  const items = section.demos ?? [];
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="demos-heading" bg="white" py={{ base: "14", md: "20" }}>
      <Container maxW="6xl">
        <SectionIntro id="demos-heading" heading={heading} text={text} maxW="2xl" mb="12" />
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, md: 3 }}
          gap={{ base: "12", md: "8" }}
        >
          {items.map((demo) => (
            <PhoneDemo key={demo._key} demo={demo} openLabel={openLabel} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function PhoneDemo({
  demo,
  openLabel,
}: {
  demo: NonNullable<SectionOf<"phoneDemos">["demos"]>[number];
  openLabel: string;
}) {
  const url = safeFrameSrc(demo.url);
  const frame = useFrameAfterFirstPaint(
    url ?? "",
    "allow-scripts allow-same-origin allow-forms allow-popups",
  );
  return (
    <Box as="li" display="flex" flexDirection="column" alignItems="center" textAlign="center">
      <Box
        data-phone-frame=""
        position="relative"
        width="100%"
        maxW="280px"
        aspectRatio={9 / 19}
        bg="#1c1410"
        borderRadius="44px"
        p="3"
        boxShadow="0 24px 48px -12px rgba(67, 32, 12, 0.35)"
        _before={{
          content: '""',
          position: "absolute",
          top: "18px",
          left: "50%",
          transform: "translateX(-50%)",
          width: "72px",
          height: "18px",
          borderRadius: "full",
          bg: "#1c1410",
          zIndex: 1,
        }}
      >
        <Box width="100%" height="100%" borderRadius="34px" overflow="hidden" bg="orange.50">
          {url ? (
            <ConsentGate category="embeds" src={url} name={demo.title} fill>
              <iframe
                {...frame}
                title={demo.title}
                loading="lazy"
                referrerPolicy="strict-origin-when-cross-origin"
                style={{ width: "100%", height: "100%", border: 0, display: "block" }}
              />
            </ConsentGate>
          ) : null}
        </Box>
      </Box>
      <Heading as="h3" fontSize="xl" color={brand.ink} mt="6">
        {demo.title}
      </Heading>
      <Text mt="2" color={brand.inkMuted} maxW="xs">
        {demo.description}
      </Text>
      {url ? (
        <Box
          mt="3"
          color={brand.accent}
          fontWeight="bold"
          textDecoration="underline"
          textUnderlineOffset="3px"
          asChild
        >
          <CmsLink href={url}>
            {openLabel}
            <VisuallyHidden>{`: ${demo.title}`}</VisuallyHidden>
          </CmsLink>
        </Box>
      ) : null}
    </Box>
  );
}
