/**
 * Prices as shoppers read them: "€35.95", "£29.99" in the site's British English,
 * "35,95 €" in Italian. One formatter per locale and currency (creating Intl
 * formatters is slow).
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatPrice(
  amount: number | null | undefined,
  currency: "EUR" | "GBP",
  locale = "en-GB",
): string | undefined {
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0) return undefined;
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
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
