import { useEffect } from "react";
import { messageForError } from "../../lib/firebase/errors";
import { WhenNeeded } from "../../lib/hydration/hydrate-when-needed";
import { AuthShell } from "./auth-shell";
import { CredentialFields } from "./credential-fields";
import { codeFromAddress } from "./invitation-link";
import { SignUpLinksPart } from "./load-sign-up-links";
import { MemberForm } from "./member-form";
import {
  InvalidInvitationError,
  type InvitationRefusal,
  MissingFieldsError,
} from "./sign-up-errors";
import { TextField } from "./text-field";
import type { SignUpContent } from "./types";
import { useMemberForm } from "./use-member-form";

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
      {/* Hydrated at the visitor's first interaction (load-sign-up-links.ts). */}
      <WhenNeeded part={SignUpLinksPart} props={{ content }} />
    </AuthShell>
  );
}
