import { Box, Button, Container, chakra, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useState } from "react";
import { FormField } from "../../components/form-field";
import { ScriptNeededNotice } from "../../components/script-needed";
import { normaliseEmail } from "../../lib/newsletter/email";
import { brand, solidButton } from "../../theme";
import type { SectionOf } from "../types";

type MessageMotion = typeof import("../../components/animated-message").default;
let motionChunk: Promise<MessageMotion> | undefined;

/** The message animation's chunk, fetched once, when a visitor starts the form, not with the page. */
function loadMessageMotion(): Promise<MessageMotion> {
  motionChunk ??= import("../../components/animated-message").then((module) => module.default);
  motionChunk.catch(() => {
    // Offline: messages show without motion; a later focus tries again.
    motionChunk = undefined;
  });
  return motionChunk;
}

type Status = "idle" | "loading" | "success" | "error";

/**
 * The newsletter sign-up (the home page's, and a built page's section). Firebase is downloaded only when the form
 * is submitted with a plausible address; until then the section is plain markup.
 */
export default function NewsletterSection({ section }: { section: SectionOf<"newsletter"> }) {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const [message, setMessage] = useState("");
  const [Motion, setMotion] = useState<MessageMotion>();
  // The message shown as plain text while the animation chunk was still on its way: when the
  // chunk arrives it stays as it is, rather than vanishing and fading in again.
  const [plainMessage, setPlainMessage] = useState("");
  const ids = useId();
  const headingId = `${ids}-heading`;
  const messageId = `${ids}-message`;

  useEffect(() => {
    if (!Motion && message) setPlainMessage(message);
  }, [Motion, message]);

  const wantMotion = () => {
    if (Motion) return;
    loadMessageMotion().then(
      (loaded) => setMotion(() => loaded),
      () => undefined,
    );
  };

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    wantMotion();
    if (status === "loading") return;
    const address = normaliseEmail(email);
    if (!address) {
      setStatus("error");
      setMessage(section.invalidEmailMessage);
      return;
    }
    setStatus("loading");
    setMessage("");
    try {
      const { subscribeToNewsletter } = await import("../../lib/newsletter/subscribe");
      await subscribeToNewsletter(address);
      setStatus("success");
      setMessage(section.successMessage);
      setEmail("");
    } catch (error) {
      // The typed address stays in the field so trying again is one click.
      console.error("Newsletter subscription failed", error);
      setStatus("error");
      setMessage(section.errorMessage);
    }
  };

  const busy = status === "loading";
  const failed = status === "error";

  return (
    <Box
      as="section"
      id={section.anchorId || undefined}
      aria-labelledby={headingId}
      py={{ base: "16", md: "24" }}
      bg={brand.cream}
      scrollMarginTop="20"
    >
      <Container maxW="3xl">
        <Box
          bg="white"
          borderRadius="3xl"
          boxShadow="0 20px 50px -20px rgba(124, 45, 18, 0.25)"
          borderWidth="1px"
          borderColor={brand.accentSoft}
          px={{ base: "6", md: "12" }}
          py={{ base: "10", md: "14" }}
          textAlign="center"
        >
          <Heading as="h2" id={headingId} size={{ base: "2xl", md: "3xl" }} color={brand.ink}>
            {section.heading}
          </Heading>
          {section.text ? (
            <Text mt="3" fontSize={{ base: "md", md: "lg" }} color={brand.inkMuted}>
              {section.text}
            </Text>
          ) : null}
          {/* POST: sent the browser's way, the address would be in the URL (script-needed.tsx). */}
          <chakra.form
            method="post"
            mt="8"
            noValidate
            onSubmit={submit}
            maxW="xl"
            mx="auto"
            textAlign="start"
          >
            <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "flex-end" }}>
              <FormField
                root={{ flex: "1" }}
                label={section.emailLabel}
                invalid={failed}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                placeholder={section.placeholder}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                onFocus={wantMotion}
                aria-describedby={message ? messageId : undefined}
              />
              <Button
                type="submit"
                size="lg"
                {...solidButton}
                loading={busy}
                loadingText={section.busyLabel}
                disabled={busy}
                // Hidden when the browser runs no script (script-needed-css.ts).
                data-needs-script=""
              >
                {section.buttonLabel}
              </Button>
            </Stack>
            <ScriptNeededNotice />
            <Text
              id={messageId}
              role="status"
              aria-live="polite"
              mt="3"
              minH="6"
              fontWeight="normal"
              color={failed ? brand.error : brand.success}
            >
              {/* The live region stays in place; each new message eases in inside it. */}
              {message && Motion ? (
                <Motion key={message} appear={message !== plainMessage}>
                  {message}
                </Motion>
              ) : (
                message
              )}
            </Text>
          </chakra.form>
          {section.privacyNote ? (
            <Text mt="2" fontSize="sm" color={brand.inkMuted}>
              {section.privacyNote}
            </Text>
          ) : null}
        </Box>
      </Container>
    </Box>
  );
}
