/**
 * Studio's first run against the local lake, in plain words. Studio talks to the lake over
 * HTTPS with a self-signed certificate (HTTP/2: Studio keeps more streams open than
 * HTTP/1.1 allows). Until the browser has accepted that certificate once, every request
 * fails and Studio shows "An error occurred that Sanity Studio was unable to recover
 * from" with a stack trace. This check sees the failure first and covers the page with
 * what to do; once the lake answers, the page reloads by itself.
 */

const OVERLAY_ID = "lake-certificate-check";
const RETRY_MS = 2_000;

/** `https://localhost:8788` → the address Studio really calls, `https://local.localhost:8788`. */
function lakeAddress(apiHost: string, projectId: string): string {
  const url = new URL(apiHost);
  url.hostname = `${projectId}.${url.hostname}`;
  return url.origin;
}

async function answers(pingUrl: string): Promise<boolean> {
  try {
    const response = await fetch(pingUrl, { cache: "no-store" });
    return response.ok;
  } catch {
    // A certificate the browser does not trust looks like a network error from here.
    return false;
  }
}

function showOverlay(address: string, pingUrl: string): void {
  if (document.getElementById(OVERLAY_ID)) return;
  const overlay = document.createElement("div");
  overlay.id = OVERLAY_ID;
  overlay.setAttribute("role", "alertdialog");
  overlay.setAttribute("aria-labelledby", `${OVERLAY_ID}-title`);
  overlay.style.cssText =
    "position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;padding:24px;" +
    "background:#f6f6f8;color:#1b1d24;font:16px/1.5 system-ui,sans-serif";
  const card = document.createElement("div");
  card.style.cssText = "max-width:560px";
  const title = document.createElement("h1");
  title.id = `${OVERLAY_ID}-title`;
  title.style.cssText = "font-size:22px;margin:0 0 12px";
  title.textContent = "One step before Studio opens: trust the local Content Lake";
  const steps = document.createElement("ol");
  const link = document.createElement("a");
  link.href = pingUrl;
  link.target = "_blank";
  link.rel = "noopener";
  link.textContent = pingUrl;
  const first = document.createElement("li");
  first.append("Open ", link, " in a new tab.");
  const second = document.createElement("li");
  second.textContent =
    "Your browser warns about the lake's self-signed certificate: choose Advanced, then Proceed. " +
    'The page then shows {"ok":true}.';
  const third = document.createElement("li");
  third.textContent = "Come back here: Studio opens by itself.";
  steps.append(first, second, third);
  const note = document.createElement("p");
  note.style.cssText = "color:#5b5e6b;font-size:14px";
  note.textContent = `Studio talks to the lake at ${address} (HTTPS on your own machine). Is it running? npm start starts it. This is needed once per browser profile.`;
  card.append(title, steps, note);
  overlay.append(card);
  document.body.append(overlay);
  link.focus();
}

/** Starts the check (browser only; the Sanity CLI also loads the config in Node). */
export function checkLakeCertificate(apiHost: string, projectId: string): void {
  if (typeof window === "undefined" || typeof document === "undefined") return;
  const address = lakeAddress(apiHost, projectId);
  const pingUrl = `${address}/v1/ping`;
  void (async () => {
    if (await answers(pingUrl)) return;
    const show = () => showOverlay(address, pingUrl);
    if (document.body) show();
    else window.addEventListener("DOMContentLoaded", show, { once: true });
    while (!(await answers(pingUrl))) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    window.location.reload();
  })();
}
