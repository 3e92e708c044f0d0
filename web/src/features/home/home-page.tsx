import { Box } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useAfterFirstPaint } from "../../lib/paint/after-next-paint";
import { HeroSection } from "./hero-section";
import { loadHomeSections } from "./load-home-sections";
import type { HomeContent } from "./types";
import { useRedirectTarget } from "./use-redirect-target";

const HomeSections = lazy(loadHomeSections);
const RedirectModal = lazy(() => import("./redirect-modal"));

/** The landing page (/), every word from the homePage document. */
export function HomePage({ home }: { home: HomeContent }) {
  const [now] = useState(() => new Date());
  const redirect = useRedirectTarget(home.redirectModal);
  // The sections below the hero are not in the first load of / (its 150 KB
  // budget): their chunk is requested once the hero is on screen, unless a link
  // hover already fetched it (the route loader's preload).
  const heroPainted = useAfterFirstPaint();
  // Holds the space so the footer does not flash up under the hero.
  const placeholder = <Box minH="100vh" />;
  return (
    <>
      {home.hero ? <HeroSection hero={home.hero} /> : null}
      {heroPainted ? (
        <Suspense fallback={placeholder}>
          <HomeSections home={home} now={now} />
        </Suspense>
      ) : (
        placeholder
      )}
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
