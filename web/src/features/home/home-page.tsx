import { Box } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { HeroSection } from "./hero-section";
import { HomeSections } from "./load-home-sections";
import type { HomeContent } from "./types";
import { useRedirectTarget } from "./use-redirect-target";

const RedirectModal = lazy(() => import("./redirect-modal"));

/** The landing page (/), every word from the homePage document. */
export function HomePage({ home, renderedAt }: { home: HomeContent; renderedAt: string }) {
  const redirect = useRedirectTarget(home.redirectModal);
  return (
    <>
      {home.hero ? <HeroSection hero={home.hero} /> : null}
      {/* Its own chunk: the prerendered HTML shows these sections, and hydration
          picks them up when the chunk arrives. The placeholder holds the space
          on a client-side visit, so the footer does not flash up under the hero. */}
      <Suspense fallback={<Box minH="100vh" />}>
        <HomeSections.Component home={home} renderedAt={renderedAt} />
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
