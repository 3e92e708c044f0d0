import { brand } from "../../theme";

/**
 * Buy-button colours come from the CMS. A value that is not a hex colour, or
 * a pair too low in contrast to read, falls back to the theme's colours so a
 * typo in the Studio never produces an invisible or inaccessible button.
 *
 * The buy buttons use large bold text (20 px bold), so WCAG AA asks for 3:1.
 */
const MIN_CONTRAST = 3;

interface ButtonColours {
  bg: string;
  color: string;
  hoverBg: string;
  hoverColor: string;
}

export const THEME_BUTTON_COLOURS: ButtonColours = {
  bg: brand.accent,
  color: "#ffffff",
  hoverBg: brand.accentHover,
  hoverColor: "#ffffff",
};

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function isHexColour(value: unknown): value is string {
  return typeof value === "string" && HEX.test(value.trim());
}

function channels(hex: string): [number, number, number] {
  const digits = hex.trim().slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function readablePair(bg: unknown, color: unknown): [string, string] | undefined {
  if (!isHexColour(bg) || !isHexColour(color)) return undefined;
  return contrastRatio(bg, color) >= MIN_CONTRAST ? [bg.trim(), color.trim()] : undefined;
}

export function buttonColours(product: {
  buttonColor?: string | null;
  buttonTextColor?: string | null;
  buttonHoverColor?: string | null;
  buttonHoverTextColor?: string | null;
}): ButtonColours {
  const base = readablePair(product.buttonColor, product.buttonTextColor);
  if (!base) return THEME_BUTTON_COLOURS;
  const hover = readablePair(product.buttonHoverColor, product.buttonHoverTextColor) ?? base;
  return { bg: base[0], color: base[1], hoverBg: hover[0], hoverColor: hover[1] };
}
