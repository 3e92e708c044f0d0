import { lazy, Suspense } from "react";
import { WhenNeeded } from "../../lib/hydration/hydrate-when-needed";
import { isFramed } from "../../lib/sanity/draft-mode";
import { HeroSection } from "./hero-section";
import { HomeSections } from "./load-home-sections";
import { redirectLeavesSite } from "./redirect-leaves-site";
import type { HomeContent } from "./types";
import { useRedirectTarget } from "./use-redirect-target";

const RedirectModal = lazy(() => import("./redirect-modal"));

/** The landing page (/), every word from the homePage document. */
export function HomePage({
  home,
  renderedAt,
  draftMode,
}: {
  home: HomeContent;
  renderedAt: string;
  /** Studio's preview: the redirect dialog shows but never leaves (redirect-leaves-site.ts). */
  draftMode: boolean;
}) {
  const redirect = useRedirectTarget(home.redirectModal);
  return (
    <>
      {home.hero ? <HeroSection hero={home.hero} /> : null}
      {/* Its own chunk: the prerendered HTML shows these sections, and hydration
          picks them up when they are needed (load-home-sections.ts). */}
      <WhenNeeded part={HomeSections} props={{ home, renderedAt }} />
      {redirect.target && home.redirectModal ? (
        <Suspense fallback={null}>
          <RedirectModal
            content={home.redirectModal}
            targetUrl={redirect.target}
            // Only ever rendered in the browser (the target is set by an effect).
            leaves={redirectLeavesSite({ draftMode, framed: isFramed() })}
            onStay={redirect.stay}
          />
        </Suspense>
      ) : null}
    </>
  );
}
