import { useState } from "react";
import { ComingSoonSection } from "../../components/sections/coming-soon-section";
import type { SectionProps } from "./types";

/**
 * The launch panel with its waitlist count. It first shows the count of the day the page
 * was rendered, `renderedAt` from the route's loader (in the prerendered HTML: the day it
 * was built, so hydration matches), then today's. A page whose route gives no date (the
 * any-path route) takes the day it is first rendered in the browser.
 */
export default function WaitlistCounterSection({
  section,
  renderedAt,
}: SectionProps<"waitlistCounter">) {
  const [firstRendered] = useState(() => new Date().toISOString());
  return <ComingSoonSection comingSoon={section} renderedAt={renderedAt ?? firstRendered} />;
}
