import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";

/**
 * False until the router has finished its first load (the page's content, its
 * 404 or its error view is on screen), then true for good. The footer waits for
 * it: rendered under a page still loading, it sat in the viewport and jumped
 * away when the content arrived (a layout shift of 0.65 on a phone, measured by
 * `npm run bench:pages`).
 */
export function useFirstPageShown(): boolean {
  const idle = useRouterState({ select: (state) => state.status === "idle" });
  const [shown, setShown] = useState(idle);
  useEffect(() => {
    if (idle) setShown(true);
  }, [idle]);
  return shown || idle;
}
