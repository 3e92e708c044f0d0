/** A non-breaking space: "1.2 km" never wraps between the figure and its unit. */
const NBSP = "\u00a0";

/**
 * A walking-scale distance as a visitor reads it on a hotel card: metres to the
 * nearest 10 under 1 km ("650 m"), kilometres with one decimal from there on
 * ("1.2 km", "1,2 km" in Italian: `locale` is the shown text's). Rounding first
 * means 996 m reads "1.0 km", never "1000 m".
 *
 * Formatted by hand rather than with Intl's unit style: the page is prerendered in
 * Node and hydrated in the browser, and two ICU builds may not space units alike.
 * Only the decimal mark comes from Intl, which every build agrees on.
 */
export function formatDistance(metres: number, locale = "en-GB"): string {
  const tens = Math.round(metres / 10) * 10;
  if (tens < 1000) return `${tens}${NBSP}m`;
  return `${(metres / 1000).toFixed(1).replace(".", decimalMark(locale))}${NBSP}km`;
}

/** Each locale's mark, worked out once: a guide formats a dozen distances per render. */
const decimalMarks = new Map<string, string>();

function decimalMark(locale: string): string {
  let mark = decimalMarks.get(locale);
  if (mark === undefined) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
    mark = parts.find((part) => part.type === "decimal")?.value ?? ".";
    decimalMarks.set(locale, mark);
  }
  return mark;
}
