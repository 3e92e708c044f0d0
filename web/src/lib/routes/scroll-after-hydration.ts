/**
 * Whether the router moves the page's scroll position as it renders a location
 * (TanStack Router's `scrollRestoration`, called before each render's scroll and, on the
 * server, before it writes its inline restoring script).
 *
 * Never for the page the browser loaded. A prerendered page is read and scrolled long before
 * its code runs (on a phone, seconds), and the router's first render, the hydration, would
 * otherwise scroll it back to the top (`scrollTo(0, 0)` when it has nothing stored for the
 * address): a visitor who had scrolled down to the newsletter form and tapped "Subscribe"
 * while the page hydrated saw the page jump and the tap land on whatever then stood under the
 * finger. The inline script the server would write does the same from the parser, for a
 * visitor who scrolls while the rest of the page arrives. The browser already places the page
 * it loads (the top, the address's #fragment, or where a reload or "back" left it), so the
 * router has nothing to add there. Client-side navigations after it keep the router's
 * behaviour: the top of the new page, or where "back" left it.
 */
export function scrollAfterHydration(): () => boolean {
  let hydrated = false;
  return () => {
    if (typeof document === "undefined") return false;
    if (!hydrated) {
      hydrated = true;
      return false;
    }
    return true;
  };
}
