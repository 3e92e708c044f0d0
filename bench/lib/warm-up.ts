/**
 * The unmeasured visit before a Lighthouse run (`bench:lighthouse`, `bench:pages`): every
 * page once in Chromium as Lighthouse's phone (412 px at 1.75x), so the lake has rendered
 * each image size that phone takes, as Sanity's CDN would have it cached.
 */

import { waitForAvifEncodes } from "@tastemap/scripts/avif-ready";
import { launchChromium } from "../chromium";

/**
 * Visits `urls` (every image of each page, the lazy ones too), then waits until the images asked for with `auto=format` no longer answer
 * WebP: a browser that accepts AVIF gets WebP until the lake has encoded the AVIF (in the
 * background, one at a time, as Sanity's CDN), and the measured runs should get the AVIF.
 * Requests, not responses, are what counts: an image asked for just before the next page
 * replaces this one gets no response here, but the lake has queued its AVIF all the same.
 * Returns how many images it waited for.
 */
export async function warmUp(urls: string[]): Promise<number> {
  const browser = await launchChromium({ ownSignals: false });
  const images = new Set<string>();
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (
        request.resourceType() === "image" &&
        url.searchParams.get("auto")?.split(",").includes("format")
      ) {
        images.add(url.href);
      }
    });
    // "load", not "networkidle": the live stream (@sanity/client 8 reads it with fetch) stays
    // open, so the network is never idle; the page's images are in by its load event.
    for (const url of urls) {
      await page.goto(url, { waitUntil: "load" });
      // Lighthouse's full-page screenshot shows the whole page, so its lazy images load too:
      // left to that moment, their AVIF encodes would run during the next page's measurement.
      await page.evaluate(() => {
        for (const image of document.images) image.loading = "eager";
      });
      await page
        .waitForFunction(() => [...document.images].every((image) => image.complete), null, {
          timeout: 15_000,
        })
        .catch(() => undefined);
    }
  } finally {
    await browser.close();
  }
  return await waitForAvifEncodes(images);
}
