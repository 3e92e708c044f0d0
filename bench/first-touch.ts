/**
 * The site's interactive controls as a visitor's first touch meets them (issue 37), shared by
 * the end-to-end test (tests/e2e/first-touch.test.ts) and `npm run bench:first-touch`:
 * where each control is, what pressing it takes (a form is filled in first, as a visitor
 * would), and how the page shows that it answered.
 *
 * A phone profile (PHONE) loads the page and the control is pressed TAP_AFTER_FCP_MS after the
 * page's first contentful paint: long before its code has run on a throttled phone, which is
 * when a visitor taps.
 */
import { REDIRECT_DISMISSED_KEY } from "@tastemap/web/redirect-storage";
import type { Browser, BrowserContext, CDPSession, Locator, Page } from "playwright-core";

/** Issue 37's phone: 390x844 with touch, 4x CPU slowdown, 150 ms latency, 1.6 Mbit/s down. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
} as const;

export const TAP_AFTER_FCP_MS = 100;

/** A form's made-up entries: an invitation code no one was given, an address no one has. */
const ENTRIES = {
  invitationCode: "NOSUCHCODE",
  email: "first-touch@example.com",
  password: "first-touch-secret-9",
};

export interface TouchControl {
  /** What the bench's table and the test's title call it. */
  name: string;
  /** The page it is on, on the site. */
  path: string;
  /** The control, found in the prerendered HTML. */
  control(page: Page): Locator;
  /** What a visitor does before pressing it (fills a form in), on the HTML as it is. */
  before?(page: Page): Promise<void>;
  /** Resolves once the page shows the control's answer. */
  answered(page: Page, timeoutMs: number): Promise<void>;
  /** Fields that must never reach an address or a request line. */
  secrets?: string[];
  /** Shown at phone width only (the header's menu button). */
  phoneOnly?: boolean;
}

const visible = (locator: Locator, timeout: number) =>
  locator.first().waitFor({ state: "visible", timeout });

/** An alert a form shows once its code has read what was typed (not "fill in all fields"). */
async function formAnswered(page: Page, timeout: number, missing: RegExp) {
  const alert = page.locator("form [role=alert]").filter({ hasText: /\S/ });
  await visible(alert, timeout);
  const text = (await alert.first().textContent()) ?? "";
  if (missing.test(text)) throw new Error(`the form answered without the entries: "${text}"`);
}

async function fillIn(page: Page, fields: Array<keyof typeof ENTRIES>) {
  const inputs = page.locator("form input");
  for (const [index, field] of fields.entries()) await inputs.nth(index).fill(ENTRIES[field]);
}

export const TOUCH_CONTROLS: TouchControl[] = [
  {
    name: "shop: Buy",
    path: "/merchant-stickers-shop",
    control: (page) => page.locator("[data-section=productList] button").first(),
    answered: (page, timeout) => visible(page.getByRole("dialog"), timeout),
  },
  {
    name: "shop: copy a promo code",
    path: "/merchant-stickers-shop",
    control: (page) => page.locator("[data-section=promoCodeList] button").first(),
    // The status region is read by screen readers only: attached, not visible.
    answered: (page, timeout) =>
      page
        .locator("[data-section=promoCodeList] [role=status]")
        .filter({ hasText: /\S/ })
        .waitFor({ state: "attached", timeout }),
  },
  {
    name: "city guide: menu",
    path: "/rome",
    phoneOnly: true,
    control: (page) => page.locator("header button[aria-controls]"),
    answered: (page, timeout) =>
      page.locator("header button[aria-expanded=true]").waitFor({ timeout }),
  },
  {
    name: "city guide: language switch",
    path: "/rome",
    control: (page) => page.locator("header nav a[hreflang=it]"),
    answered: (page, timeout) => page.waitForURL(/\/it\b|\/roma\b/, { timeout }),
  },
  {
    name: "spring offer: a question of the FAQ",
    path: "/spring-offer",
    control: (page) => page.locator("[data-section=faq] summary").first(),
    answered: (page, timeout) =>
      page.locator("[data-section=faq] details[open]").first().waitFor({ timeout }),
  },
  {
    name: "embed placeholder: load it",
    path: "/qr-generator",
    control: (page) => page.locator("main [data-third-party] button"),
    answered: (page, timeout) =>
      page.locator("main iframe[src]").waitFor({ state: "attached", timeout }),
  },
  {
    name: "footer: cookie settings",
    path: "/privacy",
    control: (page) => page.locator("footer [data-consent-settings-link]"),
    answered: (page, timeout) => visible(page.locator("[data-consent-settings]"), timeout),
  },
  {
    name: "home: newsletter",
    path: "/",
    before: (page) => page.locator("form input[type=email]").fill(ENTRIES.email),
    control: (page) => page.locator("form [type=submit]"),
    answered: (page, timeout) =>
      visible(page.locator("form [role=status]").filter({ hasText: /\S/ }), timeout),
    secrets: [ENTRIES.email],
  },
  {
    name: "sign-up",
    path: "/signup",
    before: (page) => fillIn(page, ["invitationCode", "email", "password"]),
    control: (page) => page.locator("form [type=submit]"),
    answered: (page, timeout) => formAnswered(page, timeout, /fill in all fields/i),
    secrets: [ENTRIES.email, ENTRIES.password, ENTRIES.invitationCode],
  },
  {
    name: "sign-in",
    path: "/signin",
    before: (page) => fillIn(page, ["email", "password"]),
    control: (page) => page.locator("form [type=submit]"),
    answered: (page, timeout) => formAnswered(page, timeout, /enter your email and password/i),
    secrets: [ENTRIES.email, ENTRIES.password],
  },
];

/**
 * A fresh page as a visitor opens the site: on PHONE's screen and, `throttled`, its CPU and
 * network (else a desktop's, unthrottled); allowed to copy (the promo codes); the home page's
 * redirect dialog dismissed as "Stay here" does, so it cannot take the page away.
 */
export async function visitorPage(browser: Browser, throttled: boolean): Promise<Page> {
  const context = await browser.newContext(
    throttled
      ? { viewport: PHONE.viewport, hasTouch: PHONE.hasTouch, isMobile: PHONE.isMobile }
      : { viewport: { width: 1280, height: 900 } },
  );
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await context.addInitScript((key) => {
    try {
      if (window === window.top) window.sessionStorage.setItem(key, "1");
    } catch {
      // frames without storage access
    }
  }, REDIRECT_DISMISSED_KEY);
  const page = await context.newPage();
  if (throttled) await throttleLikeAPhone(context, page);
  return page;
}

/** Slows a page down to PHONE's CPU and network (Chromium's DevTools protocol). */
export async function throttleLikeAPhone(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.uploadBitsPerSecond / 8,
  });
  return cdp;
}

/** Records the page's first contentful paint on `window.__fcp` (an init script). */
export function recordFirstContentfulPaint() {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint")
        (window as unknown as { __fcp?: number }).__fcp = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
}

export interface EarlyTouch {
  /** Whether the page showed the control's answer within `timeoutMs` of the tap. */
  answered: boolean;
  /** Milliseconds from the tap to the answer, when there was one. */
  answerMs?: number;
  /** Was the control hydrated when it was pressed (else the first-touch holder held it)? */
  hydratedAtTap: boolean;
  /** Every address the page navigated to or requested, to look for the form's entries in. */
  addresses: string[];
  error?: string;
}

/**
 * Loads `control`'s page at `baseUrl` in `page` (already throttled if it should be), presses
 * the control TAP_AFTER_FCP_MS after the first contentful paint (tapping on a touch screen,
 * clicking otherwise), and waits up to `timeoutMs` for its answer.
 */
export async function touchEarly(
  page: Page,
  baseUrl: string,
  control: TouchControl,
  timeoutMs: number,
  touch: boolean,
): Promise<EarlyTouch> {
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  await page.addInitScript(recordFirstContentfulPaint);
  await page.goto(new URL(control.path, baseUrl).href, { waitUntil: "commit" });
  await page.waitForFunction(() => (window as { __fcp?: number }).__fcp !== undefined, null, {
    polling: 10,
    timeout: 30_000,
  });
  await control.before?.(page);
  await page.waitForTimeout(TAP_AFTER_FCP_MS);
  const target = control.control(page);
  const hydratedAtTap = await target.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith("__reactProps$")),
  );
  if (touch) await target.tap({ timeout: 5000 });
  else await target.click({ timeout: 5000 });
  const tapped = Date.now();
  try {
    await control.answered(page, timeoutMs);
    return { answered: true, answerMs: Date.now() - tapped, hydratedAtTap, addresses };
  } catch (error) {
    return { answered: false, hydratedAtTap, addresses, error: (error as Error).message };
  }
}

/** The addresses among `addresses` that carry one of `secrets` (plain or URL-encoded). */
export function leakedIn(addresses: string[], secrets: string[] = []): string[] {
  const forms = secrets.flatMap((secret) => [secret, encodeURIComponent(secret)]);
  return addresses.filter((address) => forms.some((secret) => address.includes(secret)));
}
