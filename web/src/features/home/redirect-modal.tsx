import { Box, Button, Flex, Heading, Text } from "@chakra-ui/react";
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { ModalDialog } from "../../components/modal-dialog";
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
 * "We're taking you to …": counts down, then leaves the site. Loaded lazily once the home
 * page's content is checked. The browser's own modal `<dialog>` (showModal): the top layer,
 * the rest of the page inert, Escape as its cancel; this adds the focus loop, the initial
 * focus on Stay here and a click on the backdrop as Stay here. It opens on every first
 * visit, so it is not Chakra's Dialog (zag's machine, focus trap, portal and presence:
 * 21.6 KiB gzip) but 1 KiB (docs/benchmarks.md, "JavaScript before the network is idle").
 */
export default function RedirectModal({ content, targetUrl, leaves, onStay }: RedirectModalProps) {
  const [seconds, setSeconds] = useState(() => countdownStart(content.countdownSeconds));
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const goRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

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

  // Tab stays within the dialog's two buttons (the browser would move on to its own UI).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const [first, last] = [stayRef.current, goRef.current];
    const active = document.activeElement;
    if (event.shiftKey ? active === first : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  };
  // The dialog element itself is hit only outside its content: on the backdrop.
  const onClick = (event: MouseEvent) => {
    if (event.target === dialogRef.current) onStay();
  };

  return (
    <ModalDialog
      dialogRef={dialogRef}
      initialFocus={stayRef}
      width="calc(100% - 2rem)"
      maxW="md"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="redirect-modal"
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <Box p="6">
        <Heading id={titleId} as="h2" fontSize="2xl" color={brand.ink}>
          {content.heading}
        </Heading>
        <Text id={textId} mt="3" color={brand.inkMuted} fontSize="lg">
          {content.text}
        </Text>
        <Text mt="4" fontWeight="bold" color={brand.ink} aria-live="polite" aria-atomic="true">
          {fillCountdown(content.countdownTemplate, Math.max(seconds, 0))}
        </Text>
        <Flex mt="6" gap="3" justify="flex-end" wrap="wrap">
          <Button ref={stayRef} {...outlineButton} onClick={onStay}>
            {content.stayLabel}
          </Button>
          <Button ref={goRef} {...solidButton} onClick={go}>
            {content.goLabel}
          </Button>
        </Flex>
      </Box>
    </ModalDialog>
  );
}
