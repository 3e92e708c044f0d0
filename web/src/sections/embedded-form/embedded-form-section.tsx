import { Box, Container, Text } from "@chakra-ui/react";
import { useCallback } from "react";
import { CmsLink } from "../../components/cms-link";
import { ConsentGate } from "../../components/consent/consent-gate";
import { InlineLoading } from "../../components/inline-loading";
import { SectionIntro } from "../../components/section-intro";
import { useConsent } from "../../lib/consent/consent-store";
import { safeHref } from "../../lib/safe-url";
import { useScript } from "../../lib/use-script";
import { brand } from "../../theme";
import type { SectionOf } from "../types";
import { formContainerAttributes, formProviderFor } from "./form-providers";
import { linkifyEmails } from "./linkify-email";

/**
 * The contact form from the forms provider (the merchant and hotel pages'). Its script is loaded here, when a
 * page that shows a form mounts (never at start-up, never on other pages), and
 * only once per visit. The container the script fills carries the CMS form id
 * (merchant and hotel pages use different forms). Nothing of the provider's loads before the
 * visitor allows embedded content (ConsentGate shows a placeholder). A script that cannot load
 * (offline, blocked) leaves the CMS fallback text with a mailto link instead.
 */
export default function EmbeddedFormSection({ section }: { section: SectionOf<"embeddedForm"> }) {
  const anchorId = section.anchorId ?? "contact";
  // A path is a script this site serves (the seeded stand-in, public/forms/embed.js).
  const scriptUrl = safeHref(section.formEmbedScriptUrl, { allowRelative: true });
  const formId = section.formEmbedId;
  // Loaded by an earlier page, the script scanned that page, not this one.
  const rescan = useCallback(() => {
    if (scriptUrl) formProviderFor(scriptUrl).rescan?.();
  }, [scriptUrl]);
  const allowed = useConsent("embeds") === "granted";
  const status = useScript(scriptUrl, rescan, allowed);

  const provider = scriptUrl ? formProviderFor(scriptUrl) : undefined;
  const directUrl = safeHref(provider?.directUrl?.(formId));
  const headingId = `${anchorId}-heading`;

  return (
    <Box
      as="section"
      id={anchorId}
      aria-labelledby={headingId}
      bg={brand.cream}
      py={{ base: "14", md: "20" }}
      scrollMarginTop="24"
    >
      <Container maxW="3xl">
        <SectionIntro id={headingId} heading={section.heading} text={section.text} />
        <Box
          mt="8"
          bg="white"
          borderRadius="2xl"
          boxShadow="lg"
          borderWidth="1px"
          borderColor="orange.100"
          p={{ base: "5", md: "8" }}
          minH="48"
        >
          {scriptUrl ? (
            <ConsentGate category="embeds" src={scriptUrl} name={section.heading}>
              {status === "loading" ? <InlineLoading label={section.loadingLabel} /> : null}
              {status === "failed" ? (
                <FormFallback section={section} directUrl={directUrl} />
              ) : null}
              {/* Rendered before the script loads: the provider's script looks for it when it runs. */}
              <Box
                {...formContainerAttributes(scriptUrl, formId)}
                hidden={status === "failed"}
                width="100%"
              />
            </ConsentGate>
          ) : (
            <FormFallback section={section} directUrl={directUrl} />
          )}
        </Box>
      </Container>
    </Box>
  );
}

/** The CMS's sentence (its email address a link) and the provider's own page, if it has one. */
function FormFallback({
  section,
  directUrl,
}: {
  section: SectionOf<"embeddedForm">;
  directUrl: string | undefined;
}) {
  return (
    <Box role="alert" color={brand.ink}>
      <Text fontSize="lg">{linkifyEmails(section.fallbackText, brand.accent)}</Text>
      {directUrl ? (
        <Text mt="3">
          <CmsLink href={directUrl}>{section.heading}</CmsLink>
        </Text>
      ) : null}
    </Box>
  );
}
