/**
 * Click-to-edit overlays in Studio's Presentation tool (@sanity/visual-editing, draft mode
 * only: its own chunk, never loaded for a visitor). The overlays find stega-encoded strings
 * in the page; the history adapter keeps Presentation's address bar and the router in step
 * both ways; a manual refresh in Studio reloads the page's content, and edits arrive
 * through the live events (live-content.ts), so a mutation needs nothing more here.
 */
import type { HistoryUpdate } from "@sanity/visual-editing";
import type { createAppRouter } from "../../router";

type AppRouter = ReturnType<typeof createAppRouter>;

export async function startVisualEditing(router: AppRouter): Promise<() => void> {
  const { enableVisualEditing } = await import("@sanity/visual-editing");
  let tellStudio: ((update: HistoryUpdate) => void) | undefined;
  const here = () => router.state.location.href;
  const stopFollowing = router.subscribe("onResolved", () =>
    tellStudio?.({ type: "push", url: here() }),
  );
  const disable = enableVisualEditing({
    history: {
      subscribe(navigate) {
        tellStudio = navigate;
        navigate({ type: "replace", url: here() });
        return () => {
          tellStudio = undefined;
        };
      },
      update(update) {
        if (update.type === "pop") window.history.back();
        else if (update.url !== here())
          void router.navigate({ href: update.url, replace: update.type === "replace" });
      },
    },
    refresh: (payload) => (payload.source === "manual" ? router.invalidate() : false),
  });
  return () => {
    stopFollowing();
    disable();
  };
}
