import { Box, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { CmsLink } from "../../components/cms-link";
import { ConsentGate } from "../../components/consent/consent-gate";
import { useFrameAfterFirstPaint } from "../../lib/paint/frame-after-first-paint";
import { safeFrameSrc } from "../../lib/safe-url";
import type { EMBED_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { brand, HEADER_HEIGHT } from "../../theme";

type EmbedContent = NonNullable<EMBED_PAGE_QUERY_RESULT>;

/**
 * Height of the strip above the frame: a cross-origin frame cannot tell us it
 * was refused (X-Frame-Options), so the "open in a new tab" link is always there.
 */
const BAR_HEIGHT = "2.75rem";

const FRAME_SANDBOX =
  "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads";

/**
 * Another site shown full-page below the header (QR generator, London fine
 * dining). The frame's page loads once this page has painted
 * (lib/paint/frame-after-first-paint.ts), and only once the visitor allows embedded content
 * (ConsentGate: until then, and in the prerendered HTML, a placeholder). The frame is sandboxed: scripts, forms, downloads and popups work,
 * but it cannot navigate this page. A URL that is not http(s) is never framed.
 */
export function EmbedPage({ page }: { page: EmbedContent }) {
  const src = safeFrameSrc(page.url);
  const frame = useFrameAfterFirstPaint(src ?? "", FRAME_SANDBOX);
  return (
    <Box>
      <Heading as="h1" srOnly>
        {page.title}
      </Heading>
      {src ? (
        <>
          <Flex
            h={BAR_HEIGHT}
            align="center"
            justify="center"
            gap="2"
            px="4"
            bg={brand.cream}
            borderBottomWidth="1px"
            borderColor="orange.100"
            fontSize="sm"
            color={brand.inkMuted}
          >
            <Box asChild color={brand.accentHover} fontWeight="bold" textDecoration="underline">
              <CmsLink href={src}>{page.fallbackLinkLabel}</CmsLink>
            </Box>
          </Flex>
          {/* The frame's box, the same whether it holds the frame or its placeholder. */}
          <Box w="100%" h={`calc(100dvh - ${HEADER_HEIGHT} - ${BAR_HEIGHT})`} minH="30rem" p="0">
            <ConsentGate category="embeds" src={src} name={page.title} fill>
              <iframe
                {...frame}
                title={page.description || page.title}
                allow="clipboard-write; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
                style={{ display: "block", width: "100%", height: "100%", border: 0 }}
              />
            </ConsentGate>
          </Box>
        </>
      ) : (
        <Container maxW="2xl" py="24" textAlign="center">
          <Text role="alert" fontSize="lg" color={brand.ink}>
            {page.fallbackText}
          </Text>
        </Container>
      )}
    </Box>
  );
}
