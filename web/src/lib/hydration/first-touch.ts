/**
 * What the page's code shares with the first-touch holder, the inline script at the top of
 * every document (first-touch-script.ts, which says how it works; ADR 0046): the attributes
 * and events the two speak through. Kept apart from the script's text, which only the server
 * needs.
 */

/** On a control whose touch is held: the pressed look (entry-server.tsx's style). */
export const HELD = "data-held";
/**
 * The element around a part of the page hydrated when needed (a section's, or WhenNeeded's
 * wrapper): its first element is the part's server HTML until React has hydrated it.
 */
export const PART_SELECTOR = "[data-section],[data-when-needed]";
/** Dispatched (bubbling) at a held control: its part should load its code now. */
export const NEED_EVENT = "tastemap:need-code";
/**
 * What React sets on every element it has hydrated (its props, under a key of its own per
 * page load): an element without it is still the server's HTML, whatever its ancestors are.
 * Part of React's internals, unchanged from React 17 to 19: first-touch.test.ts checks it
 * against the React this site is built with.
 */
export const REACT_PROPS_KEY = "__reactProps$";
/** Marks where fetching the waiting parts' code began (entry-client.tsx, prefetch-parts.ts). */
export const PREFETCH_MARK = "tastemap:parts-prefetch";
