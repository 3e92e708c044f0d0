import { useRouterState } from "@tanstack/react-router";
import type { ROOT_QUERY_RESULT } from "../sanity.types";

/** What the root route loads (ROOT_QUERY in lib/queries.ts). */
type RootData = ROOT_QUERY_RESULT;
export type SiteSettings = NonNullable<RootData["settings"]>;
export type NotFoundContent = NonNullable<RootData["notFound"]>;

function isRootData(value: unknown): value is RootData {
  return typeof value === "object" && value !== null && "settings" in value;
}

/**
 * The root loader's data from anywhere (layout, error and 404 components),
 * or undefined when the root itself failed to load (lake down on arrival).
 */
export function useRootData(): RootData | undefined {
  const data = useRouterState({ select: (state) => state.matches[0]?.loaderData });
  return isRootData(data) ? data : undefined;
}

/** siteSettings, or undefined when it could not be loaded (callers fall back). */
export function useSiteSettings(): SiteSettings | undefined {
  return useRootData()?.settings ?? undefined;
}

/** Last-resort copy: used only when the CMS itself could not be read. */
export const FALLBACK = {
  newTab: "(opens in a new tab)",
  loading: "Loading…",
  errorHeading: "This page could not be loaded",
  errorText:
    "Something went wrong while fetching its content. Check your connection and try again.",
  retry: "Try again",
};
