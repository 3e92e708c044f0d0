import { Box, Button, Card, Container, Flex, Heading, Spinner, Stack, Text } from "@sanity/ui";
import type { StudioWaitlistConfig } from "@tastemap/config/studio";
import { useEffect, useState } from "react";
import { Dashboard } from "./dashboard";
import { waitlistConfig } from "./env";
import type { StaffUser, WaitlistBackend } from "./firestore";
import { signOutStaff } from "./sign-out";
import { StaffSignIn } from "./staff-sign-in";

type Session =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "signed-out" }
  | { state: "signed-in"; user: StaffUser };

let connection: Promise<{ backend: WaitlistBackend; config: StudioWaitlistConfig }> | undefined;

/** Firebase is downloaded here, once, the first time the tool opens. */
function connect() {
  connection ??= (async () => {
    const config = waitlistConfig();
    const { connectWaitlist } = await import("./firestore");
    return { backend: connectWaitlist(config), config };
  })();
  connection.catch(() => {
    // A failed start (a missing variable, a failed download) may be retried.
    connection = undefined;
  });
  return connection;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The tool: staff sign in to Firebase, everyone else is told they have no access. */
export default function WaitlistTool() {
  const [session, setSession] = useState<Session>({ state: "loading" });
  const [connected, setConnected] = useState<Awaited<ReturnType<typeof connect>>>();

  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    connect()
      .then((next) => {
        if (!active) return;
        setConnected(next);
        stop = next.backend.watchUser(
          (user) => {
            if (active) setSession(user ? { state: "signed-in", user } : { state: "signed-out" });
          },
          (error) => {
            if (active) setSession({ state: "failed", message: messageOf(error) });
          },
        );
      })
      .catch((error: unknown) => {
        if (active) setSession({ state: "failed", message: messageOf(error) });
      });
    return () => {
      active = false;
      stop?.();
    };
  }, []);

  return (
    <Card height="fill" overflow="auto" tone="transparent">
      <Container width={3} paddingX={4} paddingY={5} data-testid="waitlist-tool">
        <Body session={session} connected={connected} />
      </Container>
    </Card>
  );
}

function Body({
  session,
  connected,
}: {
  session: Session;
  connected: Awaited<ReturnType<typeof connect>> | undefined;
}) {
  if (session.state === "failed") {
    return (
      <Card padding={4} radius={2} tone="critical" role="alert">
        <Stack gap={3}>
          <Heading as="h1" size={1}>
            The Waitlist tool could not start
          </Heading>
          <Text>{session.message}</Text>
        </Stack>
      </Card>
    );
  }
  if (session.state === "loading" || !connected) {
    return (
      <Flex align="center" gap={3} role="status">
        <Spinner muted />
        <Text muted>Connecting to Firebase…</Text>
      </Flex>
    );
  }
  const { backend, config } = connected;
  if (session.state === "signed-out") {
    return <StaffSignIn backend={backend} config={config} />;
  }
  if (!session.user.isStaff) {
    return (
      <Card padding={4} radius={2} tone="caution" border>
        <Stack gap={4}>
          <Heading as="h1" size={2}>
            No access
          </Heading>
          <Text>
            You are signed in as {session.user.email ?? "an account without an email"}, which does
            not have staff rights. Ask an administrator to run{" "}
            <code>npm run staff:grant -- {session.user.email ?? "you@example.com"}</code>, then sign
            in again.
          </Text>
          <Box>
            <Button text="Sign out" mode="ghost" onClick={() => signOutStaff(backend)} />
          </Box>
        </Stack>
      </Card>
    );
  }
  return <Dashboard backend={backend} config={config} user={session.user} />;
}
