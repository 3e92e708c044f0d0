/** "June 1, 2025": the member-since date in the site's language (English). */
export function formatMemberSince(date: Date, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date);
}
