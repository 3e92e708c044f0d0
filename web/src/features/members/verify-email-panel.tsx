import { Box, Button, chakra, Flex, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import type { DASHBOARD_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { brand, outlineButton, solidButton } from "../../theme";
import { AuthShell } from "./auth-shell";
import { FormAlert, type FormError } from "./form-alert";
import { splitTemplate } from "./template";

type DashboardContent = NonNullable<DASHBOARD_PAGE_QUERY_RESULT>;

/** CMS copy with `{email}` in it, the address in bold. */
function WithEmail({ template, email }: { template: string; email: string }) {
  return (
    <>
      {splitTemplate(template, ["email"]).map((part, index) =>
        "text" in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <span key={index}>{part.text}</span>
        ) : (
          <chakra.strong key="email" color={brand.ink} overflowWrap="anywhere">
            {email}
          </chakra.strong>
        ),
      )}
    </>
  );
}

/**
 * What a signed-in account sees on /dashboard until its email is verified: where
 * the link went, a button to look again once it has been opened (also done by
 * itself when the tab comes back into view), one to send the email again, and
 * sign-out. Member data stays closed until then (firestore.rules).
 */
export function VerifyEmailPanel({
  content,
  email,
  onVerified,
  signOut,
  signingOut,
}: {
  content: DashboardContent;
  email: string;
  /** Called once Auth says the address is verified (and the token says so too). */
  onVerified(): void;
  signOut(): void;
  signingOut: boolean;
}) {
  const [busy, setBusy] = useState<"check" | "resend">();
  const [error, setError] = useState<FormError>();
  const [resent, setResent] = useState(false);
  const onVerifiedRef = useRef(onVerified);
  onVerifiedRef.current = onVerified;

  // Back from the mail tab: look again without a click (quietly: no message if not yet).
  useEffect(() => {
    const lookAgain = () => {
      if (document.visibilityState !== "visible") return;
      import("./firebase-members")
        .then((members) => members.checkEmailVerified())
        .then((verified) => {
          if (verified) onVerifiedRef.current();
        })
        .catch((caught: unknown) => console.error("Could not check the email", caught));
    };
    document.addEventListener("visibilitychange", lookAgain);
    return () => document.removeEventListener("visibilitychange", lookAgain);
  }, []);

  const check = async () => {
    setBusy("check");
    setError(undefined);
    setResent(false);
    try {
      const { checkEmailVerified } = await import("./firebase-members");
      if (await checkEmailVerified()) {
        onVerified();
        return;
      }
      setError({ title: content.verifyNotYetMessage });
    } catch (caught) {
      console.error("Could not check the email", caught);
      setError({ title: content.verifyNotYetMessage });
    }
    setBusy(undefined);
  };

  const resend = async () => {
    setBusy("resend");
    setError(undefined);
    setResent(false);
    try {
      const { resendVerificationEmail } = await import("./firebase-members");
      await resendVerificationEmail();
      setResent(true);
    } catch (caught) {
      console.error("Could not send the verification email", caught);
      setError({ title: content.resendErrorMessage });
    }
    setBusy(undefined);
  };

  return (
    <AuthShell heading={content.verifyHeading} subheading={null}>
      <Flex direction="column" gap="5" data-testid="verify-email">
        <Text color={brand.inkMuted} textAlign="center" fontSize="lg">
          <WithEmail template={content.verifyTemplate} email={email} />
        </Text>
        {content.verifyHelpText ? (
          <Text color={brand.inkMuted} textAlign="center" fontSize="sm">
            {content.verifyHelpText}
          </Text>
        ) : null}
        {/* Both live regions stay in the page (a region added with its text is often
            not announced); only their messages take room. */}
        <Box>
          <Box role="status" aria-atomic="true">
            {resent ? (
              <Text
                color={brand.success}
                fontWeight="semibold"
                textAlign="center"
                bg="#f0fdf4"
                borderWidth="1px"
                borderColor="#bbf7d0"
                borderRadius="xl"
                px="4"
                py="3"
                mt="2"
              >
                <WithEmail template={content.resentTemplate} email={email} />
              </Text>
            ) : null}
          </Box>
          <FormAlert error={error} />
        </Box>
        <Button
          size="lg"
          width="full"
          {...solidButton}
          onClick={check}
          loading={busy === "check"}
          loadingText={content.verifyCheckBusyLabel}
          disabled={busy !== undefined}
        >
          {content.verifyCheckLabel}
        </Button>
        <Button
          size="lg"
          width="full"
          {...outlineButton}
          onClick={resend}
          loading={busy === "resend"}
          loadingText={content.resendBusyLabel}
          disabled={busy !== undefined}
        >
          {content.resendLabel}
        </Button>
        <Button
          variant="ghost"
          color={brand.inkMuted}
          alignSelf="center"
          onClick={signOut}
          loading={signingOut}
          disabled={signingOut}
        >
          {content.signOutLabel}
        </Button>
      </Flex>
    </AuthShell>
  );
}
