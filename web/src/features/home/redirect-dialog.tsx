import { lazy, Suspense } from "react";
import { isFramed } from "../../lib/sanity/draft-mode";
import { redirectLeavesSite } from "./redirect-leaves-site";
import type { RedirectContent } from "./types";
import { useRedirectTarget } from "./use-redirect-target";

const RedirectModal = lazy(() => import("./redirect-modal"));

/**
 * The home page's redirect dialog (the page's `redirectModal`, HOME_REDIRECT_QUERY): decided
 * once the content is checked (use-redirect-target.ts); its dialog is a chunk of its own,
 * requested only when it opens. Only the home route renders this: a page-level behaviour
 * of that one page, not a section.
 */
export function RedirectDialog({
  content,
  draftMode,
}: {
  content: RedirectContent | null | undefined;
  /** Studio's preview: the dialog shows but never leaves (redirect-leaves-site.ts). */
  draftMode: boolean;
}) {
  const redirect = useRedirectTarget(content);
  if (!redirect.target || !content) return null;
  return (
    <Suspense fallback={null}>
      <RedirectModal
        content={content}
        targetUrl={redirect.target}
        // Only ever rendered in the browser (the target is set by an effect).
        leaves={redirectLeavesSite({ draftMode, framed: isFramed() })}
        onStay={redirect.stay}
      />
    </Suspense>
  );
}
