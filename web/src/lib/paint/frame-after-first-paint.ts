import { type RefCallback, useCallback } from "react";
import { isSitePath } from "../safe-url";

/**
 * An embedded page (`<iframe>`) that starts loading after this page's first paint:
 * spread the returned props on the iframe instead of `src` and `sandbox`. In the
 * prerendered HTML the frame carries `data-src` and `data-sandbox`, and the page's inline
 * script gives it both once the first frame is painted (web/build/after-first-paint.ts):
 * a frame's page is another origin's document, which would otherwise open its connection
 * while this page's first paint still waits for its own bytes. When React renders the
 * frame (a client-side navigation, or changed content) the ref sets them at once.
 *
 * The sandbox is set with the address, never after it (its flags apply from the frame's
 * next navigation, which setting `src` starts). Until then the frame holds an empty
 * document, without a sandbox: one with Chromium's "allow-scripts and allow-same-origin"
 * warning in the console for every empty frame.
 */
export function useFrameAfterFirstPaint(
  src: string,
  requestedSandbox: string,
): {
  "data-src": string;
  "data-sandbox": string;
  ref: RefCallback<HTMLIFrameElement>;
  suppressHydrationWarning: true;
} {
  const sandbox = sandboxFor(src, requestedSandbox);
  const ref = useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (!frame || frame.getAttribute("src") === src) return;
      frame.setAttribute("sandbox", sandbox);
      frame.setAttribute("src", src);
    },
    [src, sandbox],
  );
  // The prerendered frame has no `src` until the first paint, or has it by then:
  // either way, not a difference to warn about while hydrating.
  return { "data-src": src, "data-sandbox": sandbox, ref, suppressHydrationWarning: true };
}

/**
 * A frame showing one of this site's own pages (the seeded stand-in, /embeds/stand-in.html)
 * keeps an opaque origin: with `allow-same-origin` as well as `allow-scripts` it could lift
 * its own sandbox (Chromium warns about exactly that). Another site's page keeps its origin,
 * which its scripts and storage need.
 */
export function sandboxFor(src: string, sandbox: string): string {
  if (!isSitePath(src)) return sandbox;
  return sandbox
    .split(/\s+/)
    .filter((flag) => flag !== "allow-same-origin")
    .join(" ");
}
