/**
 * Waiting until image URLs answer AVIF. The lake, as Sanity's CDN, answers a browser that
 * accepts AVIF with WebP while it encodes the AVIF in the background (lake/http/handlers/
 * assets.ts); a benchmark's warm-up waits for those encodes, so the measured runs get what
 * a visitor gets from a warm CDN. Each request that still finds WebP asks for the encode
 * again (the lake skips it when its queue is full), so asking is also what drives it.
 */

/** The Accept header Chromium sends for images. */
export const CHROMIUM_IMAGE_ACCEPT =
  "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

/**
 * Asks each URL, one at a time, until it answers `image/avif`; throws naming those that did
 * not within `attempts` tries each (`pauseMs` apart), or that answered an error.
 */
export async function waitUntilAvif(
  urls: Iterable<string>,
  { attempts = 600, pauseMs = 100 }: { attempts?: number; pauseMs?: number } = {},
): Promise<void> {
  const failed: string[] = [];
  for (const url of new Set(urls)) {
    let answer = "";
    for (let attempt = 0; attempt < attempts; attempt++) {
      const response = await fetch(url, { headers: { accept: CHROMIUM_IMAGE_ACCEPT } });
      await response.arrayBuffer();
      answer = response.ok ? (response.headers.get("content-type") ?? "") : `${response.status}`;
      if (answer === "image/avif" || !response.ok) break;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    if (answer !== "image/avif") failed.push(`${url} (last answer: ${answer})`);
  }
  if (failed.length > 0) throw new Error(`Images not served as AVIF:\n${failed.join("\n")}`);
}
