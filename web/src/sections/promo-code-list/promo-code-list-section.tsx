import { Box, Button, Container, SimpleGrid, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { SectionIntro } from "../../components/section-intro";
import { brand } from "../../theme";
import type { SectionOf } from "../types";

type PromoCode = NonNullable<NonNullable<SectionOf<"promoCodeList">["codes"]>[number]>;

/**
 * The promo codes a page advertises as dashed tickets, each with a button that copies it
 * (the sticker shop's).
 */
export default function PromoCodeListSection({ section }: { section: SectionOf<"promoCodeList"> }) {
  const { heading, text, copyLabel, copiedLabel } = section;
  // The h2's id, which names the section.
  const headingId = `promo-${section._key}`;
  const codes = (section.codes ?? []).filter((promo): promo is PromoCode & { code: string } =>
    Boolean(promo?.code),
  );
  const [copied, setCopied] = useState<string | undefined>();

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(undefined), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  if (codes.length === 0) return null;

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(code);
    } catch {
      // Clipboard refused (permissions, insecure context): the code stays visible to copy by hand.
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg={brand.accentSoft}
      py={{ base: "14", md: "20" }}
    >
      <Container maxW="6xl">
        <SectionIntro id={headingId} heading={heading} text={text} />
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, md: Math.min(codes.length, 3) }}
          gap="5"
          mt="8"
        >
          {codes.map((promo) => (
            <Box
              as="li"
              key={promo._id}
              data-promo-code={promo.code}
              bg="white"
              borderRadius="2xl"
              borderWidth="2px"
              borderStyle="dashed"
              borderColor={brand.accent}
              p="6"
              display="flex"
              flexDirection="column"
              gap="3"
            >
              <Text
                as="strong"
                fontSize="2xl"
                fontWeight="bold"
                color={brand.accentHover}
                letterSpacing="wider"
              >
                {promo.code}
              </Text>
              <Text color={brand.ink} flex="1">
                {promo.description}
              </Text>
              <Button
                type="button"
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                borderRadius="full"
                borderColor={brand.accent}
                color={brand.accentHover}
                onClick={() => void copy(promo.code)}
              >
                {copied === promo.code ? copiedLabel : copyLabel}
                <Box as="span" srOnly>
                  {` ${promo.code}`}
                </Box>
              </Button>
            </Box>
          ))}
        </SimpleGrid>
        <Box role="status" aria-live="polite" srOnly>
          {copied ? `${copiedLabel} ${copied}` : ""}
        </Box>
      </Container>
    </Box>
  );
}
