import { Box, Button, Heading, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { CmsLink } from "../../components/cms-link";
import { CtaPanel } from "../../components/cta-panel";
import { Section } from "../../components/section";
import { intlLocaleOf } from "../../lib/i18n/languages";
import { useAddressLanguage } from "../../lib/i18n/use-lang-param";
import { brand, gridColumns, solidButton } from "../../theme";
import type { SectionProps } from "../types";
import { waitlistCount } from "./waitlist-count";

/**
 * The launch panel: launch date, early-access places and the waitlist counter. The counter
 * depends on the day: it first shows the count of the day the page was rendered,
 * `renderedAt` from the route's loader (in the prerendered HTML: the day it was built, so
 * hydration matches), then today's. A page whose route gives no date (the any-path route)
 * takes the day it is first rendered in the browser.
 */
export default function WaitlistCounterSection({
  section,
  renderedAt,
}: SectionProps<"waitlistCounter">) {
  const numberFormat = new Intl.NumberFormat(intlLocaleOf(useAddressLanguage()));
  const [now, setNow] = useState(() => (renderedAt ? new Date(renderedAt) : new Date()));
  useEffect(() => setNow(new Date()), []);
  const counter = section.waitlistCounter;
  const count = counter ? waitlistCount(counter, now) : undefined;
  const tiles = [
    ...(count !== undefined
      ? [{ key: "waitlist", value: numberFormat.format(count), label: counter?.label }]
      : []),
    ...(typeof section.earlyAccessLimit === "number"
      ? [
          {
            key: "early-access",
            value: numberFormat.format(section.earlyAccessLimit),
            label: section.earlyAccessLabel,
          },
        ]
      : []),
    ...(section.launchDate
      ? [{ key: "launch", value: section.launchDate, label: section.launchLabel }]
      : []),
  ];
  return (
    <Section anchorId={section.anchorId}>
      <CtaPanel py={{ base: "12", md: "16" }}>
        <Heading
          as="h2"
          fontSize={{ base: "3xl", md: "5xl" }}
          color={brand.ink}
          letterSpacing="tight"
        >
          {section.heading}
        </Heading>
        <Text mt="4" fontSize="lg" color={brand.inkMuted} maxW="2xl" mx="auto">
          {section.text}
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
                <Text as="dd" fontSize="3xl" fontWeight="bold" color={brand.accentHover}>
                  {tile.value}
                </Text>
              </Box>
            ))}
          </Box>
        ) : null}
        {section.cta ? (
          <Button asChild size="xl" mt="10" borderRadius="full" px="8" {...solidButton}>
            <CmsLink href={section.cta.href}>{section.cta.label}</CmsLink>
          </Button>
        ) : null}
      </CtaPanel>
    </Section>
  );
}
