import { useState } from "react";
import { ComingSoonSection } from "../../components/sections/coming-soon-section";
import type { SectionOf } from "./types";

/**
 * The launch panel with its waitlist count. The prerendered HTML shows the
 * count of the day it was built; the section then shows today's (the home
 * page's component does that from the date it was rendered).
 */
export default function WaitlistCounterSection({
  section,
}: {
  section: SectionOf<"waitlistCounter">;
}) {
  const [renderedAt] = useState(() => new Date().toISOString());
  return <ComingSoonSection comingSoon={section} renderedAt={renderedAt} />;
}
