/**
 * The `Intl` formatters a page builds. The first one a page builds loads the browser's locale
 * data: 10-14 ms of main thread on the 2-core machine docs/benchmarks.md measures on, so a
 * page must not build one to hydrate text its HTML already holds.
 */
import { HYDRATED_IDLE_MARK } from "@tastemap/web/refresh-if-stale";
import type { Page } from "playwright-core";
import { pageMarked } from "./page-ready";

declare global {
  interface Window {
    __intlFormattersBuilt?: { name: string; at: number }[];
  }
}

/** From the next document on, `page` notes each `Intl` formatter it builds. */
export async function noteIntlFormatters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const built: { name: string; at: number }[] = [];
    window.__intlFormattersBuilt = built;
    for (const name of ["DateTimeFormat", "NumberFormat", "Collator", "PluralRules"] as const) {
      const noted = new Proxy(Intl[name], {
        construct(target, args) {
          built.push({ name, at: performance.now() });
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          built.push({ name, at: performance.now() });
          return Reflect.apply(target, self, args);
        },
      });
      Object.defineProperty(Intl, name, { value: noted, writable: true, configurable: true });
    }
  });
}

/**
 * The formatters `page`'s document built before it was hydrated and idle (the mark
 * refresh-if-stale.ts sets), by constructor name: what hydrating it cost, not what a reload
 * of content changed since the build may cost later.
 */
export async function intlFormattersBuiltHydrating(page: Page): Promise<string[]> {
  await pageMarked(page, HYDRATED_IDLE_MARK);
  return page.evaluate((mark) => {
    const hydrated = performance.getEntriesByName(mark)[0]?.startTime ?? 0;
    return (window.__intlFormattersBuilt ?? [{ name: "(not noted)", at: 0 }])
      .filter((built) => built.at <= hydrated)
      .map((built) => built.name);
  }, HYDRATED_IDLE_MARK);
}
