/** What page-pending reads of a router match. */
interface MatchState {
  status: string;
  /** Set on the match whose 404 view shows (TanStack Router's own flag). */
  _notFound?: boolean;
}

/**
 * Whether the page on screen is still loading: a match is pending, among those that
 * render. A 404 or an error view shows in place of the matches below it, which never
 * render whatever their status; on hydration the router even leaves them "pending"
 * (on the dev server, `/nope` matches `/{-$lang}/$city` under the root's 404), where the
 * server had them loaded: counting them hid the footer and broke hydration.
 */
export function isPagePending(matches: readonly MatchState[]): boolean {
  for (const match of matches) {
    if (match.status === "pending") return true;
    if (match._notFound || match.status === "notFound" || match.status === "error") return false;
  }
  return false;
}
