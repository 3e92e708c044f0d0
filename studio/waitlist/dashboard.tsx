import { Box, Button, Card, Flex, Grid, Heading, Spinner, Stack, Text } from "@sanity/ui";
import type { StudioWaitlistConfig } from "@tastemap/config/studio";
import { useCallback, useEffect, useMemo, useState } from "react";
import { AudienceSection } from "./audience-section";
import type { StaffUser, WaitlistBackend } from "./firestore";
import { InvitationsSection } from "./invitations-section";
import {
  type Invitation,
  invitationState,
  type Member,
  type NewsletterEntry,
  signUpsPerDay,
} from "./model";
import { signOutStaff } from "./sign-out";
import { SignUpsChart } from "./signups-chart";

export interface WaitlistData {
  invitations: Invitation[];
  newsletter: NewsletterEntry[];
  members: Member[];
}

/** What a signed-in staff member sees: the numbers, the invitations and the people. */
export function Dashboard({
  backend,
  config,
  user,
}: {
  backend: WaitlistBackend;
  config: StudioWaitlistConfig;
  user: StaffUser;
}) {
  const [data, setData] = useState<WaitlistData>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const [invitations, newsletter, members] = await Promise.all([
        backend.listInvitations(),
        backend.listNewsletter(),
        backend.listMembers(),
      ]);
      setData({ invitations, newsletter, members });
      setError(undefined);
    } catch (caught) {
      console.error("Waitlist: loading failed", caught);
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setLoading(false);
    }
  }, [backend]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const days = useMemo(() => (data ? signUpsPerDay(data.newsletter, data.members) : []), [data]);
  const openCodes = data?.invitations.filter((item) => invitationState(item) === "open").length;

  return (
    <Stack gap={5}>
      <Flex align="center" justify="space-between" gap={3} wrap="wrap">
        <Heading as="h1" size={3}>
          Waitlist
        </Heading>
        <Flex align="center" gap={2}>
          <Text size={1} muted>
            {user.email}
          </Text>
          <Button
            text="Refresh"
            mode="ghost"
            onClick={() => void reload()}
            loading={loading}
            disabled={loading}
          />
          <Button text="Sign out" mode="ghost" onClick={() => signOutStaff(backend)} />
        </Flex>
      </Flex>

      {error ? (
        <Card tone="critical" padding={3} radius={2} role="alert">
          <Text>Could not load the waitlist: {error}</Text>
        </Card>
      ) : null}

      {!data ? (
        <Flex align="center" gap={3} role="status">
          <Spinner muted />
          <Text muted>Loading…</Text>
        </Flex>
      ) : (
        <>
          <Card as="section" padding={4} radius={2} shadow={1} aria-labelledby="waitlist-totals">
            <Stack gap={4}>
              <Heading as="h2" size={1} id="waitlist-totals">
                Totals
              </Heading>
              <Grid as="dl" gridTemplateColumns={[1, 3]} gap={3} style={{ margin: 0 }}>
                <Total label="Newsletter sign-ups" value={data.newsletter.length} id="newsletter" />
                <Total label="Members" value={data.members.length} id="members" />
                <Total label="Open invitation codes" value={openCodes ?? 0} id="open-codes" />
              </Grid>
              <Heading as="h3" size={0}>
                Sign-ups per day, last 30 days
              </Heading>
              <SignUpsChart days={days} />
            </Stack>
          </Card>
          <InvitationsSection
            backend={backend}
            siteUrl={config.siteUrl}
            invitations={data.invitations}
            onChange={reload}
          />
          <AudienceSection newsletter={data.newsletter} members={data.members} />
        </>
      )}
    </Stack>
  );
}

function Total({ label, value, id }: { label: string; value: number; id: string }) {
  return (
    <Card padding={3} radius={2} border>
      <Box as="dt">
        <Text size={1} muted>
          {label}
        </Text>
      </Box>
      <Box as="dd" marginTop={3} style={{ margin: 0, paddingTop: 12 }}>
        <Text size={4} weight="bold" data-testid={`total-${id}`}>
          {value}
        </Text>
      </Box>
    </Card>
  );
}
