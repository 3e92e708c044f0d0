import { Button, chakra, Stack, Text } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useId, useRef, useState } from "react";
import { messageForError } from "../../lib/firebase/errors";
import type { SIGN_IN_PAGE_QUERY_RESULT } from "../../lib/sanity.types";
import { AuthShell } from "./auth-shell";
import { FormAlert, type FormError } from "./form-alert";
import { MUTED_INK, primaryButton } from "./palette";
import { SiteLink } from "./site-link";
import { TextField } from "./text-field";
import { useFirebaseWarmUp } from "./use-firebase-warm-up";

export type SignInContent = NonNullable<SIGN_IN_PAGE_QUERY_RESULT>;

type Field = "email" | "password";

export function SignInForm({ content }: { content: SignInContent }) {
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: "", password: "" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError>();
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
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
    const email = values.email.trim();
    const empty: Field[] = [];
    if (!email) empty.push("email");
    if (!values.password) empty.push("password");
    if (empty.length > 0) {
      fail({ title: content.missingFieldsMessage }, empty);
      return;
    }
    setBusy(true);
    setError(undefined);
    setInvalid(new Set());
    try {
      const { signInMember } = await import("./firebase-members");
      await signInMember(email, values.password);
      await navigate({ to: "/dashboard" });
    } catch (caught) {
      console.error("Sign-in failed", caught);
      setBusy(false);
      fail(
        { title: content.genericErrorMessage, detail: messageForError(caught, content.authErrors) },
        [],
      );
    }
  };

  const describedBy = error ? errorId : undefined;
  return (
    <AuthShell heading={content.heading} subheading={content.subheading}>
      <chakra.form noValidate onSubmit={submit}>
        <Stack gap="5">
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
            aria-describedby={describedBy}
            inputRef={refs.email}
          />
          <TextField
            label={content.passwordLabel}
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={content.passwordPlaceholder || undefined}
            value={values.password}
            onChange={change("password")}
            invalid={invalid.has("password")}
            aria-describedby={describedBy}
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
      <Text mt="8" textAlign="center" color={MUTED_INK} fontSize="sm">
        {content.noAccountText} <SiteLink href="/signup">{content.signUpLinkLabel}</SiteLink>
      </Text>
    </AuthShell>
  );
}
