import type { ComponentProps } from "react";
import { hydrateWhenNeeded } from "../../lib/hydration/hydrate-when-needed";
import type { UntranslatedNotice } from "./language-switch";

/**
 * The header's language switch and the notice on a page not translated yet: one chunk of
 * their own, off every page's first load. The root loader awaits it when prerendering, so
 * the HTML holds the switch's links (they work before and without JavaScript) and the
 * notice; in the browser they hydrate at the visitor's first interaction with the page
 * (hydrate-when-needed.tsx), not while it loads. The choice the switch remembers is applied
 * by the header itself (useLanguageChoice), on arrival.
 */
export const LanguageSwitchLoader = hydrateWhenNeeded(() => import("./language-switch"), {
  on: "interaction",
});

export const UntranslatedNoticeLoader = hydrateWhenNeeded<
  ComponentProps<typeof UntranslatedNotice>
>(() => import("./language-switch").then((module) => ({ default: module.UntranslatedNotice })), {
  on: "interaction",
});
