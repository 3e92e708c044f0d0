import { Box } from "@chakra-ui/react";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <Box as="main" id="main" flex="1">
        <Outlet />
      </Box>
    </Box>
  );
}
