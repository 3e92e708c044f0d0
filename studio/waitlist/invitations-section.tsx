import {
  Badge,
  type BadgeTone,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  Label,
  Stack,
  Text,
  TextInput,
} from "@sanity/ui";
import { useToast } from "@sanity/ui/toast";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { WaitlistBackend } from "./firestore";
import {
  generateCode,
  type Invitation,
  type InvitationState,
  invitationState,
  MIN_CODE_LENGTH,
  type NewInvitationInput,
  newestFirst,
  parseNewInvitation,
  signUpLink,
} from "./model";
import { bodyCell, ToolTable } from "./tool-table";

const STATE_BADGE: Record<InvitationState, { tone: BadgeTone; label: string }> = {
  open: { tone: "positive", label: "Open" },
  revoked: { tone: "critical", label: "Revoked" },
  expired: { tone: "caution", label: "Expired" },
  "used-up": { tone: "caution", label: "Used up" },
};

const EMPTY: NewInvitationInput = { code: "", note: "", maxUses: "", expiresOn: "" };

function formatDay(date: Date | undefined): string {
  return date ? date.toLocaleDateString(undefined, { dateStyle: "medium" }) : "—";
}

/** Creating codes, and the list of every code with its uses and actions. */
export function InvitationsSection({
  backend,
  siteUrl,
  invitations,
  onChange,
}: {
  backend: WaitlistBackend;
  siteUrl: string;
  invitations: ReadonlyArray<Invitation>;
  onChange: () => Promise<void>;
}) {
  const toast = useToast();
  const id = useId();
  const [input, setInput] = useState<NewInvitationInput>(EMPTY);
  const [problem, setProblem] = useState<{ field: keyof NewInvitationInput; message: string }>();
  const [busy, setBusy] = useState(false);
  const set =
    (field: keyof NewInvitationInput) => (event: { currentTarget: { value: string } }) => {
      // Read now: React clears currentTarget before a state updater runs.
      const { value } = event.currentTarget;
      setInput((current) => ({ ...current, [field]: value }));
    };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNewInvitation(input);
    if (!parsed.ok) {
      setProblem(parsed);
      document.getElementById(`${id}-${parsed.field}`)?.focus();
      return;
    }
    if (invitations.some((item) => item.code === parsed.value.code)) {
      setProblem({
        field: "code",
        message: `${parsed.value.code} exists already: pick another code.`,
      });
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      await backend.createInvitation(parsed.value);
      toast.push({ status: "success", title: `Created ${parsed.value.code}` });
      setInput(EMPTY);
      await onChange();
    } catch (caught) {
      console.error("Waitlist: creating a code failed", caught);
      toast.push({
        status: "error",
        title: `Could not create ${parsed.value.code}`,
        description: caught instanceof Error ? caught.message : String(caught),
      });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (code: string) => {
    if (!window.confirm(`Revoke ${code}? Nobody can sign up with it afterwards.`)) return;
    try {
      await backend.revokeInvitation(code);
      toast.push({ status: "success", title: `Revoked ${code}` });
      await onChange();
    } catch (caught) {
      console.error("Waitlist: revoking failed", caught);
      toast.push({ status: "error", title: `Could not revoke ${code}` });
    }
  };

  const copyLink = async (code: string) => {
    const link = signUpLink(siteUrl, code);
    try {
      await navigator.clipboard.writeText(link);
      toast.push({ status: "success", title: "Sign-up link copied", description: link });
    } catch {
      // No clipboard (permissions, plain http): show it to copy by hand.
      toast.push({
        status: "info",
        title: "Copy this sign-up link",
        description: link,
        duration: 20_000,
      });
    }
  };

  /** An input's props: its id (the label points at it), value, and the error or hint it is described by. */
  const field = (name: keyof NewInvitationInput, hasHint = false) => ({
    id: `${id}-${name}`,
    value: input[name],
    onChange: set(name),
    customValidity: problem?.field === name ? problem.message : undefined,
    "aria-invalid": problem?.field === name ? true : undefined,
    "aria-describedby":
      problem?.field === name ? `${id}-problem` : hasHint ? `${id}-${name}-hint` : undefined,
  });

  return (
    <Card as="section" padding={4} radius={2} shadow={1} aria-labelledby={`${id}-heading`}>
      <Stack gap={5}>
        <Heading as="h2" size={1} id={`${id}-heading`}>
          Invitation codes
        </Heading>
        <form onSubmit={create} aria-label="New invitation code" noValidate>
          <Stack gap={4}>
            <Grid gridTemplateColumns={[1, 2, 4]} gap={3}>
              <HintedField
                inputId={`${id}-code`}
                label="Code"
                hint={
                  <>At least {MIN_CODE_LENGTH} characters; Generate makes one nobody can guess.</>
                }
              >
                <Flex gap={2}>
                  <Box flex={1}>
                    <TextInput {...field("code", true)} autoComplete="off" />
                  </Box>
                  <Button
                    text="Generate"
                    mode="ghost"
                    onClick={() => setInput((current) => ({ ...current, code: generateCode() }))}
                  />
                </Flex>
              </HintedField>
              <HintedField
                inputId={`${id}-note`}
                label="Note (optional)"
                hint="Anyone holding the code can read it."
              >
                <TextInput {...field("note", true)} />
              </HintedField>
              <HintedField
                inputId={`${id}-maxUses`}
                label="Maximum uses (optional)"
                hint="Empty: no limit."
              >
                <TextInput {...field("maxUses", true)} inputMode="numeric" />
              </HintedField>
              <HintedField
                inputId={`${id}-expiresOn`}
                label="Expires after (optional)"
                hint="The code works until the end of that day."
              >
                <TextInput {...field("expiresOn", true)} type="date" />
              </HintedField>
            </Grid>
            <Box role="alert" id={`${id}-problem`}>
              {problem ? (
                <Card tone="critical" padding={3} radius={2}>
                  <Text>{problem.message}</Text>
                </Card>
              ) : null}
            </Box>
            <Box>
              <Button type="submit" text="Create code" loading={busy} disabled={busy} />
            </Box>
          </Stack>
        </form>

        {invitations.length === 0 ? (
          <Text muted>No invitation codes yet.</Text>
        ) : (
          <Box overflow="auto">
            <ToolTable label="Invitation codes" columns={COLUMNS} cell={cell}>
              {newestFirst(invitations, (item) => item.createdAt).map((item) => {
                const state = invitationState(item);
                return (
                  <tr key={item.code} data-testid={`invitation-${item.code}`}>
                    <th scope="row" style={cell}>
                      <Text size={1} weight="semibold">
                        <code>{item.code}</code>
                      </Text>
                    </th>
                    <td style={cell}>
                      <Text size={1} muted>
                        {item.note || "—"}
                      </Text>
                    </td>
                    <td style={cell} data-testid="uses">
                      <Text size={1}>
                        {item.uses}
                        {item.maxUses !== undefined ? ` of ${item.maxUses}` : ""}
                      </Text>
                    </td>
                    <td style={cell}>
                      <Text size={1}>{formatDay(item.expiresAt)}</Text>
                    </td>
                    <td style={cell}>
                      <Badge tone={STATE_BADGE[state].tone}>{STATE_BADGE[state].label}</Badge>
                    </td>
                    <td style={cell}>
                      <Flex gap={2}>
                        <Button
                          text="Copy link"
                          mode="ghost"
                          fontSize={1}
                          padding={2}
                          aria-label={`Copy link for ${item.code}`}
                          onClick={() => void copyLink(item.code)}
                          disabled={state !== "open"}
                        />
                        <Button
                          text="Revoke"
                          mode="ghost"
                          tone="critical"
                          fontSize={1}
                          padding={2}
                          aria-label={`Revoke ${item.code}`}
                          onClick={() => void revoke(item.code)}
                          disabled={state === "revoked"}
                        />
                      </Flex>
                    </td>
                  </tr>
                );
              })}
            </ToolTable>
          </Box>
        )}
      </Stack>
    </Card>
  );
}

/** A labelled input with a hint under it, which the input is described by (`<inputId>-hint`). */
function HintedField({
  inputId,
  label,
  hint,
  children,
}: {
  inputId: string;
  label: string;
  hint: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap={2}>
      <Label as="label" htmlFor={inputId}>
        {label}
      </Label>
      {children}
      <Text size={0} muted id={`${inputId}-hint`}>
        {hint}
      </Text>
    </Stack>
  );
}

const COLUMNS = ["Code", "Note", "Uses", "Expires", "Status", "Actions"];
const cell = bodyCell("8px 8px", { verticalAlign: "middle" });
