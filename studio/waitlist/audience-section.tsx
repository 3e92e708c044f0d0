import { Box, Button, Card, Flex, Grid, Heading, Label, Stack, Text, TextInput } from "@sanity/ui";
import { useId, useMemo, useState } from "react";
import { datedFileName, downloadText } from "./download";
import {
  type Member,
  matchesSearch,
  membersCsv,
  type NewsletterEntry,
  newestFirst,
  newsletterCsv,
} from "./model";
import { bodyCell, ToolTable } from "./tool-table";

/** Shown at most; the search narrows the rest down, the CSV always holds everything. */
const ROWS_SHOWN = 100;

function formatTime(date: Date | undefined): string {
  return date ? date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "—";
}

/** Newsletter sign-ups and members: one search over both, a list each side by side, CSV downloads. */
export function AudienceSection({
  newsletter,
  members,
}: {
  newsletter: ReadonlyArray<NewsletterEntry>;
  members: ReadonlyArray<Member>;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const shownNewsletter = useMemo(
    () =>
      newestFirst(
        newsletter.filter((entry) => matchesSearch(query, entry.email)),
        (entry) => entry.subscribedAt,
      ),
    [newsletter, query],
  );
  const shownMembers = useMemo(
    () =>
      newestFirst(
        members.filter((member) => matchesSearch(query, member.email, member.invitationCode)),
        (member) => member.createdAt,
      ),
    [members, query],
  );

  return (
    <Card as="section" padding={4} radius={2} shadow={1} aria-labelledby={`${id}-heading`}>
      <Stack gap={4}>
        <Flex align="center" justify="space-between" gap={3} wrap="wrap">
          <Heading as="h2" size={1} id={`${id}-heading`}>
            Sign-ups and members
          </Heading>
          <Flex gap={2}>
            <Button
              text="Download newsletter CSV"
              mode="ghost"
              onClick={() => downloadText(datedFileName("newsletter"), newsletterCsv(newsletter))}
            />
            <Button
              text="Download members CSV"
              mode="ghost"
              onClick={() => downloadText(datedFileName("members"), membersCsv(members))}
            />
          </Flex>
        </Flex>
        <Stack gap={2}>
          <Label as="label" htmlFor={`${id}-search`}>
            Search by email or invitation code
          </Label>
          <TextInput
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </Stack>
        <Grid gridTemplateColumns={[1, 1, 2]} gap={4}>
          <Stack gap={3}>
            <Heading as="h3" size={0}>
              Newsletter sign-ups ({shownNewsletter.length})
            </Heading>
            <PeopleTable
              label="Newsletter sign-ups"
              columns={["Email", "Subscribed"]}
              rows={shownNewsletter.map((entry) => [entry.email, formatTime(entry.subscribedAt)])}
              testId="newsletter-list"
            />
          </Stack>
          <Stack gap={3}>
            <Heading as="h3" size={0}>
              Members ({shownMembers.length})
            </Heading>
            <PeopleTable
              label="Members"
              columns={["Email", "Invitation code", "Joined"]}
              rows={shownMembers.map((member) => [
                member.email,
                member.invitationCode,
                formatTime(member.createdAt),
              ])}
              testId="members-list"
            />
          </Stack>
        </Grid>
      </Stack>
    </Card>
  );
}

function PeopleTable({
  label,
  columns,
  rows,
  testId,
}: {
  label: string;
  columns: ReadonlyArray<string>;
  rows: ReadonlyArray<ReadonlyArray<string>>;
  testId: string;
}) {
  if (rows.length === 0) {
    return (
      <Box paddingY={3}>
        <Text muted>Nobody matches.</Text>
      </Box>
    );
  }
  return (
    <Box overflow="auto">
      <ToolTable label={label} columns={columns} cell={cell} testId={testId}>
        {rows.slice(0, ROWS_SHOWN).map((row) => (
          <tr key={row.join("\u0000")}>
            {row.map((value, index) => (
              <td key={columns[index]} style={cell}>
                <Text size={1}>{value}</Text>
              </td>
            ))}
          </tr>
        ))}
      </ToolTable>
      {rows.length > ROWS_SHOWN ? (
        <Box paddingTop={3}>
          <Text size={1} muted>
            Showing {ROWS_SHOWN} of {rows.length}: search to narrow down, or download the CSV.
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}

const cell = bodyCell("6px 8px");
