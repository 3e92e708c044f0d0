/**
 * The parts of a page below its first screen have no layout until they near the viewport
 * (ADR 0072): a check that measures boxes or colours there (axe's contrast, a line that must
 * not wrap, nothing wider than the screen) first lays the whole page out, as a visitor who
 * scrolled through it would have it.
 */
import { LAID_OUT_ON_APPROACH } from "@tastemap/web/laid-out-on-approach";
import type { Page } from "playwright-core";

/** Lays out every such part of `page`'s document; the returned function undoes it. */
export async function layOutWholePage(page: Page): Promise<() => Promise<void>> {
  const style = await page.addStyleTag({
    content: `[${LAID_OUT_ON_APPROACH}]{content-visibility:visible!important}`,
  });
  return async () => {
    await style
      .evaluate((element) => element.parentNode?.removeChild(element))
      .catch(() => undefined);
  };
}
