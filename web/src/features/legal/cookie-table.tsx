import { Box, Heading, Text } from "@chakra-ui/react";
import type { StorageItem } from "../../lib/consent/storage-items";
import { STORAGE_ITEMS } from "../../lib/consent/storage-items";
import type { LanguageId } from "../../lib/i18n/languages";
import type { SiteSettings } from "../../lib/site/site-data";
import { brand } from "../../theme";

/** The table's own words: it is rendered from code (storage-items.ts), so they are code's too. */
const WORDS: Record<
  LanguageId,
  {
    heading: string;
    intro: string;
    name: string;
    setBy: string;
    category: string;
    purpose: string;
    kept: string;
  }
> = {
  en: {
    heading: "Cookies and storage",
    intro:
      "Everything this site keeps in your browser, and what other sites may keep once you allow their category. Change your choice at any time with “Cookie settings” at the foot of every page.",
    name: "Name",
    setBy: "Set by",
    category: "Category",
    purpose: "Purpose",
    kept: "Kept for",
  },
  it: {
    heading: "Cookie e archiviazione",
    intro:
      "Tutto ciò che questo sito conserva nel tuo browser e ciò che altri siti possono conservare dopo che ne consenti la categoria. Puoi cambiare la tua scelta in qualsiasi momento con “Impostazioni dei cookie” in fondo a ogni pagina.",
    name: "Nome",
    setBy: "Impostato da",
    category: "Categoria",
    purpose: "Finalità",
    kept: "Durata",
  },
};

type ConsentCopy = NonNullable<SiteSettings["consent"]>;

function categoryLabel(category: StorageItem["category"], copy: ConsentCopy | undefined): string {
  if (!copy) return category;
  return {
    necessary: copy.necessaryLabel,
    embeds: copy.embedsLabel,
    analytics: copy.analyticsLabel,
  }[category];
}

/** The table's columns, in order: each names its heading in `WORDS`. */
const COLUMNS = ["name", "setBy", "category", "purpose", "kept"] as const;

/**
 * The privacy page's cookie table, rendered from the list the code keeps (ADR 0054): a name
 * stored without a row fails storage-items.test.ts, so the page and the code agree.
 */
export function CookieTable({
  language,
  copy,
}: {
  language: LanguageId;
  copy: ConsentCopy | undefined;
}) {
  const words = WORDS[language];
  return (
    // Not a landmark itself: the scrolling table below is the region the heading names.
    <Box as="section" mt="12" data-cookie-table="">
      <Heading as="h2" id="cookie-table-heading" fontSize="2xl" color={brand.ink}>
        {words.heading}
      </Heading>
      <Text mt="3" color={brand.inkMuted}>
        {words.intro}
      </Text>
      <Box
        mt="6"
        overflowX="auto"
        tabIndex={0}
        role="region"
        aria-labelledby="cookie-table-heading"
      >
        <Box
          as="table"
          role="table"
          w="100%"
          fontSize="sm"
          color={brand.ink}
          css={{
            borderCollapse: "collapse",
            "& th, & td": {
              textAlign: "start",
              verticalAlign: "top",
              padding: "0.5rem 0.75rem",
              borderBottom: "1px solid var(--chakra-colors-orange-100)",
            },
            "& thead th": { background: brand.cream },
            "& code": { fontSize: "0.8125rem", wordBreak: "break-all" },
            // On a phone five columns only fit by scrolling sideways: each row becomes a
            // card of labelled lines instead. The explicit ARIA roles keep it a table for
            // screen readers, which drop a table's semantics once its display changes.
            "@media (max-width: 40em)": {
              "& thead": {
                position: "absolute",
                width: "1px",
                height: "1px",
                overflow: "hidden",
                clipPath: "inset(50%)",
                whiteSpace: "nowrap",
              },
              "& tbody, & tr, & th, & td": { display: "block" },
              "& tbody tr": {
                borderBottom: "1px solid var(--chakra-colors-orange-100)",
                paddingBlock: "0.5rem",
              },
              "& tbody th, & tbody td": { borderBottom: "none", padding: "0.25rem 0" },
              "& tbody td::before": {
                content: "attr(data-label)",
                display: "block",
                fontWeight: 700,
                color: brand.inkMuted,
              },
            },
          }}
        >
          <thead role="rowgroup">
            <tr role="row">
              {COLUMNS.map((column) => (
                <th key={column} role="columnheader" scope="col">
                  {words[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {STORAGE_ITEMS.map((item) => (
              <tr key={item.name} role="row">
                <th role="rowheader" scope="row">
                  {item.where === "third-party" ? (
                    (item.label?.[language] ?? item.name)
                  ) : (
                    <code>{item.name}</code>
                  )}
                  {item.where === "third-party" ? null : (
                    <Text as="span" display="block" color={brand.inkMuted} fontWeight="normal">
                      {item.where}
                    </Text>
                  )}
                </th>
                <td role="cell" data-label={words.setBy}>
                  {item.setByLabel?.[language] ?? item.setBy}
                </td>
                <td role="cell" data-label={words.category}>
                  {categoryLabel(item.category, copy)}
                </td>
                <td role="cell" data-label={words.purpose}>
                  {item.purpose[language]}
                </td>
                <td role="cell" data-label={words.kept}>
                  {item.kept[language]}
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
