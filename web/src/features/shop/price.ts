/**
 * Prices as shoppers read them: "€35.95", "£29.99". One formatter per
 * currency (creating Intl formatters is slow). British English formatting
 * puts the symbol first for both currencies, matching the shop's copy.
 */
const PRICE_LOCALE = "en-GB";

const formatters = new Map<string, Intl.NumberFormat>();

export function formatPrice(
  amount: number | null | undefined,
  currency: "EUR" | "GBP",
): string | undefined {
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0) return undefined;
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(PRICE_LOCALE, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

/** Fills "{count} stickers" / "{years}-year warranty" style CMS templates. */
export function fillTemplate(
  template: string | null | undefined,
  values: Record<string, number | string>,
): string | undefined {
  if (!template) return undefined;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
