/**
 * The Translations tool (decision 0055): every translatable document by language, with its
 * state (missing, stale and for how long, up to date), filtered by state, language and
 * title; a row opens the translation (or the English, where there is none yet).
 */
import { SearchIcon } from "@sanity/icons/Search";
import {
  Badge,
  Box,
  Card,
  Container,
  Flex,
  Heading,
  Select,
  Spinner,
  Stack,
  Text,
  TextInput,
} from "@sanity/ui";
import { SUPPORTED_LANGUAGES } from "@tastemap/schemas/languages";
import { TRANSLATION_LANGUAGES } from "@tastemap/schemas/translation";
import { useMemo, useState } from "react";
import { useSchema } from "sanity";
import { useRouter } from "sanity/router";
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
        <Box flex={2}>
          <Stack gap={2}>
            <Text size={1} weight="semibold" textOverflow="ellipsis">
              {row.title}
            </Text>
            <Text size={1} muted>
              {typeTitle}
              {row.kind === "fields" ? " · translated per field" : ""}
            </Text>
          </Stack>
        </Box>
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
  const [language, setLanguage] = useState<string>("all");
  const [search, setSearch] = useState("");
  const now = new Date();
  const shown = useMemo(
    () =>
      (rows ?? [])
        .filter((row) => state === "all" || row.state === state)
        .filter((row) => language === "all" || row.language === language)
        .filter((row) => row.title.toLowerCase().includes(search.trim().toLowerCase()))
        .sort(
          (a, b) =>
            STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
            (a.staleSince ?? "").localeCompare(b.staleSince ?? "") ||
            a.title.localeCompare(b.title),
        ),
    [rows, state, language, search],
  );
  const counts = countStates(rows ?? []);
  const typeTitle = (type: string) => schema.get(type)?.title ?? type;
  return (
    <Card height="fill" overflow="auto" padding={4}>
      <Container width={4}>
        <Stack gap={4}>
          <Heading as="h1" size={2}>
            Translations
          </Heading>
          <Text muted size={1} data-testid="translation-counts">
            {counts.stale} stale · {counts.missing} missing · {counts.upToDate} up to date
          </Text>
          <Flex gap={2} wrap="wrap">
            <Box style={{ width: 220 }}>
              <Select
                aria-label="State"
                value={state}
                onChange={(event) =>
                  setState(event.currentTarget.value as TranslationState | "all")
                }
              >
                <option value="all">Every state</option>
                <option value="stale">Stale ({counts.stale})</option>
                <option value="missing">Missing ({counts.missing})</option>
                <option value="upToDate">Up to date ({counts.upToDate})</option>
              </Select>
            </Box>
            <Box style={{ width: 200 }}>
              <Select
                aria-label="Language"
                value={language}
                onChange={(event) => setLanguage(event.currentTarget.value)}
              >
                <option value="all">Every language</option>
                {TRANSLATION_LANGUAGES.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.englishName}
                  </option>
                ))}
              </Select>
            </Box>
            <Box flex={1} style={{ minWidth: 200 }}>
              <TextInput
                aria-label="Find by title"
                icon={SearchIcon}
                placeholder="Find by title"
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
            </Box>
          </Flex>
          {error ? (
            <Text size={1}>The translations could not be read: {error}</Text>
          ) : rows === null ? (
            <Spinner />
          ) : (
            <Stack gap={1}>
              {shown.map((row) => (
                <Row key={row.key} row={row} typeTitle={typeTitle(row.type)} now={now} />
              ))}
              {shown.length === 0 ? <Text size={1}>Nothing matches.</Text> : null}
            </Stack>
          )}
        </Stack>
      </Container>
    </Card>
  );
}
