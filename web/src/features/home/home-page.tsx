import { Box } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
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
  return (
    <>
      {home.hero ? <HeroSection hero={home.hero} /> : null}
      {/* Holds the space so the footer does not flash up under the hero. */}
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
