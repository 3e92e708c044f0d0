import type { ComponentProps } from "react";
import { hydrateWhenNeeded } from "../../lib/hydration/hydrate-when-needed";
import type { SiteFooter } from "./site-footer";

/**
 * The footer: links and text, complete in the prerendered HTML (the root loader awaits
 * this chunk when prerendering) and working as plain links until it hydrates, at the
 * visitor's first interaction with the page; off every page's first load.
 */
export const SiteFooterPart = hydrateWhenNeeded<ComponentProps<typeof SiteFooter>>(
  () => import("./site-footer").then((module) => ({ default: module.SiteFooter })),
  { on: "interaction" },
);
