import { FALLBACK, useSiteSettings } from "../lib/site/site-data";
import { VisuallyHidden } from "./visually-hidden";

/** Screen-reader hint after a link that opens a new tab (siteSettings.newTabLabel). */
export function NewTabHint() {
  const label = useSiteSettings()?.newTabLabel || FALLBACK.newTab;
  return <VisuallyHidden>{` ${label}`}</VisuallyHidden>;
}
