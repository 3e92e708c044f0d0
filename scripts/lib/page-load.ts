/**
 * One measured page load for `npm run bench:pages`: a page under a throttled
 * mobile profile (CDP network and CPU emulation), its paint timings, when its h1
 * became visible, and what it downloaded (from the DevTools network events).
 */
import type { Browser, BrowserContext } from "playwright-core";
import {
  cumulativeLayoutShift,
  isGroqRequest,
  type LayoutShift,
  type PageSample,
} from "./page-metrics";

/** Lighthouse's mobile device (Moto G Power): what a phone visitor's layout and LCP are. */
export const MOBILE_DEVICE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** "Fast 3G"-like network and a mid-range phone's CPU (Lighthouse's mobile inputs). */
export const THROTTLING = {
  downloadKbps: 1600,
  uploadKbps: 750,
  latencyMs: 150,
  cpuSlowdown: 4,
} as const;

export const PROFILE_DESCRIPTION =
  `${MOBILE_DEVICE.viewport.width}×${MOBILE_DEVICE.viewport.height} viewport at DPR ${MOBILE_DEVICE.deviceScaleFactor} (mobile, touch); ` +
  `network ${THROTTLING.downloadKbps / 1000} Mbps down / ${THROTTLING.uploadKbps} kbps up / ${THROTTLING.latencyMs} ms added to every request ` +
  "(CDP `Network.emulateNetworkConditions`); " +
  `CPU slowed ${THROTTLING.cpuSlowdown}× (\`Emulation.setCPUThrottlingRate\`)`;

/**
 * Runs before any page script, in the top frame only: opts out of the home page's
 * redirect dialog (as a visitor who chose "Stay here") and records when the first
 * frame in which an h1 with text is visible in the viewport was painted: the time
 * is taken in a task queued from that frame's animation callback, i.e. just after
 * its paint (the usual "after next paint" approximation). A string, not a
 * function: tsx's transform would add helpers the page does not have.
 */
function probeScript(redirectDismissedKey: string): string {
  return `(() => {
  if (window !== window.top) return;
  try { window.sessionStorage.setItem(${JSON.stringify(redirectDismissedKey)}, "1"); } catch {}
  const check = () => {
    const h1 = document.querySelector("h1");
    if (h1 && h1.textContent.trim() && h1.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      const box = h1.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0) {
        setTimeout(() => { window.__benchH1 = performance.now(); }, 0);
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;
}

/** Read once the page has settled; LCP and layout shifts from the buffered timeline. */
const READ_METRICS = `(async () => {
  const observed = (type) => new Promise((resolve) => {
    const entries = [];
    const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    observer.observe({ type, buffered: true });
    setTimeout(() => { entries.push(...observer.takeRecords()); observer.disconnect(); resolve(entries); }, 250);
  });
  const [lcp, shifts] = await Promise.all([observed("largest-contentful-paint"), observed("layout-shift")]);
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  return {
    fcp: fcp ? fcp.startTime : null,
    lcp: lcp.length > 0 ? lcp[lcp.length - 1].startTime : null,
    shifts: shifts.map((entry) => ({ startTime: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput })),
    h1: typeof window.__benchH1 === "number" ? window.__benchH1 : null,
  };
})()`;

interface ReadMetrics {
  fcp: number | null;
  lcp: number | null;
  shifts: LayoutShift[];
  h1: number | null;
}

/** A browser context with the mobile device and the probe; one per cold load. */
export async function benchContext(
  browser: Browser,
  redirectDismissedKey: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...MOBILE_DEVICE });
  await context.addInitScript({ content: probeScript(redirectDismissedKey) });
  return context;
}

/** Loads `url` unthrottled and waits for the network to go quiet (fills the cache). */
export async function primeLoad(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => undefined);
  } finally {
    await page.close();
  }
}

export interface MeasuredLoad {
  sample: PageSample;
  pageErrors: string[];
}

interface RequestRecord {
  js: boolean;
  cached: boolean;
  bytes: number;
}

/**
 * Loads `url` in a new page of `context` under THROTTLING and returns what it
 * measured. `cold` disables the cache (a fresh context has none anyway; this also
 * keeps the memory cache out). The page counts as settled once the load event has
 * fired, the network has been idle for 500 ms and the h1 has shown (or 30 s passed),
 * plus one second for late layout shifts.
 */
export async function measureLoad(
  context: BrowserContext,
  url: string,
  options: { cold: boolean; lakeOrigin: string },
): Promise<MeasuredLoad> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: options.cold });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
      uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });

    let requests = 0;
    let groq = 0;
    let preflights = 0;
    const records = new Map<string, RequestRecord>();
    cdp.on("Network.requestWillBeSent", (event) => {
      if (!/^https?:/.test(event.request.url)) return;
      // Chrome can announce one request more than once (redirects, and cross-origin
      // requests whose preflight it reports under the same URL): count each id once,
      // and preflights apart. Checked against Playwright's page.on("request"), which
      // sees 2 GROQ requests on a cold load of /terms (root + page) and 1 per navigation.
      if (records.has(event.requestId)) return;
      requests += 1;
      if (event.request.method === "OPTIONS" || event.type === "Preflight") preflights += 1;
      else if (isGroqRequest(event.request.url, options.lakeOrigin)) groq += 1;
      records.set(event.requestId, { js: event.type === "Script", cached: false, bytes: 0 });
    });
    cdp.on("Network.requestServedFromCache", (event) => {
      const record = records.get(event.requestId);
      if (record) record.cached = true;
    });
    cdp.on("Network.responseReceived", (event) => {
      const record = records.get(event.requestId);
      if (!record) return;
      if (event.type === "Script" || /javascript/.test(event.response.mimeType)) record.js = true;
      if (event.response.fromDiskCache || event.response.fromPrefetchCache) record.cached = true;
    });
    cdp.on("Network.loadingFinished", (event) => {
      const record = records.get(event.requestId);
      if (record) record.bytes = event.encodedDataLength;
    });
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));

    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => undefined);
    await page
      .waitForFunction("typeof window.__benchH1 === 'number'", undefined, {
        timeout: 30_000,
        polling: 250,
      })
      .catch(() => undefined);
    await page.waitForTimeout(1_000);
    const read = (await page.evaluate(READ_METRICS)) as ReadMetrics;

    let jsBytes = 0;
    let fromCache = 0;
    for (const record of records.values()) {
      if (record.js) jsBytes += record.bytes;
      if (record.cached) fromCache += 1;
    }
    return {
      sample: {
        fcp: read.fcp,
        lcp: read.lcp,
        cls: cumulativeLayoutShift(read.shifts),
        h1: read.h1,
        jsBytes,
        requests,
        fromCache,
        groq,
        preflights,
      },
      pageErrors,
    };
  } finally {
    await page.close().catch(() => undefined);
  }
}
