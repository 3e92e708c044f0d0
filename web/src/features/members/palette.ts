/**
 * Warm accents for the membership pages and the newsletter form. Chakra's
 * orange.600 carries white text at only 3.6:1, so buttons and links use a darker
 * terracotta (AA on white and on the cream backgrounds).
 */
export const ACCENT = "#c2410c"; // 5.2:1 with white
export const ACCENT_HOVER = "#9a3412";
export const ACCENT_SOFT = "#fff1e6";
export const CREAM = "#fffaf5";
export const INK = "#2b1a12";
export const MUTED_INK = "#5c4a40"; // 8:1 on cream
export const SUCCESS_INK = "#166534";
export const ERROR_INK = "#b91c1c";
export const ERROR_SOFT = "#fef2f2";

/** Props for the primary call-to-action button. */
export const primaryButton = {
  bg: ACCENT,
  color: "white",
  _hover: { bg: ACCENT_HOVER },
  _active: { bg: ACCENT_HOVER },
} as const;
