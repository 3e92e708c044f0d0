import { Flex, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { messageForError } from "../../lib/firebase/errors";
import { useLanguagePath } from "../../lib/i18n/use-lang-param";
import type { SIGN_UP_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { brand } from "../../theme";
import { AuthShell } from "./auth-shell";
import { CredentialFields } from "./credential-fields";
import { codeFromAddress } from "./invitation-link";
import { MemberForm } from "./member-form";
import { InvalidInvitationError, type InvitationRefusal, MissingFieldsError } from "./sign-up";
import { splitTemplate } from "./template";
import { TextField } from "./text-field";
import { TextLink } from "./text-link";
import { useMemberForm } from "./use-member-form";

type SignUpContent = NonNullable<SIGN_UP_PAGE_QUERY_RESULT>;

type Field = "invitationCode" | "email" | "password";

/** Which field a Firebase error is about, so focus can go there. */
function fieldOf(error: unknown): Field | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return undefined;
  if (/email/.test(code)) return "email";
  if (/password/.test(code)) return "password";
  return undefined;
}

/** The CMS sentence for each way a code can be refused (revoked reads as invalid). */
function refusalMessage(reason: InvitationRefusal, content: SignUpContent): string {
  if (reason === "expired") return content.expiredInvitationMessage;
  if (reason === "used-up") return content.usedUpInvitationMessage;
  return content.invalidInvitationMessage;
}

export function SignUpForm({ content }: { content: SignUpContent }) {
  const localPath = useLanguagePath();
  const { field, prefill, form } = useMemberForm<Field>({
    initial: { invitationCode: "", email: "", password: "" },
    missingFieldsMessage: content.missingFieldsMessage,
    errorDescribes: "invalid",
    send: async (values) => {
      const { signUpMember } = await import("./firebase-members");
      await signUpMember(values);
    },
    failure: (caught) => {
      if (caught instanceof InvalidInvitationError) {
        return {
          error: { title: refusalMessage(caught.reason, content) },
          fields: ["invitationCode"],
        };
      }
      if (caught instanceof MissingFieldsError) {
        return { error: { title: content.missingFieldsMessage }, fields: [] };
      }
      console.error("Sign-up failed", caught);
      const field = fieldOf(caught);
      return {
        error: {
          title: content.genericErrorMessage,
          detail: messageForError(caught, content.authErrors),
        },
        fields: field ? [field] : [],
      };
    },
  });

  // A link from staff (/signup?code=...) fills the code in. Read after mount, not
  // while rendering: the page is prerendered without the query, and hydration must
  // see the same empty field the HTML has.
  useEffect(() => {
    const code = codeFromAddress(window.location.search);
    if (code) prefill("invitationCode", code);
  }, [prefill]);

  return (
    <AuthShell heading={content.heading} subheading={content.subheading}>
      <MemberForm form={form} submitLabel={content.submitLabel} busyLabel={content.busyLabel}>
        <TextField
          label={content.invitationCodeLabel}
          placeholder={content.invitationCodePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...field("invitationCode")}
        />
        <CredentialFields content={content} field={field} passwordAutoComplete="new-password" />
      </MemberForm>
      <Flex
        direction="column"
        gap="3"
        mt="8"
        textAlign="center"
        color={brand.inkMuted}
        fontSize="sm"
      >
        <Text>
          {content.haveAccountText}{" "}
          <TextLink href={localPath("/signin")}>{content.signInLinkLabel}</TextLink>
        </Text>
        {content.legalTemplate ? (
          <Text>
            {splitTemplate(content.legalTemplate, ["terms", "privacy"]).map((part, index) =>
              "text" in part ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
                <span key={index}>{part.text}</span>
              ) : part.slot === "terms" ? (
                <TextLink key="terms" href={localPath("/terms")}>
                  {content.termsLinkLabel}
                </TextLink>
              ) : (
                <TextLink key="privacy" href={localPath("/privacy")}>
                  {content.privacyLinkLabel}
                </TextLink>
              ),
            )}
          </Text>
        ) : null}
        {content.waitlistLink ? (
          <Text>
            {content.waitlistText}{" "}
            <TextLink href={content.waitlistLink.href}>{content.waitlistLink.label}</TextLink>
          </Text>
        ) : null}
      </Flex>
    </AuthShell>
  );
}
