import { Box, Spinner } from "@chakra-ui/react";
import { FALLBACK, useSiteSettings } from "../lib/site/site-data";
import { VisuallyHidden } from "./visually-hidden";

/**
 * Shown while a route's content loads (after a short delay, so fast loads never
 * flash). A screen tall, so the footer stays below the fold instead of jumping
 * up under the spinner and back down when the content arrives.
 */
export function PagePending() {
  const label = useSiteSettings()?.loadingLabel || FALLBACK.loading;
  return (
    <Box
      role="status"
      aria-live="polite"
      display="flex"
      justifyContent="center"
      alignItems="flex-start"
      minH="100vh"
      py="24"
    >
      <Spinner size="lg" color="orange.600" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}
