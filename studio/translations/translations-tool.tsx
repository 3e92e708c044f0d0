/**
 * The Translations tool (decision 0055): every translatable document by language, with its
 * state (missing, stale and for how long, up to date), filtered by state, language and
 * title; a row opens the translation (or the English, where there is none yet).
 */
import { Badge, Box, Card, Flex, Select, Stack, Text } from "@sanity/ui";
import { SUPPORTED_LANGUAGES } from "@tastemap/schemas/languages";
import { TRANSLATION_LANGUAGES } from "@tastemap/schemas/translation";
import { useMemo, useState } from "react";
import { useSchema } from "sanity";
import { useRouter } from "sanity/router";
import { RowTitle, ToolPage, useLanguageAndTitleFilter } from "../tool-kit/tool-page";
import {
  countStates,
  durationSince,
  type TranslationRow,
  type TranslationState,
} from "./staleness";
import { useTranslationRows } from "./use-translation-rows";

const STATE_LABELS: Record<TranslationState, string> = {
  missing: "Missing",
  stale: "Stale",
  upToDate: "Up to date",
};
const STATE_TONES = { missing: "critical", stale: "caution", upToDate: "positive" } as const;
/** Stale first: what needs staff most. */
const STATE_ORDER: Record<TranslationState, number> = { stale: 0, missing: 1, upToDate: 2 };

const languageName = (id: string) =>
  SUPPORTED_LANGUAGES.find((language) => language.id === id)?.englishName ?? id;

function detail(row: TranslationRow, now: Date): string {
  const parts: string[] = [];
  if (row.state === "stale") {
    parts.push(row.staleSince ? `behind for ${durationSince(row.staleSince, now)}` : "behind");
  }
  if (row.staleFields?.length) parts.push(`changed: ${row.staleFields.join(", ")}`);
  if (row.missingFields?.length) parts.push(`not translated: ${row.missingFields.join(", ")}`);
  if (row.state === "missing" && row.kind === "document") parts.push("no version yet");
  return parts.join(" · ");
}

function Row({ row, typeTitle, now }: { row: TranslationRow; typeTitle: string; now: Date }) {
  const router = useRouter();
  return (
    <Card
      as="button"
      padding={3}
      radius={2}
      data-testid="translation-row"
      data-state={row.state}
      data-source={row.sourceId}
      onClick={() => router.navigateIntent("edit", { id: row.openId, type: row.type })}
      style={{ textAlign: "left", width: "100%" }}
    >
      <Flex align="center" gap={3}>
        <RowTitle
          title={row.title}
          detail={`${typeTitle}${row.kind === "fields" ? " · translated per field" : ""}`}
        />
        <Box flex={1}>
          <Text size={1}>{languageName(row.language)}</Text>
        </Box>
        <Box flex={1}>
          <Badge tone={STATE_TONES[row.state]}>{STATE_LABELS[row.state]}</Badge>
        </Box>
        <Box flex={3}>
          <Text size={1} muted>
            {detail(row, now)}
          </Text>
        </Box>
      </Flex>
    </Card>
  );
}

export default function TranslationsTool() {
  const { rows, error } = useTranslationRows();
  const schema = useSchema();
  const [state, setState] = useState<TranslationState | "all">("all");
  const filters = useLanguageAndTitleFilter();
  const now = new Date();
  const shown = useMemo(
    () =>
      (rows ?? [])
        .filter((row) => state === "all" || row.state === state)
        .filter(filters.matches)
        .sort(
          (a, b) =>
            STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
            (a.staleSince ?? "").localeCompare(b.staleSince ?? "") ||
            a.title.localeCompare(b.title),
        ),
    [rows, state, filters.matches],
  );
  const counts = countStates(rows ?? []);
  const typeTitle = (type: string) => schema.get(type)?.title ?? type;
  return (
    <ToolPage
      title="Translations"
      countsTestId="translation-counts"
      counts={`${counts.stale} stale · ${counts.missing} missing · ${counts.upToDate} up to date`}
      filter={
        <Select
          aria-label="State"
          value={state}
          onChange={(event) => setState(event.currentTarget.value as TranslationState | "all")}
        >
          <option value="all">Every state</option>
          <option value="stale">Stale ({counts.stale})</option>
          <option value="missing">Missing ({counts.missing})</option>
          <option value="upToDate">Up to date ({counts.upToDate})</option>
        </Select>
      }
      languages={TRANSLATION_LANGUAGES}
      filters={filters}
      error={error ? `The translations could not be read: ${error}` : null}
      loading={rows === null}
    >
      <Stack gap={1}>
        {shown.map((row) => (
          <Row key={row.key} row={row} typeTitle={typeTitle(row.type)} now={now} />
        ))}
        {shown.length === 0 ? <Text size={1}>Nothing matches.</Text> : null}
      </Stack>
    </ToolPage>
  );
}
