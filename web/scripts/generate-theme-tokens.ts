/**
 * `npx tsx web/scripts/generate-theme-tokens.ts`: writes web/src/theme-tokens.gen.ts,
 * Chakra's default tokens, semantic tokens and keyframes trimmed to what the site
 * can use. Every token ships in the first load of every page (as JS, and again as a
 * CSS variable at start-up), and an object literal cannot be tree-shaken, so the
 * trimmed copy is generated instead:
 *
 * - colour palettes: only PALETTES (whole: `colorPalette` needs every shade);
 * - fonts: none (web/src/theme.ts sets its own);
 * - the categories in SCANNED and the bg/fg/border semantic colours, plus the
 *   keyframes: only names that appear as a string in the recipes web/src imports
 *   from @chakra-ui/react/theme or anywhere in web/src (so a page writing `animation="pulse"` keeps
 *   `pulse`); web/src/theme-tokens.test.ts fails when a used name is missing;
 * - everything else (spacing, sizes, radii, font sizes, shadows, z-indices…): all
 *   of Chakra's, since page code picks those freely.
 *
 * Re-run after upgrading Chakra, using another Chakra recipe, or when a page needs
 * another palette or one of the trimmed names.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chakraTheme from "@chakra-ui/react/theme";

/** Keep in sync with the palettes used in web/src (colorPalette props, "<palette>.<shade>"). */
export const PALETTES = ["gray", "orange", "red", "green"];
const ALWAYS = ["transparent", "current", "black", "white", "whiteAlpha", "blackAlpha"];
/** Token categories that page code rarely names: kept only where a name is used. */
export const SCANNED = [
  "animations",
  "aspectRatios",
  "blurs",
  "borders",
  "cursor",
  "durations",
  "easings",
] as const;
/** Semantic colour groups trimmed the same way (DEFAULT always stays). */
export const SCANNED_SEMANTIC_COLORS = ["bg", "fg", "border"] as const;

const webSrc = path.resolve(import.meta.dirname, "../src");
const outFile = path.join(webSrc, "theme-tokens.gen.ts");

type TokenGroup = Record<string, unknown>;

/** Every string in the given source texts, plus its parts (`"scale-in, fade-in"`, `"{colors.x}"`). */
export function usedNames(texts: string[]): Set<string> {
  const names = new Set<string>();
  const literal =
    /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`]*)`|(?<![\w.])(\d+(?:\.\d+)?)(?![\w.])/g;
  for (const text of texts) {
    for (const match of text.matchAll(literal)) {
      const value = match[1] ?? match[2] ?? match[3] ?? match[4] ?? "";
      names.add(value);
      for (const part of value.split(/[\s,()]+/)) {
        if (!part) continue;
        names.add(part);
        // "{colors.bg.panel}", "zIndex.popover", "-4" (negative spacing)
        const reference = part.replace(/^[{-]+|[}]+$/g, "");
        names.add(reference);
        const dot = reference.indexOf(".");
        if (dot > 0) names.add(reference.slice(dot + 1));
      }
    }
  }
  return names;
}

function pick<T extends TokenGroup>(object: T, keep: (key: string) => boolean): T {
  return Object.fromEntries(Object.entries(object).filter(([key]) => keep(key))) as T;
}

/** The recipes, slot recipes and styles a module takes from @chakra-ui/react/theme. */
export function themeImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"@chakra-ui\/react\/theme"/g,
  )) {
    for (const entry of (match[1] ?? "").split(",")) {
      const name = entry.trim().split(/\s+as\s+/)[0] ?? "";
      if (/(Recipe|SlotRecipe|textStyles|layerStyles|animationStyles)$/.test(name)) {
        names.push(name);
      }
    }
  }
  return names;
}

/**
 * The texts whose strings decide which scanned tokens stay: web/src's sources and
 * every recipe they import from @chakra-ui/react/theme (theme.ts's, and those
 * lazily loaded components pass as a `recipe` prop).
 */
export function referenceTexts(): string[] {
  const theme = chakraTheme as unknown as Record<string, unknown>;
  const sources = readdirSync(webSrc, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.gen\.ts$|sanity\.types\.ts$/.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(webSrc, file), "utf8"));
  const recipes = [...new Set(sources.flatMap(themeImports))].map((name) =>
    JSON.stringify(theme[name] ?? {}),
  );
  return [...recipes, ...sources];
}

export function trimTheme(names: Set<string>) {
  const { tokens, semanticTokens, keyframes } = chakraTheme;
  const { fonts: _fonts, ...rest } = tokens as TokenGroup & { fonts?: unknown };
  const trimmedTokens: TokenGroup = {
    ...rest,
    colors: pick(tokens.colors as TokenGroup, (key) => [...ALWAYS, ...PALETTES].includes(key)),
  };
  for (const category of SCANNED) {
    trimmedTokens[category] = pick(tokens[category] as TokenGroup, (key) => names.has(key));
  }
  // A kept animation token names its keyframes in its value ("spin 1s linear infinite").
  const animationValues = Object.values(trimmedTokens.animations as TokenGroup).map((token) =>
    String((token as { value: unknown }).value),
  );
  const keyframeNames = new Set([...names, ...usedNames(animationValues.map((v) => `"${v}"`))]);
  const semanticColors = semanticTokens.colors as TokenGroup;
  const trimmedSemanticColors: TokenGroup = {};
  for (const [group, value] of Object.entries(semanticColors)) {
    if ((SCANNED_SEMANTIC_COLORS as readonly string[]).includes(group)) {
      trimmedSemanticColors[group] = pick(
        value as TokenGroup,
        (key) => key === "DEFAULT" || names.has(`${group}.${key}`),
      );
    } else if (PALETTES.includes(group)) {
      trimmedSemanticColors[group] = value;
    }
  }
  return {
    tokens: trimmedTokens,
    semanticTokens: lightOnly({ ...semanticTokens, colors: trimmedSemanticColors }),
    keyframes: pick(keyframes as TokenGroup, (key) => keyframeNames.has(key)),
  };
}

/**
 * The site has one colour scheme, light: nothing turns Chakra's dark mode on (no `.dark`
 * class, no `_dark` style). A semantic token keeps its `_light` value as its only one, so
 * neither the tokens' CSS nor every page's start-up builds the dark variables.
 */
export function lightOnly<T>(group: T): T {
  if (typeof group !== "object" || group === null) return group;
  if ("value" in group) {
    const { value } = group as { value: unknown };
    if (typeof value === "object" && value !== null && "_light" in value)
      return { ...group, value: (value as { _light: unknown })._light };
    return group;
  }
  return Object.fromEntries(
    Object.entries(group).map(([key, child]) => [key, lightOnly(child)]),
  ) as T;
}

/** A theme as generated: tokens, semantic tokens and keyframes. */
export interface GeneratedTheme {
  tokens: object;
  semanticTokens: object;
  keyframes: object;
}

/** Names the trimmed theme lacks although the texts use them (empty when current). */
export function missingNames(theme: GeneratedTheme, names: Set<string>): string[] {
  const generated = theme as ReturnType<typeof trimTheme>;
  const expected = trimTheme(names);
  const missing: string[] = [];
  const compare = (label: string, want: TokenGroup, have: TokenGroup | undefined) => {
    for (const key of Object.keys(want))
      if (!have || !(key in have)) missing.push(`${label}.${key}`);
  };
  for (const category of SCANNED) {
    compare(
      category,
      expected.tokens[category] as TokenGroup,
      generated.tokens[category] as TokenGroup | undefined,
    );
  }
  for (const group of SCANNED_SEMANTIC_COLORS) {
    compare(
      `colors.${group}`,
      (expected.semanticTokens.colors as TokenGroup)[group] as TokenGroup,
      (generated.semanticTokens.colors as TokenGroup | undefined)?.[group] as TokenGroup,
    );
  }
  compare("keyframes", expected.keyframes, generated.keyframes);
  return missing;
}

function render(theme: ReturnType<typeof trimTheme>): string {
  return `// Generated by web/scripts/generate-theme-tokens.ts from @chakra-ui/react/theme. Do not edit.
// Palettes: ${PALETTES.join(", ")}. No fonts (theme.ts sets them). Trimmed to the names
// web/src uses: keyframes, semantic ${SCANNED_SEMANTIC_COLORS.join("/")} colours,
// ${SCANNED.join(", ")}. Semantic tokens: their light value only (no dark mode).
import type { SystemConfig } from "@chakra-ui/react";

type Theme = NonNullable<SystemConfig["theme"]>;

export const tokens: NonNullable<Theme["tokens"]> = ${JSON.stringify(theme.tokens)};

export const semanticTokens: NonNullable<Theme["semanticTokens"]> = ${JSON.stringify(theme.semanticTokens)};

export const keyframes: NonNullable<Theme["keyframes"]> = ${JSON.stringify(theme.keyframes)};
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(outFile, render(trimTheme(usedNames(referenceTexts()))));
  console.log(`wrote ${path.relative(process.cwd(), outFile)} (format it with biome)`);
}
