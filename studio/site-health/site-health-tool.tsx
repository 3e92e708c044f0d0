/**
 * The Site health tool (decision 0056): what needs staff in the published content, by kind
 * (broken links, images without alt text, empty sections, SEO, missing language versions),
 * filtered by kind, language and title; each row opens its document focused on the field.
 */
import { Badge, Box, Card, Flex, Select, Stack, Text } from "@sanity/ui";
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
import { RowTitle, ToolPage, useLanguageAndTitleFilter } from "../tool-kit/tool-page";
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
          <RowTitle
            title={finding.title}
            detail={[documentType?.title ?? finding.documentType, languageName(finding.language)]
              .filter(Boolean)
              .join(" · ")}
          />
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
  const filters = useLanguageAndTitleFilter();
  const shown = useMemo(
    () =>
      (findings ?? [])
        .filter((finding) => kind === "all" || finding.kind === kind)
        .filter(filters.matches),
    [findings, kind, filters.matches],
  );
  const counts = countFindings(findings ?? []);
  return (
    <ToolPage
      title="Site health"
      countsTestId="site-health-counts"
      counts={
        findings === null
          ? "Reading the published content…"
          : KINDS.map((each) => `${FINDING_KINDS[each].title}: ${counts[each]}`).join(" · ")
      }
      filter={
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
      }
      languages={SUPPORTED_LANGUAGES}
      filters={filters}
      // Findings already read stay listed when a later read fails.
      error={error && findings === null ? `The content could not be read: ${error}` : null}
      loading={findings === null}
    >
      <Stack gap={2}>
        {shown.map((finding) => (
          <Row
            key={`${finding.documentId}:${finding.kind}:${pathToString(finding.path)}`}
            finding={finding}
          />
        ))}
        {shown.length === 0 ? (
          <Text size={1}>
            {findings?.length === 0
              ? "Nothing to fix: the published content is healthy."
              : "Nothing matches."}
          </Text>
        ) : null}
      </Stack>
    </ToolPage>
  );
}
