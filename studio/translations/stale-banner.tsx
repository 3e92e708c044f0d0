/**
 * "English changed since this translation:" above a stale translation's fields (decision
 * 0055): each changed English field, before and after, as text, and "Mark as up to date".
 * Given to Studio as the document's root input, so it shows in every document view.
 */
import { WarningOutlineIcon } from "@sanity/icons/WarningOutline";
import { Box, Button, Card, Flex, Stack, Text } from "@sanity/ui";
import { isFieldTranslated, isTranslationLinked } from "@tastemap/schemas/translation";
import { useState } from "react";
import type { InputProps, ObjectSchemaType } from "sanity";
import type { Change } from "./change-summary";
import { useTranslationStatus } from "./use-translation-status";

/** `ctaLabel` → "Cta label": a step below the top field, as Studio would title it. */
function humanize(step: string): string {
  const words = step.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldLabel(change: Change, schemaType: ObjectSchemaType): string {
  const [top, ...rest] = change.path;
  const field = schemaType.fields?.find((candidate) => candidate.name === top);
  const title = field?.type.title ?? humanize(top ?? "");
  return [title, ...rest.map(humanize)].join(" › ");
}

/** Long text shortened: the banner names the change, the field below shows it whole. */
function clip(text: string): string {
  return text.length > 280 ? `${text.slice(0, 277)}…` : text;
}

function ChangeRow({ change, label }: { change: Change; label: string }) {
  return (
    <Stack gap={2} data-testid="translation-change">
      <Text size={1} weight="semibold">
        {label}
      </Text>
      <Text size={1} muted style={{ whiteSpace: "pre-wrap" }}>
        <s>{clip(change.before) || "(empty)"}</s>
      </Text>
      <Text size={1} style={{ whiteSpace: "pre-wrap" }}>
        {clip(change.after) || "(empty)"}
      </Text>
    </Stack>
  );
}

function Banner(props: InputProps) {
  const status = useTranslationStatus(props.value as Parameters<typeof useTranslationStatus>[0]);
  const [marking, setMarking] = useState(false);
  if (!status) return null;
  const schemaType = props.schemaType as ObjectSchemaType;
  const since = status.since ? new Date(status.since).toLocaleString() : undefined;
  return (
    <Card tone="caution" padding={4} radius={2} border data-testid="translation-stale-banner">
      <Stack gap={4}>
        <Flex align="center" gap={2}>
          <Text size={1}>
            <WarningOutlineIcon />
          </Text>
          <Text size={1} weight="semibold">
            English changed since this translation:
          </Text>
          {since ? (
            <Text size={1} muted>
              first on {since}
            </Text>
          ) : null}
        </Flex>
        {status.changes.map((change, index) => (
          // An item removed and one added can share a label: the position keys them.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole, never reordered
          <ChangeRow key={index} change={change} label={fieldLabel(change, schemaType)} />
        ))}
        {status.unknownBefore ? (
          <Text size={1} muted>
            The English it was translated from is not known (not recorded, or older than the history
            kept): compare with the English document.
          </Text>
        ) : null}
        <Box>
          <Button
            text={marking ? "Marking…" : "Mark as up to date"}
            tone="primary"
            mode="ghost"
            disabled={marking}
            onClick={() => {
              setMarking(true);
              status
                .markUpToDate()
                .catch((error: unknown) => window.alert(`Could not mark it: ${String(error)}`))
                .finally(() => setMarking(false));
            }}
          />
        </Box>
      </Stack>
    </Card>
  );
}

/** The document's root input: the banner (when stale), then Studio's own form. */
export function TranslationStatusInput(props: InputProps) {
  const type = props.schemaType.name;
  if (props.id !== "root" || !(isTranslationLinked(type) || isFieldTranslated(type))) {
    return props.renderDefault(props);
  }
  return (
    <Stack gap={5}>
      <Banner {...props} />
      {props.renderDefault(props)}
    </Stack>
  );
}
