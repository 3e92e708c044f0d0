import { Box } from "@chakra-ui/react";
import { FALLBACK, useSiteSettings } from "../lib/site/site-data";

/** Screen-reader hint after a link that opens a new tab (siteSettings.newTabLabel). */
export function NewTabHint() {
  const label = useSiteSettings()?.newTabLabel || FALLBACK.newTab;
  return (
    <Box as="span" srOnly>
      {` ${label}`}
    </Box>
  );
}
