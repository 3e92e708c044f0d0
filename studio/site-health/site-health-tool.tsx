/**
 * The Site health tool (decision 0056): what needs staff in the published content, by kind
 * (broken links, images without alt text, empty sections, SEO, missing language versions),
 * filtered by kind, language and title; each row opens its document focused on the field.
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
import {
  countFindings,
  FINDING_KINDS,
  type Finding,
  type FindingKind,
  pathToString,
} from "@tastemap/schemas/site-health";
import { useMemo, useState } from "react";
import { useSchema } from "sanity";
import { IntentLink } from "sanity/router";
import { fieldTitles } from "./field-titles";
import { useSiteHealth } from "./use-site-health";

const KIND_TONES: Record<FindingKind, "critical" | "caution" | "primary"> = {
  brokenLink: "critical",
  missingAlt: "caution",
  emptySection: "caution",
  seo: "primary",
  missingTwin: "primary",
};

const KINDS = Object.keys(FINDING_KINDS) as FindingKind[];

const languageName = (id: string | undefined) =>
  SUPPORTED_LANGUAGES.find((language) => language.id === id)?.englishName ?? "";

function Row({ finding }: { finding: Finding }) {
  const schema = useSchema();
  const documentType = schema.get(finding.documentType);
  const field = fieldTitles(documentType, finding.path).join(" › ");
  const path = pathToString(finding.path);
  return (
    <IntentLink
      intent="edit"
      params={{ id: finding.documentId, type: finding.documentType, path }}
      data-testid="site-health-row"
      data-kind={finding.kind}
      data-document={finding.documentId}
      data-path={path}
      style={{ display: "block", color: "inherit", textDecoration: "none" }}
    >
      <Card padding={3} radius={2} border>
        <Flex
          gap={3}
          direction={["column", "column", "row"]}
          align={["stretch", "stretch", "center"]}
        >
          <Box flex={2}>
            <Stack gap={2}>
              <Text size={1} weight="semibold" textOverflow="ellipsis">
                {finding.title}
              </Text>
              <Text size={1} muted>
                {[documentType?.title ?? finding.documentType, languageName(finding.language)]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            </Stack>
          </Box>
          <Box flex={1}>
            <Badge tone={KIND_TONES[finding.kind]}>{FINDING_KINDS[finding.kind].title}</Badge>
          </Box>
          <Box flex={4}>
            <Stack gap={2}>
              <Text size={1} weight="medium">
                {field}
              </Text>
              <Text size={1} muted>
                {finding.message}
              </Text>
            </Stack>
          </Box>
        </Flex>
      </Card>
    </IntentLink>
  );
}

export default function SiteHealthTool() {
  const { findings, error } = useSiteHealth();
  const [kind, setKind] = useState<FindingKind | "all">("all");
  const [language, setLanguage] = useState<string>("all");
  const [search, setSearch] = useState("");
  const shown = useMemo(
    () =>
      (findings ?? [])
        .filter((finding) => kind === "all" || finding.kind === kind)
        .filter((finding) => language === "all" || finding.language === language)
        .filter((finding) => finding.title.toLowerCase().includes(search.trim().toLowerCase())),
    [findings, kind, language, search],
  );
  const counts = countFindings(findings ?? []);
  return (
    <Card height="fill" overflow="auto" padding={[3, 3, 4]}>
      <Container width={4}>
        <Stack gap={4}>
          <Heading as="h1" size={2}>
            Site health
          </Heading>
          <Text muted size={1} data-testid="site-health-counts">
            {findings === null
              ? "Reading the published content…"
              : KINDS.map((each) => `${FINDING_KINDS[each].title}: ${counts[each]}`).join(" · ")}
          </Text>
          <Flex gap={2} wrap="wrap">
            <Box style={{ width: 260, maxWidth: "100%" }}>
              <Select
                aria-label="Kind"
                value={kind}
                onChange={(event) => setKind(event.currentTarget.value as FindingKind | "all")}
              >
                <option value="all">Every kind ({findings?.length ?? 0})</option>
                {KINDS.map((each) => (
                  <option key={each} value={each}>
                    {FINDING_KINDS[each].title} ({counts[each]})
                  </option>
                ))}
              </Select>
            </Box>
            <Box style={{ width: 180, maxWidth: "100%" }}>
              <Select
                aria-label="Language"
                value={language}
                onChange={(event) => setLanguage(event.currentTarget.value)}
              >
                <option value="all">Every language</option>
                {SUPPORTED_LANGUAGES.map((entry) => (
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
          {error && findings === null ? (
            <Text size={1}>The content could not be read: {error}</Text>
          ) : findings === null ? (
            <Spinner />
          ) : (
            <Stack gap={2}>
              {shown.map((finding) => (
                <Row
                  key={`${finding.documentId}:${finding.kind}:${pathToString(finding.path)}`}
                  finding={finding}
                />
              ))}
              {shown.length === 0 ? (
                <Text size={1}>
                  {findings.length === 0
                    ? "Nothing to fix: the published content is healthy."
                    : "Nothing matches."}
                </Text>
              ) : null}
            </Stack>
          )}
        </Stack>
      </Container>
    </Card>
  );
}
