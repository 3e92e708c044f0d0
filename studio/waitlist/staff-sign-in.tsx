import { Box, Button, Card, Heading, Label, Stack, Text, TextInput } from "@sanity/ui";
import type { StudioWaitlistConfig } from "@tastemap/config/studio";
import { type FormEvent, useId, useRef, useState } from "react";
import { TextWithTone } from "sanity";
import type { WaitlistBackend } from "./firestore";
import { type SignInField, signInProblems } from "./sign-in-check";

/** Firebase's answers for a bad sign-in, in words. */
function signInMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? "";
  if (/invalid-credential|wrong-password|user-not-found|invalid-email/.test(code)) {
    return "Wrong email or password.";
  }
  if (code === "auth/too-many-requests") return "Too many attempts. Wait a moment and try again.";
  if (code === "auth/network-request-failed") return "Firebase could not be reached.";
  return `Sign-in failed${code ? ` (${code})` : ""}.`;
}

/**
 * Staff sign in with their Firebase account (the Auth emulator locally). A field shows
 * its problem (red, described by the message) only after staff left it or sent the form:
 * the inputs carry no native `required`, which would make an untouched form `:invalid`,
 * and Sanity UI paints every `:invalid` input red.
 */
export function StaffSignIn({
  backend,
  config,
}: {
  backend: WaitlistBackend;
  config: StudioWaitlistConfig;
}) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [left, setLeft] = useState<Record<SignInField, boolean>>({ email: false, password: false });
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const inputs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const problems = signInProblems(email, password);
  const shown = (field: SignInField) => (left[field] || sent ? problems[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    const first = (["email", "password"] as const).find((field) => problems[field]);
    if (first) {
      inputs[first].current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await backend.signIn(email.trim(), password);
    } catch (caught) {
      setError(signInMessage(caught));
      setBusy(false);
    }
  };

  /** An input's props: its value, when it was left, and the problem it shows and is described by. */
  const field = (name: SignInField, setValue: (value: string) => void) => {
    const problem = shown(name);
    return {
      ref: inputs[name],
      id: `${id}-${name}`,
      value: name === "email" ? email : password,
      onChange: (event: FormEvent<HTMLInputElement>) => setValue(event.currentTarget.value),
      onBlur: () => setLeft((current) => ({ ...current, [name]: true })),
      "aria-required": true,
      customValidity: problem,
      "aria-invalid": problem ? true : undefined,
      "aria-describedby": problem ? `${id}-${name}-problem` : undefined,
    };
  };

  /** The problem under an input, announced when it appears. */
  const problemText = (name: SignInField) => (
    <Box id={`${id}-${name}-problem`} role="status">
      {shown(name) ? (
        <TextWithTone tone="critical" size={1}>
          {shown(name)}
        </TextWithTone>
      ) : null}
    </Box>
  );

  return (
    <Card padding={5} radius={3} shadow={1} style={{ maxWidth: 440, margin: "0 auto" }}>
      <form onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
        <Stack gap={4}>
          <Heading as="h1" size={2} id={`${id}-heading`}>
            Waitlist: staff sign-in
          </Heading>
          <Text muted size={1}>
            {config.mode === "emulator"
              ? "Local mode: the Firebase Auth emulator. The staff account is printed when npm start comes up."
              : `Firebase project ${config.options.projectId}.`}
          </Text>
          <Stack gap={2}>
            <Label as="label" htmlFor={`${id}-email`}>
              Email
            </Label>
            <TextInput {...field("email", setEmail)} type="email" autoComplete="username" />
            {problemText("email")}
          </Stack>
          <Stack gap={2}>
            <Label as="label" htmlFor={`${id}-password`}>
              Password
            </Label>
            <TextInput
              {...field("password", setPassword)}
              type="password"
              autoComplete="current-password"
            />
            {problemText("password")}
          </Stack>
          <Box role="alert">
            {error ? (
              <Card tone="critical" padding={3} radius={2}>
                <Text>{error}</Text>
              </Card>
            ) : null}
          </Box>
          {/* The default (dark) tone: Studio's primary blue is below 4.5:1 for white text. */}
          <Button type="submit" text="Sign in" loading={busy} disabled={busy} />
        </Stack>
      </form>
    </Card>
  );
}
