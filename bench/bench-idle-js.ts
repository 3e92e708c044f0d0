/**
 * `npm run bench:idle-js`: the JavaScript each public page receives before the network goes
 * idle, in Chromium, whatever loads it (issue 28's budget, BEFORE_IDLE_BUDGET in web/build/bundle-budgets.ts).
 * bench:chunks reads the same from the build's manifests; this watches a real visit, so a
 * chunk requested by an effect, a timer or an embed is counted too.
 *
 * Per page (BENCH_ROUTES, default the contact pages, `/` and `/mt25?ref=`, comma-separated;
 * `all` for every page of lighthouserc.json), one cold visit in a fresh context as
 * Lighthouse's mobile run makes it (412 × 823, DPR 1.75, touch, 4x CPU slowdown): every
 * script response is recorded (the site's chunks, the form embed, anything else) until no
 * request has been in flight for BENCH_QUIET_MS (default 5000: five times Lighthouse's
 * network-quiet window) after the load event. The live stream (an EventSource that stays
 * open) does not count as in flight. Each script is gzipped at level 9 on its own, as
 * bundle-budgets.ts counts the budget. Then the page is left alone as long again, and what
 * arrives in that time (it should be nothing) is printed too.
 *
 * The home page is measured twice: as a visitor who already chose "Stay here" in the London
 * redirect dialog (and as Lighthouse's bench stack sees it), and on a first visit, when the
 * seed's dialog opens once the content is checked (its chunk counts; the visit ends when the
 * dialog leaves the site, or at idle).
 *
 * Not counted, as the e2e bundle test does not count them: the parts' code a page fetches once
 * it is idle and following live events (ADR 0046, from the page's PREFETCH_MARK on), so that a
 * later tap is answered from memory. They are printed in a column of their own. Not on the
 * home page's first visit: its dialog's code is requested at the same moment and cannot be
 * told apart, so there everything counts (an upper bound).
 *
 * BENCH_SITE_URL=<origin> measures a site that is already running instead of starting the
 * test stack. Exits 1 when a page is over the budget.
 */
import { gzipSync } from "node:zlib";
import { stopAllProcesses } from "@tastemap/scripts/service";
import { startTestStack } from "@tastemap/scripts/stack";
import { BEFORE_IDLE_BUDGET, budgetBytes } from "@tastemap/web/bundle-budgets";
import { PREFETCH_MARK } from "@tastemap/web/first-touch";
import { REDIRECT_DISMISSED_KEY } from "@tastemap/web/redirect-storage";
import type { Browser, Request } from "playwright-core";
import { launchChromium } from "./chromium";

const BUDGET = budgetBytes(BEFORE_IDLE_BUDGET);
const QUIET_MS = Number(process.env.BENCH_QUIET_MS ?? 5000);
const CPU_SLOWDOWN = 4;
const VISIT_TIMEOUT_MS = 120_000;
const DEFAULT_ROUTES = ["/", "/mt25?ref=card001", "/hotel-contact", "/merchant-contact"];
const ALL_ROUTES = [
  "/",
  "/rome",
  "/terms",
  "/privacy",
  "/welcome-you-merchants",
  "/it/welcome-you-merchants",
  "/merchant-contact",
  "/hotel-contact",
  "/mt25?ref=card001",
  "/merchant-stickers-shop",
  "/qr-generator",
  "/fine-dining-london",
  "/signup",
  "/signin",
];

interface Script {
  url: string;
  /** ms after navigation start when the request was sent. */
  at: number;
  /** When the request was sent, epoch ms, on the browser's clock (the page's marks are too). */
  sentAt: number;
  gzip: number;
}
interface Visit {
  label: string;
  beforeIdle: Script[];
  afterIdle: Script[];
  /** The parts' code fetched once the page was idle (not counted). */
  prefetched: Script[];
  idleAt: number;
  leftSite: boolean;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const total = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.gzip, 0);

async function visit(
  browser: Browser,
  origin: string,
  route: string,
  options: { redirectDialog: boolean; label: string },
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const siteOrigins = new Set([origin]);
  // Nothing leaves the machine: an address off the stack (the redirect's target) is answered
  // with an empty page. The lake is on the stack: its answers pass.
  await context.route(
    (url) => !url.hostname.match(/^(127\.0\.0\.1|localhost)$/),
    (request) => request.fulfill({ contentType: "text/html", body: "<!doctype html><title>x" }),
  );
  const page = await context.newPage();
  if (!options.redirectDialog) {
    await page.addInitScript((key) => {
      if (window === window.top) window.sessionStorage.setItem(key, "1");
    }, REDIRECT_DISMISSED_KEY);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

  const started = Date.now();
  const scripts: Script[] = [];
  const pending: Promise<unknown>[] = [];
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  let leftSite = false;
  page.on("request", (request) => {
    if (request.resourceType() === "eventsource") return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const settle = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && !siteOrigins.has(new URL(frame.url()).origin)) {
      leftSite = true;
    }
  });
  page.on("response", (response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (request.resourceType() !== "script" && !url.pathname.endsWith(".js")) return;
    const at = Date.now() - started;
    const sentAt = request.timing().startTime;
    pending.push(
      response.body().then(
        (body) =>
          scripts.push({
            url: url.pathname + url.search,
            at,
            sentAt,
            gzip: gzipSync(body, { level: 9 }).length,
          }),
        () => undefined,
      ),
    );
  });

  try {
    await page.goto(new URL(route, origin).href, { waitUntil: "load", timeout: VISIT_TIMEOUT_MS });
    const quiet = async () => {
      while (!leftSite) {
        if (Date.now() - started > VISIT_TIMEOUT_MS) {
          throw new Error(`${route}: the network was never quiet for ${QUIET_MS} ms`);
        }
        if (inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await quiet();
    const idleAt = Date.now() - started;
    await Promise.all(pending);
    const beforeIdle = [...scripts];
    // As long again, with nobody touching the page: anything requested now was waiting for
    // the idle network (a timer, an idle callback), which the budget counts as well.
    if (!leftSite) await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    await Promise.all(pending);
    // When the page started fetching its parts' code (the dialog's visit counts everything).
    const prefetchAt = options.redirectDialog
      ? undefined
      : await page.evaluate((mark) => {
          const entry = performance.getEntriesByName(mark)[0];
          return entry ? performance.timeOrigin + entry.startTime : undefined;
        }, PREFETCH_MARK);
    const isPrefetched = (script: Script) =>
      prefetchAt !== undefined && script.sentAt >= prefetchAt;
    const prefetched = scripts.filter(isPrefetched);
    const afterIdle = scripts.filter(
      (script) => !beforeIdle.includes(script) && !isPrefetched(script),
    );
    return {
      label: options.label,
      beforeIdle: beforeIdle.filter((script) => !isPrefetched(script)),
      afterIdle,
      prefetched,
      idleAt,
      leftSite,
    };
  } finally {
    await context.close();
  }
}

function report(visits: Visit[]): string {
  const header = [
    "page",
    "scripts",
    "gzip KiB",
    "KB",
    `<= ${BEFORE_IDLE_BUDGET}`,
    "network idle at (s)",
    "after idle",
    "parts' code once idle (not counted)",
  ];
  const rows = visits.map((visit) => {
    const bytes = total(visit.beforeIdle);
    return [
      visit.label,
      String(visit.beforeIdle.length),
      kib(bytes),
      kb(bytes),
      bytes <= BUDGET ? "yes" : "**no**",
      visit.leftSite ? "left the site" : (visit.idleAt / 1000).toFixed(1),
      visit.afterIdle.length ? `${kib(total(visit.afterIdle))} KiB` : "-",
      visit.prefetched.length
        ? `${visit.prefetched.length} files, ${kib(total(visit.prefetched))} KiB`
        : "-",
    ];
  });
  const table = [header, header.map(() => "---"), ...rows]
    .map((row) => `| ${row.join(" | ")} |`)
    .join("\n");
  const detail = visits
    .map((visit) => {
      const note = (script: Script) =>
        visit.prefetched.includes(script)
          ? "  (parts' code once idle)"
          : visit.afterIdle.includes(script)
            ? "  (after idle)"
            : "";
      const lines = [...visit.beforeIdle, ...visit.afterIdle, ...visit.prefetched]
        .sort((a, b) => a.at - b.at)
        .map(
          (script) =>
            `  ${(script.at / 1000).toFixed(2).padStart(6)} s ${kib(script.gzip).padStart(6)} KiB  ${script.url}${note(script)}`,
        );
      return [`${visit.label}:`, ...lines].join("\n");
    })
    .join("\n\n");
  return `${table}\n\nWhen each script was requested (s after navigation), gzip KiB:\n\n${detail}`;
}

async function main() {
  const wanted = process.env.BENCH_ROUTES ?? DEFAULT_ROUTES.join(",");
  const routes = wanted === "all" ? ALL_ROUTES : wanted.split(",").map((route) => route.trim());
  const log: string[] = [];
  const stack = process.env.BENCH_SITE_URL
    ? undefined
    : await startTestStack((line) => log.push(line)).catch((error: unknown) => {
        console.error(log.slice(-80).join("\n"));
        throw error;
      });
  const origin = new URL(process.env.BENCH_SITE_URL ?? stack?.webUrl ?? "").origin;
  const browser = await launchChromium({ ownSignals: false });
  try {
    const visits: Visit[] = [];
    for (const route of routes) {
      const label = `\`${route}\``;
      visits.push(await visit(browser, origin, route, { redirectDialog: false, label }));
      if (route === "/") {
        visits.push(
          await visit(browser, origin, route, {
            redirectDialog: true,
            label: `${label}, first visit (redirect dialog)`,
          }),
        );
      }
    }
    console.log(report(visits));
    const over = visits.filter((visit) => total(visit.beforeIdle) > BUDGET);
    if (over.length) {
      console.error(
        `\nOver ${BEFORE_IDLE_BUDGET} before the network is idle: ${over.map((v) => v.label).join(", ")}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await stack?.stop();
  }
}

process.once("SIGINT", () => void stopAllProcesses().finally(() => process.exit(130)));
main().catch(async (error: unknown) => {
  console.error(error);
  await stopAllProcesses();
  process.exit(1);
});
