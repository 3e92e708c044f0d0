import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from "@chakra-ui/react";
import {
  breakpoints,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  linkRecipe,
  spinnerRecipe,
  textStyles,
} from "@chakra-ui/react/theme";
import { keyframes, semanticTokens, tokens } from "./theme-tokens.gen";

/**
 * The site's warm palette, each colour once. It becomes the semantic colour
 * tokens `brand.<name>`, and style props name them through `brand`:
 * `color={brand.inkMuted}` renders `var(--chakra-colors-brand-ink-muted)`, and a
 * misspelt name fails type-checking (a string prop would silently render no
 * colour). Text colours are checked for WCAG AA against white and the cream
 * backgrounds (axe runs on every page in e2e); Chakra's orange.600 with white
 * text is only 3.6:1, so solid buttons use the accent.
 */
const BRAND_COLORS = {
  accent: "#c2410c", // terracotta, 5.2:1 with white
  accentHover: "#9a3412",
  accentSoft: "#fff1e6",
  cream: "#fffaf5",
  ink: "#2b1a12",
  inkMuted: "#5c4a40", // 8:1 on cream
  success: "#166534",
  error: "#b91c1c",
  errorSoft: "#fef2f2",
} as const;

type BrandColor = keyof typeof BRAND_COLORS;

/**
 * The site sets its type in one family, the device's own, in two weights. In the page's
 * first layout every family and weight the page names is a synchronous round trip from the
 * page to the browser to match a font, and every size of each is another: with five weights
 * and a monospace stack whose first names miss on most devices, those round trips were
 * most of a page's first layout (docs/benchmarks.md, issue 37; ADR 0076). Promo codes are
 * set apart by weight and letter spacing, not by a monospace face.
 */
const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * Chakra's recipes name five weights; the site's components name `normal` and `bold`. Each
 * other name is the nearer of the two, which is what a browser renders anyway for a family
 * with only a regular and a bold face (DejaVu, Liberation): there, nothing changes.
 * `tests/e2e/prerender.test.ts` checks that no public page renders another weight.
 */
const TYPE_WEIGHTS = {
  ...tokens.fontWeights,
  medium: { value: "400" },
  semibold: { value: "700" },
  extrabold: { value: "700" },
  black: { value: "700" },
};

export const brand = Object.fromEntries(
  Object.keys(BRAND_COLORS).map((name) => [name, `brand.${name}`]),
) as { readonly [Name in BrandColor]: `brand.${Name}` };

/**
 * Chakra's base config plus only the recipes the site renders: the full default
 * system ships recipes no page uses in every first load (see docs/benchmarks.md).
 * Recipes of components that only some pages render (dialog, badge, the forms' input)
 * are not here: those components take the recipe as a prop, so it ships with them.
 */
const config = defineConfig({
  // Chakra's CSS reset (box-sizing, margins, list styles) is CSS in every document's <head>
  // (theme-reset.css, written by entry-server.tsx), not JavaScript in every first load.
  preflight: false,
  globalCss: {
    "html, body": { bg: "bg", color: "fg", fontFamily: "body", lineHeight: "1.6" },
    // The reset's `code` (the cookie table's names) reads this before its own long stack.
    html: { "--global-font-mono": "fonts.mono" },
    "*:focus-visible": { outline: "3px solid", outlineColor: "orange.500", outlineOffset: "2px" },
  },
  theme: {
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: SYSTEM_FONTS },
        body: { value: SYSTEM_FONTS },
        // The generic family alone, for `code` (the cookie table's names): a named stack
        // (ui-monospace, SFMono-Regular, Menlo) is a lookup per name that misses on most devices.
        mono: { value: "monospace" },
      },
      fontWeights: TYPE_WEIGHTS,
    },
    // Without these, responsive props ({ base, md, lg }) never apply.
    breakpoints,
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        brand: Object.fromEntries(
          Object.entries(BRAND_COLORS).map(([name, value]) => [name, { value }]),
        ),
      },
    },
    keyframes,
    textStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
  },
});

let system: SystemContext | undefined;

/**
 * The site's Chakra system, built on first use rather than when this module loads: building
 * it (the token dictionary, conditions, utilities) is the largest share of evaluating a
 * page's entry chunk, so entry-client.tsx builds it in tasks of its own before hydrating
 * (`siteSystemSteps`; docs/benchmarks.md, issues 28 and 37).
 */
export function siteSystem(): SystemContext {
  system ??= finished(createSystem(defaultBaseConfig, config));
  return system;
}

/** What the client build's `createSystem.steps` made (web/build/chakra-system-in-steps.ts). */
type Prepared = object;
interface SystemSteps {
  merge(...configs: SystemConfig[]): Prepared;
  /** Starts the token dictionary; returns the rest of its build, in order. */
  tokens(prepared: Prepared): SystemStep[];
}

/** A step of work for a task of its own; it may return steps to run before the next one. */
export type SystemStep = () => SystemStep[] | undefined;

/**
 * The site's system built in steps, for the caller to run one per task: merging the configs,
 * the token dictionary in four steps, and the rest. Each is under 10 ms on the benchmarks'
 * machine, where one call was 9-14 ms (docs/benchmarks.md, "The boot's last long task").
 * Where `createSystem` has no steps (the server build, tests, the dev server), one step
 * builds it whole; once it is built, there is nothing left to do.
 */
export function siteSystemSteps(): SystemStep[] {
  const steps = (createSystem as unknown as { steps?: SystemSteps }).steps;
  if (system) return [];
  if (!steps) return [() => void siteSystem()];
  // Set by the first step; the caller runs the steps in order.
  let prepared: Prepared;
  return [
    () => {
      prepared = steps.merge(defaultBaseConfig, config);
      return undefined;
    },
    () => steps.tokens(prepared),
    () => {
      system ??= finished(createSystem(prepared as unknown as SystemConfig));
      return undefined;
    },
  ];
}

function finished(built: SystemContext): SystemContext {
  // Chakra's global styles (the base layer and the token variables) are CSS in every
  // document's <head> (theme-global-css.ts, written by entry-server.tsx), so ChakraProvider
  // inserts none. The client build also skips computing them inside createSystem
  // (web/build/chakra-globals-in-the-html.ts).
  built._global = [];
  return built;
}

/** The fixed header's height: pages start below it, heroes extend under it. */
export const HEADER_HEIGHT = "4rem";

/**
 * What Chakra's Badge (badgeRecipe, size sm) renders, as style props for a plain `<span>` Box:
 * the shop's product badges and the city guide's place tags, without Badge's component and
 * recipe in those pages' first load. Colours and padding are the caller's.
 */
export const plainBadge = {
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  whiteSpace: "nowrap",
  userSelect: "none",
  fontVariantNumeric: "tabular-nums",
  textStyle: "xs",
  minH: "5",
} as const;

/** Solid call-to-action button colours (Chakra Button style props). */
export const solidButton = {
  bg: brand.accent,
  color: "white",
  _hover: { bg: brand.accentHover },
  _active: { bg: brand.accentHover },
} as const;

/** Outlined call-to-action button colours. */
export const outlineButton = {
  variant: "outline",
  borderColor: brand.accent,
  color: brand.accentHover,
  bg: "white",
  _hover: { bg: brand.accentSoft },
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
