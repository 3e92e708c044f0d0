import { type RefCallback, useCallback } from "react";

/**
 * An embedded page (`<iframe>`) that starts loading after this page's first paint:
 * spread the returned props on the iframe instead of `src`. In the prerendered HTML
 * the frame carries `data-src`, and the page's inline script gives it its `src` once
 * the first frame is painted (scripts/lib/after-first-paint.ts): a frame's page is
 * another origin's document, which would otherwise open its connection while this
 * page's first paint still waits for its own bytes. When React renders the frame
 * (a client-side navigation, or changed content) the ref sets `src` at once.
 */
export function useFrameAfterFirstPaint(src: string): {
  "data-src": string;
  ref: RefCallback<HTMLIFrameElement>;
  suppressHydrationWarning: true;
} {
  const ref = useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (frame && frame.getAttribute("src") !== src) frame.setAttribute("src", src);
    },
    [src],
  );
  // The prerendered frame has no `src` until the first paint, or has it by then:
  // either way, not a difference to warn about while hydrating.
  return { "data-src": src, ref, suppressHydrationWarning: true };
}
