import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { dialogSlotRecipe } from "@chakra-ui/react/theme";
import { useEffect, useRef, useState } from "react";
import { brand, outlineButton, solidButton } from "../../theme";
import { countdownStart, fillCountdown } from "./redirect-storage";
import type { RedirectContent } from "./types";

interface RedirectModalProps {
  content: RedirectContent;
  /** Already checked with safeHref: an absolute http(s) URL. */
  targetUrl: string;
  /**
   * False in Studio's preview (redirect-leaves-site.ts): the dialog shows, its countdown
   * stands still, and "go" opens the target in a new tab instead of taking the frame away.
   */
  leaves: boolean;
  onStay: () => void;
}

/**
 * "We're taking you to …": counts down, then leaves the site. Loaded lazily
 * after the home page has painted, so the dialog code (focus trap, portal) is
 * never part of the first load. Escape or a click outside means Stay here.
 */
export default function RedirectModal({ content, targetUrl, leaves, onStay }: RedirectModalProps) {
  const [seconds, setSeconds] = useState(() => countdownStart(content.countdownSeconds));
  const stayRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!leaves) return;
    if (seconds <= 0) {
      window.location.assign(targetUrl);
      return;
    }
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, targetUrl, leaves]);

  const go = () => {
    if (leaves) window.location.assign(targetUrl);
    else window.open(targetUrl, "_blank", "noopener,noreferrer");
  };

  return (
    <Dialog.Root
      // Not in the theme: the recipe ships with this lazily loaded dialog (theme.ts).
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(details) => {
        if (!details.open) onStay();
      }}
      initialFocusEl={() => stayRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.600" />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="2xl" p="2" maxW="md" data-testid="redirect-modal">
            <Dialog.Header>
              <Dialog.Title fontSize="2xl" color={brand.ink}>
                {content.heading}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color={brand.inkMuted} fontSize="lg">
                {content.text}
              </Dialog.Description>
              <Text
                mt="4"
                fontWeight="semibold"
                color={brand.ink}
                aria-live="polite"
                aria-atomic="true"
              >
                {fillCountdown(content.countdownTemplate, Math.max(seconds, 0))}
              </Text>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button ref={stayRef} {...outlineButton} onClick={onStay}>
                {content.stayLabel}
              </Button>
              <Button {...solidButton} onClick={go}>
                {content.goLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
