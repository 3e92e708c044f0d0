import { chromium } from "playwright-core";
import { chromiumPath } from "/work/wt-pagebuilder/scripts/lib/chromium.ts";
const base = process.argv[2] ?? "http://localhost:12173";
const prefix = process.argv[3] ?? "after";
const browser = await chromium.launch({ executablePath: chromiumPath() });
for (const path of (process.argv[4] ?? "/welcome-you-merchants,/spring-offer").split(",")) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => sessionStorage.setItem("tastemap:redirect-dismissed", "1"));
    await page.goto(base + path, { waitUntil: "networkidle", timeout: 120_000 });
    await page.waitForTimeout(1500);
    const name = `/tmp/pb-shot-${prefix}-${path.slice(1)}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
    await context.close();
  }
}
await browser.close();
