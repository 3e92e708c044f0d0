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
    semanticTokens,
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
