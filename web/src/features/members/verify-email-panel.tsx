import { Box, Button, chakra, Flex, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import type { DASHBOARD_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { brand, outlineButton, solidButton } from "../../theme";
import { AuthShell } from "./auth-shell";
import { FormAlert, type FormError } from "./form-alert";
import { splitTemplate } from "./template";

type DashboardContent = NonNullable<DASHBOARD_PAGE_QUERY_RESULT>;
/** Firebase's code for members, loaded when a step is taken. */
type Members = typeof import("./firebase-members");

/** The panel's two steps: look again whether the address is verified, send the email again. */
type Step = "check" | "resend";

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
  const [busy, setBusy] = useState<Step>();
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

  /**
   * One of the panel's two steps: the messages cleared and both buttons off while it runs,
   * `work` handed Firebase's members module (loaded once a step is taken, as the panel's first
   * paint needs none of it); a failure is logged as `failing` and shown as `failure`. `work`
   * answers whether the panel is done with (the address is verified: the dashboard takes over).
   */
  const step =
    (which: Step, failing: string, failure: string, work: (members: Members) => Promise<boolean>) =>
    async () => {
      setBusy(which);
      setError(undefined);
      setResent(false);
      try {
        if (await work(await import("./firebase-members"))) return;
      } catch (caught) {
        console.error(failing, caught);
        setError({ title: failure });
      }
      setBusy(undefined);
    };

  const check = step(
    "check",
    "Could not check the email",
    content.verifyNotYetMessage,
    async ({ checkEmailVerified }) => {
      if (await checkEmailVerified()) {
        onVerified();
        return true;
      }
      setError({ title: content.verifyNotYetMessage });
      return false;
    },
  );

  const resend = step(
    "resend",
    "Could not send the verification email",
    content.resendErrorMessage,
    async ({ resendVerificationEmail }) => {
      await resendVerificationEmail();
      setResent(true);
      return false;
    },
  );

  /** A step's button: full width in the form's size, busy while it runs, off while either does. */
  const stepButton = (
    which: Step,
    look: typeof solidButton | typeof outlineButton,
    onClick: () => void,
    busyLabel: string,
  ) =>
    ({
      size: "lg",
      width: "full",
      ...look,
      onClick,
      loading: busy === which,
      loadingText: busyLabel,
      disabled: busy !== undefined,
    }) as const;

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
                fontWeight="bold"
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
        <Button {...stepButton("check", solidButton, check, content.verifyCheckBusyLabel)}>
          {content.verifyCheckLabel}
        </Button>
        <Button {...stepButton("resend", outlineButton, resend, content.resendBusyLabel)}>
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
