/**
 * A part of a page below its first screen (a built page's sections after the first, a city
 * guide's places after the first list) is laid out and painted only when it nears
 * the viewport: `content-visibility: auto`, with the size it last had standing in for it
 * (a guess until it has been shown once).
 *
 * Why: the first layout of a page was 10-17 ms of main thread on the 2-core machine the
 * benchmarks run on, most of it for what is below the first screen, in the task the first
 * paint waits for and that Lighthouse's blocking time counts (docs/benchmarks.md). Skipped
 * parts stay in the document: in the accessibility tree, found by find-in-page and by a
 * link to their anchor, and laid out at once when a script asks for their size.
 *
 * What it costs, and why it is acceptable here: a part laid out on approach contains its
 * layout and paint, so nothing of it may stick out of its box (these parts have padding; a
 * focus ring stays inside), and a fixed-position child would be placed against it (dialogs
 * and banners render in a portal on <body>). The scroll bar's length is an estimate until
 * the visitor has scrolled past each part once. An audit that does not scroll (Lighthouse's
 * contrast check) reads a skipped part's text against the page's white: a part with light
 * text on a dark background (the footer) is not one (ADR 0072).
 */
export const LAID_OUT_ON_APPROACH = "data-laid-out-on-approach";

/** The attribute, as props for the element that is such a part. */
export const laidOutOnApproach = { [LAID_OUT_ON_APPROACH]: "" } as const;

/** In every document's <head> (entry-server.tsx): no script is needed for it to apply. */
export const LAID_OUT_ON_APPROACH_CSS = `[${LAID_OUT_ON_APPROACH}]{content-visibility:auto;contain-intrinsic-size:auto 40rem}`;
