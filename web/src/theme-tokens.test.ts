import { describe, expect, it } from "vitest";
import {
  lightOnly,
  missingNames,
  referenceTexts,
  themeImports,
  usedNames,
} from "../scripts/generate-theme-tokens";
import { keyframes, semanticTokens, tokens } from "./theme-tokens.gen";

// theme-tokens.gen.ts keeps only the trimmed-category names something uses; a page
// or recipe that starts using another one needs the generator re-run.
describe("generated theme tokens", () => {
  it("contain every trimmed token and keyframe web/src and theme.ts's recipes use", () => {
    const missing = missingNames(
      { tokens, semanticTokens, keyframes },
      usedNames(referenceTexts()),
    );
    expect(missing, "run `npx tsx web/scripts/generate-theme-tokens.ts`").toEqual([]);
  });

  it("reads theme.ts's recipe imports and the names in strings", () => {
    expect(
      themeImports(
        'import {\n  badgeRecipe,\n  breakpoints,\n  dialogSlotRecipe as dialog,\n  textStyles,\n} from "@chakra-ui/react/theme";',
      ),
    ).toEqual(["badgeRecipe", "dialogSlotRecipe", "textStyles"]);
    const names = usedNames([
      '{ animationName: "scale-in, fade-in", zIndex: "zIndex.popover", bg: "{colors.bg.panel}" }',
    ]);
    for (const name of ["scale-in", "fade-in", "popover", "bg.panel"]) {
      expect(names.has(name)).toBe(true);
    }
  });

  it("would report a used animation the generated file lacks", () => {
    const names = usedNames(['animation="pulse"']);
    const { pulse: _pulse, ...withoutPulse } = keyframes as Record<string, unknown>;
    expect(missingNames({ tokens, semanticTokens, keyframes: withoutPulse }, names)).toEqual([
      "animations.pulse",
      "keyframes.pulse",
    ]);
  });

  it("keep each semantic token's light value only: the site has no dark mode", () => {
    expect(JSON.stringify(semanticTokens)).not.toMatch(/"_(dark|light)"/);
    expect(
      lightOnly({
        bg: { DEFAULT: { value: { _light: "{colors.white}", _dark: "{colors.black}" } } },
        radii: { l1: { value: "{radii.xs}" } },
      }),
    ).toEqual({
      bg: { DEFAULT: { value: "{colors.white}" } },
      radii: { l1: { value: "{radii.xs}" } },
    });
  });
});
