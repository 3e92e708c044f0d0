/**
 * Driving Studio's Presentation tool in Chromium, for the e2e tests and `npm run bench:live`:
 * open it on a page of the site, wait for the preview frame in draft mode, and stand in for
 * a real project's API host (no preview-session endpoint).
 */
import type { BrowserContext, Frame, Page } from "playwright-core";

/** Hidden-character ranges stega encoders use (@vercel/stega: zero-width and tag characters). */
export const STEGA = /[\u200B-\u200D\u2060\uFEFF]|[\u{E0000}-\u{E007F}]/u;

export interface PresentationTarget {
  /** Studio's origin (the production workspace's Presentation tool is opened). */
  studioUrl: string;
  /** The previewed site's origin. */
  siteOrigin: string;
  /** The site page to preview, e.g. `/rome`. */
  pathname: string;
  /** How long Studio may take (`sanity dev` compiles on first use). */
  timeout: number;
}

/**
 * Opens Presentation on `pathname` and returns the site's frame once it shows that page in
 * draft mode (its heading carries stega, which only a draft-mode client adds) and takes
 * clicks (visual editing connected). Throws with where the frame was when it never got there.
 */
export async function openPresentation(page: Page, target: PresentationTarget): Promise<Frame> {
  const { studioUrl, siteOrigin, pathname, timeout } = target;
  const preview = encodeURIComponent(pathname);
  await page.goto(new URL(`/production/presentation?preview=${preview}`, studioUrl).toString(), {
    waitUntil: "domcontentloaded",
    timeout,
  });
  const deadline = Date.now() + timeout;
  let seen = "no frame";
  while (Date.now() < deadline) {
    const frame = page
      .frames()
      .find((candidate) => candidate.url().startsWith(`${siteOrigin}${pathname}`));
    if (frame) {
      const heading = await frame
        .locator("h1")
        .first()
        .textContent({ timeout: 1_000 })
        .catch(() => "");
      if (STEGA.test(heading ?? "") && (await frameTakesClicks(page, siteOrigin))) return frame;
      seen = STEGA.test(heading ?? "")
        ? `frame at ${frame.url()} in draft mode, still shielded (visual editing not connected)`
        : `frame at ${frame.url()}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Presentation never showed ${pathname} in draft mode (last seen: ${seen})`);
}

/**
 * Whether a click in the middle of the preview reaches the frame. Until visual editing in the
 * frame connects, Presentation lays a transparent shield over it that swallows clicks (what an
 * editor clicking too early meets too), so click-to-edit can only be tried after this.
 */
async function frameTakesClicks(page: Page, siteOrigin: string): Promise<boolean> {
  return page.evaluate((origin) => {
    const frame = [...document.querySelectorAll("iframe")].find((candidate) =>
      candidate.src.startsWith(origin),
    );
    if (!frame) return false;
    const box = frame.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit === frame;
  }, siteOrigin);
}

/**
 * Makes this context's preview frames meet an API host without a preview-session endpoint,
 * as a real Sanity project is: the site then takes its drafts from Studio.
 */
export async function withoutPreviewSessions(context: BrowserContext): Promise<void> {
  await context.route("**/preview/session/**", (route) =>
    route.fulfill({ status: 404, contentType: "application/json", body: "{}" }),
  );
}
