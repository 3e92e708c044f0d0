import { Button, chakra, Stack, Text } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useId, useRef, useState } from "react";
import { messageForError } from "../../lib/firebase/errors";
import type { SIGN_UP_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { AuthShell } from "./auth-shell";
import { FormAlert, type FormError } from "./form-alert";
import { MUTED_INK, primaryButton } from "./palette";
import { InvalidInvitationError, MissingFieldsError } from "./sign-up";
import { SiteLink } from "./site-link";
import { splitTemplate } from "./template";
import { TextField } from "./text-field";
import { useFirebaseWarmUp } from "./use-firebase-warm-up";

export type SignUpContent = NonNullable<SIGN_UP_PAGE_QUERY_RESULT>;

type Field = "invitationCode" | "email" | "password";

/** Which field a Firebase error is about, so focus can go there. */
function fieldOf(error: unknown): Field | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return undefined;
  if (/email/.test(code)) return "email";
  if (/password/.test(code)) return "password";
  return undefined;
}

export function SignUpForm({ content }: { content: SignUpContent }) {
  const navigate = useNavigate();
  const [values, setValues] = useState({ invitationCode: "", email: "", password: "" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError>();
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const refs = {
    invitationCode: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const errorId = `${useId()}-error`;
  useFirebaseWarmUp();

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const fail = (next: FormError, fields: Field[]) => {
    setError(next);
    setInvalid(new Set(fields));
    const first = fields[0];
    if (first) refs[first].current?.focus();
  };

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (busy) return;
    const empty = (Object.keys(values) as Field[]).filter((field) =>
      field === "password" ? values.password === "" : values[field].trim() === "",
    );
    if (empty.length > 0) {
      fail({ title: content.missingFieldsMessage }, empty);
      return;
    }
    setBusy(true);
    setError(undefined);
    setInvalid(new Set());
    try {
      const { signUpMember } = await import("./firebase-members");
      await signUpMember(values);
      await navigate({ to: "/dashboard" });
    } catch (caught) {
      setBusy(false);
      if (caught instanceof InvalidInvitationError) {
        fail({ title: content.invalidInvitationMessage }, ["invitationCode"]);
      } else if (caught instanceof MissingFieldsError) {
        fail({ title: content.missingFieldsMessage }, []);
      } else {
        console.error("Sign-up failed", caught);
        const field = fieldOf(caught);
        fail(
          {
            title: content.genericErrorMessage,
            detail: messageForError(caught, content.authErrors),
          },
          field ? [field] : [],
        );
      }
    }
  };

  const describedBy = error ? errorId : undefined;
  return (
    <AuthShell heading={content.heading} subheading={content.subheading}>
      <chakra.form noValidate onSubmit={submit}>
        <Stack gap="5">
          <TextField
            label={content.invitationCodeLabel}
            name="invitationCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={content.invitationCodePlaceholder || undefined}
            value={values.invitationCode}
            onChange={change("invitationCode")}
            invalid={invalid.has("invitationCode")}
            aria-describedby={invalid.has("invitationCode") ? describedBy : undefined}
            inputRef={refs.invitationCode}
          />
          <TextField
            label={content.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={content.emailPlaceholder || undefined}
            value={values.email}
            onChange={change("email")}
            invalid={invalid.has("email")}
            aria-describedby={invalid.has("email") ? describedBy : undefined}
            inputRef={refs.email}
          />
          <TextField
            label={content.passwordLabel}
            name="password"
            type="password"
            autoComplete="new-password"
            placeholder={content.passwordPlaceholder || undefined}
            value={values.password}
            onChange={change("password")}
            invalid={invalid.has("password")}
            aria-describedby={invalid.has("password") ? describedBy : undefined}
            inputRef={refs.password}
          />
          <FormAlert id={errorId} error={error} />
          <Button
            type="submit"
            size="lg"
            width="full"
            {...primaryButton}
            loading={busy}
            loadingText={content.busyLabel}
            disabled={busy}
          >
            {content.submitLabel}
          </Button>
        </Stack>
      </chakra.form>
      <Stack gap="3" mt="8" textAlign="center" color={MUTED_INK} fontSize="sm">
        <Text>
          {content.haveAccountText} <SiteLink href="/signin">{content.signInLinkLabel}</SiteLink>
        </Text>
        {content.legalTemplate ? (
          <Text>
            {splitTemplate(content.legalTemplate, ["terms", "privacy"]).map((part, index) =>
              "text" in part ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
                <span key={index}>{part.text}</span>
              ) : part.slot === "terms" ? (
                <SiteLink key="terms" href="/terms">
                  {content.termsLinkLabel}
                </SiteLink>
              ) : (
                <SiteLink key="privacy" href="/privacy">
                  {content.privacyLinkLabel}
                </SiteLink>
              ),
            )}
          </Text>
        ) : null}
        {content.waitlistLink ? (
          <Text>
            {content.waitlistText}{" "}
            <SiteLink href={content.waitlistLink.href}>{content.waitlistLink.label}</SiteLink>
          </Text>
        ) : null}
      </Stack>
    </AuthShell>
  );
}
