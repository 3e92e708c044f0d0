import type { ComponentProps } from "react";
import { lazyWithPreload } from "../../lib/lazy-with-preload";
import type { UntranslatedNotice } from "./language-switch";

/**
 * The header's language switch, the choice it applies (remembered language,
 * Accept-Language on a first visit) and the notice on a page not translated yet: one
 * chunk of their own, off every page's first load (scripts/lib/bundle-budgets.ts
 * DEFERRED_EVERYWHERE). The root loader awaits it when prerendering, so the HTML holds
 * the switch's links (they work before and without JavaScript) and the notice; in the
 * browser their Suspense boundaries hydrate when the chunk arrives.
 */
export const LanguageSwitchLoader = lazyWithPreload(() => import("./language-switch"));

export const UntranslatedNoticeLoader = lazyWithPreload<ComponentProps<typeof UntranslatedNotice>>(
  () => import("./language-switch").then((module) => ({ default: module.UntranslatedNotice })),
);
