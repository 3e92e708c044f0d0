import { Box, Button, Flex, Heading, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { ConsentCategory } from "../../lib/consent/consent-record";
import { currentRecord, recordChoice, useConsentVersion } from "../../lib/consent/consent-store";
import { useLangParam } from "../../lib/i18n/use-lang-param";
import type { SiteSettings } from "../../lib/site/site-data";
import { brand, outlineButton, solidButton } from "../../theme";
import { CloseIcon } from "../close-icon";
import { ModalDialog } from "../modal-dialog";

/** What the dialogs show: the first layer (the banner) or the second (the settings). */
export type ConsentView = "banner" | "settings";

type ConsentCopy = NonNullable<SiteSettings["consent"]>;

interface ConsentDialogsProps {
  copy: ConsentCopy;
  view: ConsentView;
  onView: (view: ConsentView) => void;
  /** The choice is recorded, or the settings were closed without one. */
  onDone: () => void;
}

const ALL: Record<ConsentCategory, boolean> = { embeds: true, analytics: true };
const NONE: Record<ConsentCategory, boolean> = { embeds: false, analytics: false };

/** Accept and Reject look the same: neither is the easier or the more visible (Garante 2021). */
const choiceButton = { ...solidButton, borderRadius: "full", flex: "1", minW: "8rem" } as const;

/**
 * The consent banner (first layer) and the cookie settings (second layer), ADR 0054. A chunk
 * of its own, loaded by the root's ConsentHost when one opens.
 */
export default function ConsentDialogs({ copy, view, onView, onDone }: ConsentDialogsProps) {
  const version = useConsentVersion();
  // The settings opened from the banner go back to it when closed without a choice.
  const fromBanner = useRef(view === "banner");
  if (view === "banner") fromBanner.current = true;
  const choose = (choice: Record<ConsentCategory, boolean>) => {
    recordChoice(version, choice);
    onDone();
  };
  return view === "banner" ? (
    <Banner
      copy={copy}
      onAccept={() => choose(ALL)}
      onReject={() => choose(NONE)}
      onSettings={() => onView("settings")}
    />
  ) : (
    <Settings
      copy={copy}
      initial={currentRecord(version) ?? NONE}
      onChoose={choose}
      onClose={() => (fromBanner.current ? onView("banner") : onDone())}
    />
  );
}

/** Focus moves into `ref` when it opens (unless the visitor is in a field) and back when it closes. */
function useFocusOnOpen(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const before = document.activeElement;
    const inField = before instanceof HTMLInputElement || before instanceof HTMLTextAreaElement;
    if (!inField) ref.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before !== document.body && before.isConnected) {
        before.focus();
      }
    };
  }, [ref]);
}

function Banner({
  copy,
  onAccept,
  onReject,
  onSettings,
}: {
  copy: ConsentCopy;
  onAccept: () => void;
  onReject: () => void;
  onSettings: () => void;
}) {
  const headingId = useId();
  const textId = useId();
  const ref = useRef<HTMLElement>(null);
  useFocusOnOpen(ref);
  // Escape does what the X does: closes the banner, refusing.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onReject();
  };
  return (
    <Box
      as="section"
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-describedby={textId}
      data-consent-banner=""
      onKeyDown={onKeyDown}
      // Over the page, never in its flow: nothing moves when it opens (CLS 0).
      position="fixed"
      zIndex="banner"
      insetX={{ base: "2", md: "6" }}
      bottom={{ base: "2", md: "6" }}
      maxW="2xl"
      mx="auto"
      bg="white"
      color={brand.ink}
      borderRadius="2xl"
      borderWidth="1px"
      borderColor="orange.100"
      boxShadow="0 12px 40px -8px rgba(43, 26, 18, 0.35)"
      p={{ base: "4", md: "6" }}
      pe={{ base: "12", md: "14" }}
      maxH="calc(100dvh - 1rem)"
      overflowY="auto"
      _focusVisible={{ outline: `2px solid ${brand.accent}`, outlineOffset: "2px" }}
    >
      <Heading as="h2" id={headingId} fontSize={{ base: "lg", md: "xl" }}>
        {copy.bannerHeading}
      </Heading>
      <Text id={textId} mt="2" fontSize={{ base: "sm", md: "md" }} color={brand.inkMuted}>
        {copy.bannerText}
      </Text>
      <PrivacyLink copy={copy} />
      <Flex mt="4" gap="3" wrap="wrap">
        <Button {...choiceButton} onClick={onReject}>
          {copy.rejectLabel}
        </Button>
        <Button {...choiceButton} onClick={onAccept}>
          {copy.acceptLabel}
        </Button>
      </Flex>
      <Button
        mt="3"
        variant="plain"
        px="0"
        h="auto"
        color={brand.accentHover}
        textDecoration="underline"
        textUnderlineOffset="3px"
        onClick={onSettings}
      >
        {copy.customiseLabel}
      </Button>
      <CloseButton label={copy.closeLabel} onClick={onReject} />
    </Box>
  );
}

function Settings({
  copy,
  initial,
  onChoose,
  onClose,
}: {
  copy: ConsentCopy;
  initial: Record<ConsentCategory, boolean>;
  onChoose: (choice: Record<ConsentCategory, boolean>) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState({ embeds: initial.embeds, analytics: initial.analytics });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const textId = useId();

  return (
    <ModalDialog
      dialogRef={dialogRef}
      initialFocus={headingRef}
      color={brand.ink}
      width="calc(100% - 1rem)"
      maxW="lg"
      maxH="calc(100dvh - 1rem)"
      aria-labelledby={headingId}
      aria-describedby={textId}
      data-consent-settings=""
      // Escape closes the settings without a choice: back to the banner, or to the page.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Box p={{ base: "5", md: "6" }} pe="14" position="relative">
        <Heading as="h2" id={headingId} ref={headingRef} tabIndex={-1} fontSize="xl">
          {copy.settingsHeading}
        </Heading>
        <Text id={textId} mt="2" color={brand.inkMuted}>
          {copy.settingsText}
        </Text>
        <Box as="ul" listStyleType="none" mt="4" display="grid" gap="3">
          <Category label={copy.necessaryLabel} text={copy.necessaryText} checked>
            <Text as="span" fontSize="sm" fontWeight="bold" color={brand.inkMuted}>
              {copy.alwaysOnLabel}
            </Text>
          </Category>
          <Category
            label={copy.embedsLabel}
            text={copy.embedsText}
            name="embeds"
            checked={choice.embeds}
            onChange={(checked) => setChoice((current) => ({ ...current, embeds: checked }))}
          />
          <Category
            label={copy.analyticsLabel}
            text={copy.analyticsText}
            name="analytics"
            checked={choice.analytics}
            onChange={(checked) => setChoice((current) => ({ ...current, analytics: checked }))}
          />
        </Box>
        <PrivacyLink copy={copy} />
        <Flex mt="5" gap="3" wrap="wrap">
          <Button {...choiceButton} onClick={() => onChoose(NONE)}>
            {copy.rejectLabel}
          </Button>
          <Button {...choiceButton} onClick={() => onChoose(ALL)}>
            {copy.acceptLabel}
          </Button>
        </Flex>
        <Button
          {...outlineButton}
          mt="3"
          w="100%"
          borderRadius="full"
          onClick={() => onChoose(choice)}
        >
          {copy.saveLabel}
        </Button>
        <CloseButton label={copy.closeSettingsLabel} onClick={onClose} />
      </Box>
    </ModalDialog>
  );
}

/**
 * A category: a switch named by the category and described by its text. Without `onChange`
 * it is the necessary one: on, and disabled, its note beside it.
 */
function Category({
  label,
  text,
  name,
  checked,
  onChange,
  children,
}: {
  label: string;
  text: string;
  name?: ConsentCategory;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  children?: ReactNode;
}) {
  const labelId = useId();
  const textId = useId();
  return (
    <Box as="li" borderWidth="1px" borderColor="orange.100" borderRadius="xl" p="3">
      <Flex align="center" gap="3">
        <Box
          asChild
          flexShrink={0}
          position="relative"
          w="10"
          h="6"
          borderRadius="full"
          bg={checked ? brand.accent : "gray.500"}
          opacity={onChange ? 1 : 0.6}
          cursor={onChange ? "pointer" : "not-allowed"}
          _focusVisible={{ outline: `2px solid ${brand.ink}`, outlineOffset: "2px" }}
        >
          <button
            type="button"
            role="switch"
            name={name}
            aria-checked={checked}
            aria-labelledby={labelId}
            aria-describedby={textId}
            disabled={!onChange}
            onClick={() => onChange?.(!checked)}
          >
            <Box
              as="span"
              position="absolute"
              top="1"
              left={checked ? "5" : "1"}
              w="4"
              h="4"
              borderRadius="full"
              bg="white"
              transition="left 0.15s"
            />
          </button>
        </Box>
        <Text id={labelId} fontWeight="bold">
          {label}
        </Text>
        {children ? <Box ms="auto">{children}</Box> : null}
      </Flex>
      <Text id={textId} mt="1" ms="3.25rem" fontSize="sm" color={brand.inkMuted}>
        {text}
      </Text>
    </Box>
  );
}

function PrivacyLink({ copy }: { copy: ConsentCopy }) {
  return (
    <Text mt="3" fontSize="sm">
      <Link
        to="/{-$lang}/privacy"
        params={{ lang: useLangParam() }}
        style={{ color: brand.accentHover, textDecoration: "underline", fontWeight: 700 }}
      >
        {copy.privacyLinkLabel}
      </Link>
    </Text>
  );
}

/** The X: in the banner it refuses (as Reject does); in the settings it closes them unchanged. */
function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      position="absolute"
      top="2"
      insetEnd="2"
      variant="ghost"
      size="sm"
      borderRadius="full"
      aria-label={label}
      color={brand.ink}
      onClick={onClick}
    >
      <CloseIcon />
    </Button>
  );
}
