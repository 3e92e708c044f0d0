import { Box, Button, Heading, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { intlLocaleOf } from "../../lib/i18n/languages";
import { useAddressLanguage } from "../../lib/i18n/use-lang-param";
import { brand, gridColumns, solidButton } from "../../theme";
import { CmsLink } from "../cms-link";
import { CtaPanel } from "../cta-panel";
import { Section } from "./section";
import { waitlistCount } from "./waitlist-count";

/** The launch panel's copy: the home page's `comingSoon`, or a built page's waitlist counter. */
export interface ComingSoonContent {
  anchorId: string | null;
  heading: string;
  text: string | null;
  launchLabel: string | null;
  launchDate: string | null;
  earlyAccessLimit: number | null;
  earlyAccessLabel: string | null;
  waitlistCounter: {
    label: string;
    base: number;
    perDay: number;
    targetDate: string;
    minimum: number;
  } | null;
  cta: { label: string | null; href: string | null } | null;
}

/**
 * Launch date, early-access places and the waitlist counter. The counter
 * depends on the day: it first shows the count of the day the page was
 * rendered (so hydration matches the HTML), then today's.
 */
export function ComingSoonSection({
  comingSoon,
  renderedAt,
}: {
  comingSoon: ComingSoonContent;
  renderedAt: string;
}) {
  const numberFormat = new Intl.NumberFormat(intlLocaleOf(useAddressLanguage()));
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => setNow(new Date()), []);
  const counter = comingSoon.waitlistCounter;
  const count = counter ? waitlistCount(counter, now) : undefined;
  const tiles = [
    ...(count !== undefined
      ? [{ key: "waitlist", value: numberFormat.format(count), label: counter?.label }]
      : []),
    ...(typeof comingSoon.earlyAccessLimit === "number"
      ? [
          {
            key: "early-access",
            value: numberFormat.format(comingSoon.earlyAccessLimit),
            label: comingSoon.earlyAccessLabel,
          },
        ]
      : []),
    ...(comingSoon.launchDate
      ? [{ key: "launch", value: comingSoon.launchDate, label: comingSoon.launchLabel }]
      : []),
  ];
  return (
    <Section anchorId={comingSoon.anchorId}>
      <CtaPanel py={{ base: "12", md: "16" }}>
        <Heading
          as="h2"
          fontSize={{ base: "3xl", md: "5xl" }}
          color={brand.ink}
          letterSpacing="tight"
        >
          {comingSoon.heading}
        </Heading>
        <Text mt="4" fontSize="lg" color={brand.inkMuted} maxW="2xl" mx="auto">
          {comingSoon.text}
        </Text>
        {tiles.length > 0 ? (
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns={gridColumns({ base: 1, md: tiles.length })}
            gap="4"
            mt="10"
          >
            {tiles.map((tile) => (
              <Box
                key={tile.key}
                data-tile={tile.key}
                display="flex"
                flexDirection="column-reverse"
                justifyContent="flex-end"
                bg="white"
                borderRadius="2xl"
                p="6"
                boxShadow="0 8px 24px -12px rgba(43, 26, 18, 0.2)"
              >
                <Text as="dt" mt="1" color={brand.inkMuted}>
                  {tile.label}
                </Text>
                <Text as="dd" fontSize="3xl" fontWeight="extrabold" color={brand.accentHover}>
                  {tile.value}
                </Text>
              </Box>
            ))}
          </Box>
        ) : null}
        {comingSoon.cta ? (
          <Button asChild size="xl" mt="10" borderRadius="full" px="8" {...solidButton}>
            <CmsLink href={comingSoon.cta.href}>{comingSoon.cta.label}</CmsLink>
          </Button>
        ) : null}
      </CtaPanel>
    </Section>
  );
}
