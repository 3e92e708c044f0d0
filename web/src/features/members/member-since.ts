/** "June 1, 2025": the member-since date in the page's language ("1 giugno 2025"). */
export function formatMemberSince(date: Date, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date);
}
