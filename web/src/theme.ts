import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  breakpoints,
  buttonRecipe,
  containerRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  spinnerRecipe,
  textStyles,
} from "@chakra-ui/react/theme";
import { keyframes, semanticTokens, tokens } from "./theme-tokens.gen";

/**
 * Chakra's base config plus only the recipes the site renders: the full default
 * system adds ~18 KB gzip of recipes no page uses (see docs/benchmarks.md).
 * Recipes of components that only lazily loaded code renders (dialog, badge) are
 * not here: those components take the recipe as a prop, so it ships with them.
 */
/**
 * The site's warm palette, as semantic colour tokens: `color="ink.muted"`,
 * `bg="accent.soft"`, `gradientFrom="cream"`, `{colors.accent}` inside a string.
 * Text colours are checked for WCAG AA against white and the cream backgrounds
 * (axe runs on every page in e2e); Chakra's orange.600 with white text is only
 * 3.6:1, so solid buttons use `accent`.
 */
const brandColors = {
  accent: {
    DEFAULT: { value: "#c2410c" }, // terracotta, 5.2:1 with white
    hover: { value: "#9a3412" },
    soft: { value: "#fff1e6" },
  },
  cream: { value: "#fffaf5" },
  ink: {
    DEFAULT: { value: "#2b1a12" },
    muted: { value: "#5c4a40" }, // 8:1 on cream
  },
  success: { value: "#166534" },
  error: {
    DEFAULT: { value: "#b91c1c" },
    soft: { value: "#fef2f2" },
  },
};

const config = defineConfig({
  // Chakra's CSS reset (box-sizing, margins, list styles): defaultBaseConfig leaves it off.
  preflight: true,
  globalCss: {
    "html, body": { bg: "bg", color: "fg", fontFamily: "body", lineHeight: "1.6" },
    "*:focus-visible": { outline: "3px solid", outlineColor: "orange.500", outlineOffset: "2px" },
  },
  theme: {
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        mono: { value: "ui-monospace, SFMono-Regular, Menlo, monospace" },
      },
    },
    // Without these, responsive props ({ base, md, lg }) never apply.
    breakpoints,
    semanticTokens: { ...semanticTokens, colors: { ...semanticTokens.colors, ...brandColors } },
    keyframes,
    textStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      field: fieldSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);

/** The fixed header's height: pages start below it, heroes extend under it. */
export const HEADER_HEIGHT = "4rem";

/** Solid call-to-action button colours (Chakra Button style props). */
export const solidButton = {
  bg: "accent",
  color: "white",
  _hover: { bg: "accent.hover" },
  _active: { bg: "accent.hover" },
} as const;

/** Outlined call-to-action button colours. */
export const outlineButton = {
  variant: "outline",
  borderColor: "accent",
  color: "accent.hover",
  bg: "white",
  _hover: { bg: "accent.soft" },
} as const;

type Breakpoint = "base" | "sm" | "md" | "lg" | "xl";

/**
 * Responsive equal columns for a CSS grid (`gridTemplateColumns`): `{ base: 1,
 * md: 3 }` → one column, three from `md`. What SimpleGrid's `columns` writes,
 * without SimpleGrid in the first load.
 */
export function gridColumns(counts: Partial<Record<Breakpoint, number>>) {
  return Object.fromEntries(
    Object.entries(counts).map(([breakpoint, count]) => [
      breakpoint,
      `repeat(${count}, minmax(0, 1fr))`,
    ]),
  );
}
