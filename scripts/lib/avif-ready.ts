/**
 * Waiting for the lake's AVIF encodes. The lake, as Sanity's CDN, answers a browser that
 * accepts AVIF with WebP while it encodes the AVIF in the background (lake/http/handlers/
 * assets.ts); a benchmark's warm-up waits for those encodes, so the measured runs get what
 * a visitor gets from a warm CDN. Each request that still finds WebP asks for the encode
 * again (the lake skips it when its queue is full), so asking is also what drives it.
 */

/** The Accept header Chromium sends for images. */
export const CHROMIUM_IMAGE_ACCEPT =
  "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

/**
 * Asks each `auto=format` image URL, one at a time, with Chromium's Accept until it no
 * longer answers WebP: AVIF, or the source's own format where there is no AVIF (an SVG or a
 * GIF). Returns how many answered WebP at first; throws naming those still WebP after
 * `attempts` tries each (`pauseMs` apart), or that answered an error.
 */
export async function waitForAvifEncodes(
  urls: Iterable<string>,
  { attempts = 600, pauseMs = 100 }: { attempts?: number; pauseMs?: number } = {},
): Promise<number> {
  const failed: string[] = [];
  let waited = 0;
  for (const url of new Set(urls)) {
    let answer = "";
    for (let attempt = 0; attempt < attempts; attempt++) {
      const response = await fetch(url, { headers: { accept: CHROMIUM_IMAGE_ACCEPT } });
      await response.arrayBuffer();
      answer = response.ok ? (response.headers.get("content-type") ?? "") : `${response.status}`;
      if (answer !== "image/webp") break;
      if (attempt === 0) waited++;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    if (answer === "image/webp" || !/^image\//.test(answer)) {
      failed.push(`${url} (last answer: ${answer})`);
    }
  }
  if (failed.length > 0) throw new Error(`Images not served as AVIF:\n${failed.join("\n")}`);
  return waited;
}
