import { Box, Button, Card, Heading, Label, Stack, Text, TextInput } from "@sanity/ui";
import { type FormEvent, useId, useState } from "react";
import type { StudioWaitlistConfig } from "../../config";
import type { WaitlistBackend } from "./firestore";

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

/** Staff sign in with their Firebase account (the Auth emulator locally). */
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await backend.signIn(email.trim(), password);
    } catch (caught) {
      setError(signInMessage(caught));
      setBusy(false);
    }
  };

  return (
    <Card padding={5} radius={3} shadow={1} style={{ maxWidth: 440, margin: "0 auto" }}>
      <form onSubmit={submit} aria-labelledby={`${id}-heading`}>
        <Stack space={4}>
          <Heading as="h1" size={2} id={`${id}-heading`}>
            Waitlist: staff sign-in
          </Heading>
          <Text muted size={1}>
            {config.mode === "emulator"
              ? "Local mode: the Firebase Auth emulator. The staff account is printed when npm start comes up."
              : `Firebase project ${config.options.projectId}.`}
          </Text>
          <Stack space={2}>
            <Label as="label" htmlFor={`${id}-email`}>
              Email
            </Label>
            <TextInput
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              required
            />
          </Stack>
          <Stack space={2}>
            <Label as="label" htmlFor={`${id}-password`}>
              Password
            </Label>
            <TextInput
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              required
            />
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
