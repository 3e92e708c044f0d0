import { Box, Button, Text } from "@chakra-ui/react";
import { type ReactNode, useId } from "react";
import { THIRD_PARTY_ATTRIBUTE } from "../../lib/consent/consent-marks";
import type { ConsentCategory } from "../../lib/consent/consent-record";
import { allowCategory, useConsent, useConsentVersion } from "../../lib/consent/consent-store";
import { useSiteSettings } from "../../lib/site/site-data";
import { brand, solidButton } from "../../theme";
import { VisuallyHidden } from "../visually-hidden";
import { embedHost, fillHost } from "./embed-host";

interface ConsentGateProps {
  category: ConsentCategory;
  /** What the embed loads: its host is named in the placeholder. None: nothing to hold back. */
  src: string | undefined;
  /** What the embed is, in the page's words (the frame's title, the form's heading). */
  name: string;
  /** The embed itself, rendered only once its category is allowed. */
  children: ReactNode;
  /** The placeholder fills its box (a frame's), or sizes to its content. */
  fill?: boolean;
}

/**
 * A third-party embed behind the visitor's consent (ADR 0054): until its category is allowed
 * it is a placeholder that says what it is and where it would load from, with a button that
 * loads it (and allows the category from then on). Prerendered and hydrated as the
 * placeholder (no choice is known on the server), so nothing the HTML holds starts a request
 * to the other site; its button is a real button, held by the first-touch holder until the
 * part hydrates (ADR 0046).
 */
export function ConsentGate({ category, src, name, children, fill = false }: ConsentGateProps) {
  const state = useConsent(category);
  const version = useConsentVersion();
  const copy = useSiteSettings()?.consent;
  const nameId = useId();
  if (state === "granted" || !src) return <>{children}</>;
  return (
    <Box
      role="group"
      aria-labelledby={nameId}
      {...{ [THIRD_PARTY_ATTRIBUTE]: category }}
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      textAlign="center"
      gap="3"
      p="5"
      w="100%"
      h={fill ? "100%" : undefined}
      bg={brand.cream}
      color={brand.ink}
      borderRadius="xl"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="orange.300"
    >
      <Text id={nameId} fontWeight="bold" fontSize="lg">
        {name}
      </Text>
      {copy ? (
        <Text fontSize="sm" color={brand.inkMuted} maxW="md">
          {fillHost(copy.placeholderText, embedHost(src))}
        </Text>
      ) : null}
      <Button
        {...solidButton}
        size="sm"
        whiteSpace="normal"
        h="auto"
        minH="10"
        py="2"
        onClick={() => allowCategory(version, category)}
        // Without scripts nothing could load: the button is hidden (script-needed-css.ts).
        data-needs-script=""
      >
        {copy?.placeholderLoadLabel ?? "Load"}
        {/* A page may hold several (the phone demos): each button names its embed. */}
        <VisuallyHidden>{`: ${name}`}</VisuallyHidden>
      </Button>
    </Box>
  );
}
