import { Text } from "@chakra-ui/react";
import { messageForError } from "../../lib/firebase/errors";
import { useLanguagePath } from "../../lib/i18n/use-lang-param";
import type { SIGN_IN_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { brand } from "../../theme";
import { AuthShell } from "./auth-shell";
import { CredentialFields } from "./credential-fields";
import { MemberForm } from "./member-form";
import { TextLink } from "./text-link";
import { useMemberForm } from "./use-member-form";

type SignInContent = NonNullable<SIGN_IN_PAGE_QUERY_RESULT>;

export function SignInForm({ content }: { content: SignInContent }) {
  const localPath = useLanguagePath();
  const { field, form } = useMemberForm({
    initial: { email: "", password: "" },
    missingFieldsMessage: content.missingFieldsMessage,
    // A failed sign-in is about the pair, never one field.
    errorDescribes: "all",
    send: async ({ email, password }) => {
      const { signInMember } = await import("./firebase-members");
      await signInMember(email.trim(), password);
    },
    failure: (caught) => {
      console.error("Sign-in failed", caught);
      return {
        error: {
          title: content.genericErrorMessage,
          detail: messageForError(caught, content.authErrors),
        },
        fields: [],
      };
    },
  });

  return (
    <AuthShell heading={content.heading} subheading={content.subheading}>
      <MemberForm form={form} submitLabel={content.submitLabel} busyLabel={content.busyLabel}>
        <CredentialFields content={content} field={field} passwordAutoComplete="current-password" />
      </MemberForm>
      <Text mt="8" textAlign="center" color={brand.inkMuted} fontSize="sm">
        {content.noAccountText}{" "}
        <TextLink href={localPath("/signup")}>{content.signUpLinkLabel}</TextLink>
      </Text>
    </AuthShell>
  );
}
