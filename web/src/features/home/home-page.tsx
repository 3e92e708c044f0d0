import { Box } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { HeroSection } from "./hero-section";
import { loadHomeSections } from "./load-home-sections";
import type { HomeContent } from "./types";
import { useRedirectTarget } from "./use-redirect-target";

const HomeSections = lazy(loadHomeSections);
const RedirectModal = lazy(() => import("./redirect-modal"));

/** The landing page (/), every word from the homePage document. */
export function HomePage({ home, renderedAt }: { home: HomeContent; renderedAt: string }) {
  // The day the HTML was rendered first (hydration must match it), then today.
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => setNow(new Date()), []);
  const redirect = useRedirectTarget(home.redirectModal);
  return (
    <>
      {home.hero ? <HeroSection hero={home.hero} /> : null}
      {/* Its own chunk: the prerendered HTML shows these sections, and hydration
          picks them up when the chunk arrives. The placeholder holds the space
          on a client-side visit, so the footer does not flash up under the hero. */}
      <Suspense fallback={<Box minH="100vh" />}>
        <HomeSections home={home} now={now} />
      </Suspense>
      {redirect.target && home.redirectModal ? (
        <Suspense fallback={null}>
          <RedirectModal
            content={home.redirectModal}
            targetUrl={redirect.target}
            onStay={redirect.stay}
          />
        </Suspense>
      ) : null}
    </>
  );
}
