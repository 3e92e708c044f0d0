/** Where the home page is shown: Studio's preview (draft mode, or a frame Studio drives) or not. */
export interface RedirectSurroundings {
  /** The router runs in draft mode: Presentation opened it with a preview secret. */
  draftMode: boolean;
  /** The page is inside a frame, which on this site only Studio's Presentation makes. */
  framed: boolean;
}

/**
 * Whether the redirect dialog counts down and then leaves for its target by itself. A
 * visitor's does. In Studio's preview it never does: the dialog is there for staff to see
 * and edit, and leaving would take the preview frame (and the editor) out of the site,
 * onto a page that may not even allow being framed. Either sign is enough: draft mode can
 * fail to start in a frame (an expired secret), and the frame is still Studio's.
 */
export function redirectLeavesSite({ draftMode, framed }: RedirectSurroundings): boolean {
  return !draftMode && !framed;
}
