import { Box, Spinner } from "@chakra-ui/react";
import { FALLBACK, useSiteSettings } from "./layout/site-data";

/** Shown while a route's content loads (after a short delay, so fast loads never flash). */
export function PagePending() {
  const label = useSiteSettings()?.loadingLabel || FALLBACK.loading;
  return (
    <Box role="status" aria-live="polite" display="flex" justifyContent="center" py="24">
      <Spinner size="lg" color="orange.600" aria-hidden="true" />
      <Box as="span" srOnly>
        {label}
      </Box>
    </Box>
  );
}
