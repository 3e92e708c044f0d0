const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "2025-01-15" → "15 January 2025" (`it`: "15 gennaio 2025"); undefined when the CMS
 * value is not a date.
 */
export function formatLegalDate(
  value: string | null | undefined,
  locale = "en-GB",
): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return undefined;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    formats.set(locale, format);
  }
  return format.format(date);
}
