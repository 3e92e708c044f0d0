import { Box } from "@chakra-ui/react";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { RouteError } from "../route-error";
import { MAIN_ID } from "./skip-link";

/**
 * The root's own content failed (site settings could not be read): there is no
 * header or footer to show, so the error stands alone in the main landmark.
 */
export function RootError(props: ErrorComponentProps) {
  return (
    <Box as="main" id={MAIN_ID}>
      <RouteError {...props} />
    </Box>
  );
}
