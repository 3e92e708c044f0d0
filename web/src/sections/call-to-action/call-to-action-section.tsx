import { Button, Heading, Text } from "@chakra-ui/react";
import { CmsLink } from "../../components/cms-link";
import { CtaPanel } from "../../components/cta-panel";
import { Section } from "../../components/section";
import { brand, solidButton } from "../../theme";
import type { SectionOf } from "../types";

/** A heading, a sentence and one button in the warm panel (the launch panel's look). */
export default function CallToActionSection({ section }: { section: SectionOf<"callToAction"> }) {
  return (
    <Section anchorId={section.anchorId}>
      <CtaPanel py={{ base: "12", md: "16" }}>
        <Heading
          as="h2"
          fontSize={{ base: "3xl", md: "4xl" }}
          color={brand.ink}
          letterSpacing="tight"
        >
          {section.heading}
        </Heading>
        {section.text ? (
          <Text mt="4" fontSize="lg" color={brand.inkMuted} maxW="2xl" mx="auto">
            {section.text}
          </Text>
        ) : null}
        {section.link?.href ? (
          <Button asChild size="xl" mt="8" borderRadius="full" px="8" {...solidButton}>
            <CmsLink href={section.link.href}>{section.link.label}</CmsLink>
          </Button>
        ) : null}
      </CtaPanel>
    </Section>
  );
}
