/**
 * Before any e2e test: does the built site show its home page in Chromium? If
 * it cannot (the browser cannot reach the lake, the bundle throws on start-up,
 * a request hangs), every browser test would time out one by one for most of
 * an hour and say only "waited for a heading". This fails the suite at once
 * with what the browser saw instead.
 */
import { launchChromium } from "@tastemap/bench/chromium";
import { machineState } from "./machine-state";
import { EventLog, watchPage } from "./page-events";
import { skipRedirectDialog } from "./redirect-dialog";

const BOOT_TIMEOUT_MS = 45_000;

export async function checkSiteBoots(webUrl: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const log = new EventLog(60);
    watchPage(page, log);
    await skipRedirectDialog(page);
    try {
      await page.goto(new URL("/", webUrl).toString(), { timeout: BOOT_TIMEOUT_MS });
      await page.locator("h1").first().waitFor({ timeout: BOOT_TIMEOUT_MS });
    } catch (error) {
      const text = await page
        .locator("body")
        .textContent({ timeout: 2_000 })
        .then((content) => (content ?? "").replace(/\s+/g, " ").trim())
        .catch((reason: unknown) => `(unreadable: ${String(reason)})`);
      throw new Error(
        [
          `The built site did not show its home page in Chromium: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
          `Chromium ${browser.version()}; page URL: ${page.url()}`,
          `Machine: ${machineState()}`,
          `Page text: ${JSON.stringify(text.slice(0, 400))}`,
          ...log.report(),
        ].join("\n"),
      );
    }
  } finally {
    await browser.close();
  }
}
