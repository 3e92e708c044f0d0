/**
 * The page of a Studio tool that lists what needs staff (Site health, Translations): its
 * heading, a line of counts, a filter bar (the tool's own select, then language and title)
 * and the list, with what shows while the list is read or when it could not be.
 */
import { SearchIcon } from "@sanity/icons/Search";
import {
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
import { type ReactNode, useCallback, useState } from "react";

interface Language {
  id: string;
  englishName: string;
}

/** The filters every such tool has: a language ("all" for every one) and a piece of the title. */
export function useLanguageAndTitleFilter() {
  const [language, setLanguage] = useState<string>("all");
  const [search, setSearch] = useState("");
  const matches = useCallback(
    (item: { language?: string; title: string }) =>
      (language === "all" || item.language === language) &&
      item.title.toLowerCase().includes(search.trim().toLowerCase()),
    [language, search],
  );
  return { language, setLanguage, search, setSearch, matches };
}

interface ToolPageProps {
  title: string;
  /** The line under the heading; `countsTestId` names it for the tests. */
  counts: ReactNode;
  countsTestId: string;
  /** The tool's own filter, first in the bar. */
  filter: ReactNode;
  languages: ReadonlyArray<Language>;
  filters: ReturnType<typeof useLanguageAndTitleFilter>;
  /** Why the list could not be read, when it could not (the list is not shown then). */
  error: string | null;
  loading: boolean;
  /** The list's rows, or the sentence saying there are none. */
  children: ReactNode;
}

export function ToolPage({
  title,
  counts,
  countsTestId,
  filter,
  languages,
  filters,
  error,
  loading,
  children,
}: ToolPageProps) {
  return (
    <Card height="fill" overflow="auto" padding={[3, 3, 4]}>
      <Container width={4}>
        <Stack gap={4}>
          <Heading as="h1" size={2}>
            {title}
          </Heading>
          <Text muted size={1} data-testid={countsTestId}>
            {counts}
          </Text>
          <Flex gap={2} wrap="wrap">
            <Box style={{ width: 260, maxWidth: "100%" }}>{filter}</Box>
            <Box style={{ width: 200, maxWidth: "100%" }}>
              <Select
                aria-label="Language"
                value={filters.language}
                onChange={(event) => filters.setLanguage(event.currentTarget.value)}
              >
                <option value="all">Every language</option>
                {languages.map((entry) => (
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
                value={filters.search}
                onChange={(event) => filters.setSearch(event.currentTarget.value)}
              />
            </Box>
          </Flex>
          {error ? <Text size={1}>{error}</Text> : loading ? <Spinner /> : children}
        </Stack>
      </Container>
    </Card>
  );
}

/** A row's first column: what it is about (its title) and, under it, a muted detail line. */
export function RowTitle({ title, detail }: { title: string; detail: ReactNode }) {
  return (
    <Box flex={2}>
      <Stack gap={2}>
        <Text size={1} weight="semibold" textOverflow="ellipsis">
          {title}
        </Text>
        <Text size={1} muted>
          {detail}
        </Text>
      </Stack>
    </Box>
  );
}
