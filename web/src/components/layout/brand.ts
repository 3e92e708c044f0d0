/**
 * The public site's warm palette. Text colours are checked for WCAG AA against
 * white and the cream backgrounds (axe runs on every page in e2e); Chakra's
 * orange.600 with white text is only 3.6:1, so solid buttons use ACCENT.
 */
export const ACCENT = "#c2410c"; // terracotta, 5.2:1 with white
export const ACCENT_HOVER = "#9a3412";
export const ACCENT_SOFT = "#fff1e6";
export const CREAM = "#fffaf5";
export const INK = "#2b1a12";
export const MUTED_INK = "#5c4a40"; // 8:1 on cream

/** The fixed header's height: pages start below it, heroes extend under it. */
export const HEADER_HEIGHT = "4rem";

/** Solid call-to-action button colours (Chakra Button style props). */
export const solidButton = {
  bg: ACCENT,
  color: "white",
  _hover: { bg: ACCENT_HOVER },
} as const;

/** Outlined call-to-action button colours. */
export const outlineButton = {
  variant: "outline",
  borderColor: ACCENT,
  color: ACCENT_HOVER,
  bg: "white",
  _hover: { bg: ACCENT_SOFT },
} as const;
