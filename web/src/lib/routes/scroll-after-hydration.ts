/**
 * Whether the router moves the page's scroll position as it renders a location
 * (TanStack Router's `scrollRestoration`, asked before each render's scroll and, on the
 * server, before it writes its inline restoring script).
 *
 * Only when the render shows another address than the one before it: a navigation. Never
 * for the page the browser loaded, nor for a render of the same address again (content that
 * changed, refetched). A prerendered page is read and scrolled long before its code runs (on
 * a phone, seconds), and the router's first render, the hydration, scrolled it back to the top
 * when it had nothing stored for the address: a visitor who had scrolled down to the
 * newsletter form and tapped "Subscribe" while the page hydrated saw the page jump and the tap
 * land on whatever then stood under the finger. A re-render of the same address would do the
 * same to a visitor who scrolled before the router listened. The inline script the server
 * would write does it from the parser, for a visitor who scrolls while the page arrives. The
 * browser already places the page it loads (the top, the address's #fragment, or where a
 * reload or "back" left it), so the router has nothing to add there.
 */
export function scrollAfterHydration(): (options: { location: { href: string } }) => boolean {
  // The address last rendered; none before the first render (on the server, always none).
  let shown = "";
  return ({ location }) => {
    const navigated = shown !== "" && location.href !== shown;
    shown = location.href;
    return navigated;
  };
}
