/**
 * The `Intl` formatters a page builds. The first one a page builds loads the browser's locale
 * data: 10-14 ms of main thread on the 2-core machine docs/benchmarks.md measures on, so a
 * page must not build one to hydrate text its HTML already holds.
 */
import type { Page } from "playwright-core";

declare global {
  interface Window {
    __intlFormattersBuilt?: string[];
  }
}

/** From the next document on, `page` notes each `Intl` formatter it builds. */
export async function noteIntlFormatters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const built: string[] = [];
    window.__intlFormattersBuilt = built;
    for (const name of ["DateTimeFormat", "NumberFormat", "Collator", "PluralRules"] as const) {
      const noted = new Proxy(Intl[name], {
        construct(target, args) {
          built.push(name);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          built.push(name);
          return Reflect.apply(target, self, args);
        },
      });
      Object.defineProperty(Intl, name, { value: noted, writable: true, configurable: true });
    }
  });
}

/** The formatters `page`'s document has built so far, by constructor name. */
export async function intlFormattersBuilt(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__intlFormattersBuilt ?? ["(not noted)"]);
}
