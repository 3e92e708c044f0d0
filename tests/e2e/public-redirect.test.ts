/**
 * The London redirect dialog on the home page: countdown, Stay here, Escape,
 * Go now and the automatic redirect (the external target is answered locally
 * and only its request is checked), and the dialog's CMS switches.
 */

import { HOME_REDIRECT_QUERY } from "@tastemap/web/queries";
import { fillCountdown } from "@tastemap/web/redirect-storage";
import type { HOME_REDIRECT_QUERY_RESULT } from "@tastemap/web/sanity.types";
import { axeViolations, eventually, siteUrl } from "./support/browser";
import { expect, type OpenPublicPage, test } from "./support/fixtures";
import { content, withDocumentChange } from "./support/lake";

/** The English home page's redirect dialog, as the home route reads it. */
const redirectModal = () =>
  content<HOME_REDIRECT_QUERY_RESULT>(HOME_REDIRECT_QUERY, { lang: "en" });

/** The home page with its redirect dialog allowed, opened until the dialog shows. */
async function homeWithDialog(openPublicPage: OpenPublicPage) {
  const modal = await redirectModal();
  const opened = await openPublicPage({ redirectDialog: true });
  await opened.page.goto(siteUrl("/"));
  const dialog = opened.page.getByRole("dialog", { name: modal.heading });
  await dialog.waitFor();
  return { ...opened, modal, dialog };
}

test.describe("redirect dialog", () => {
  test("counts down from the CMS value and Stay here closes it for the session", async ({
    openPublicPage,
  }) => {
    const modal = await redirectModal();
    expect(modal.countdownSeconds).toBe(3);
    const { page, externalRequests, errors } = await openPublicPage({
      redirectDialog: true,
    });
    // Every text the countdown shows, in order, however fast the test runs.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { countdownTexts: string[] }).countdownTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[role="dialog"] [aria-live]')?.textContent;
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(siteUrl("/"));
    const dialog = page.getByRole("dialog", { name: modal.heading });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(modal.text);
    const texts = () =>
      page.evaluate(() => (window as unknown as { countdownTexts: string[] }).countdownTexts);
    await eventually(texts).toEqual([3, 2].map((n) => fillCountdown(modal.countdownTemplate, n)));
    const stay = dialog.getByRole("button", { name: modal.stayLabel });
    await stay.click();
    await dialog.waitFor({ state: "detached" });
    // Past the countdown: still here, nothing requested.
    await page.waitForTimeout(modal.countdownSeconds * 1000 + 500);
    expect(new URL(page.url()).origin).toBe(new URL(siteUrl("/")).origin);
    expect(externalRequests).toEqual([]);

    await page.reload();
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.locator("#newsletter").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("is accessible: focus on Stay here, trapped inside, Escape means stay", async ({
    openPublicPage,
  }) => {
    const modal = await redirectModal();
    // A long countdown so axe and the keyboard checks finish before it ends.
    await withDocumentChange(
      "page-home-en",
      (patch) => patch.set({ "redirectModal.countdownSeconds": 30 }),
      async () => {
        const { page, externalRequests } = await openPublicPage({
          redirectDialog: true,
        });
        await page.goto(siteUrl("/"));
        const dialog = page.getByRole("dialog", { name: modal.heading });
        await dialog.waitFor();
        expect(await dialog.locator("[aria-live]").textContent()).toContain("30");
        const stay = dialog.getByRole("button", { name: modal.stayLabel });
        await eventually(() => stay.evaluate((button) => button === document.activeElement)).toBe(
          true,
        );
        expect(await axeViolations(page)).toEqual([]);
        for (let step = 0; step < 4; step += 1) {
          await page.keyboard.press("Tab");
          expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
            true,
          );
        }
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        expect(externalRequests).toEqual([]);
        // Escape counts as "Stay here": not shown again this session.
        await page.reload();
        await page.locator("#newsletter").waitFor();
        expect(await page.getByRole("dialog").count()).toBe(0);
      },
    );
  });

  test("Go now leaves for the CMS target at once", async ({ openPublicPage }) => {
    const { page, externalRequests, modal, dialog } = await homeWithDialog(openPublicPage);
    await dialog.getByRole("button", { name: modal.goLabel }).click();
    await page.waitForURL(modal.targetUrl);
    expect(externalRequests).toContain(modal.targetUrl);
  });

  test("redirects by itself when the countdown ends", async ({ openPublicPage }) => {
    const { page, externalRequests, modal } = await homeWithDialog(openPublicPage);
    await page.waitForURL(modal.targetUrl);
    expect(externalRequests).toEqual([modal.targetUrl]);
  });

  test("never shows with an invalid target URL, and logs why", async ({ openPublicPage }) => {
    await withDocumentChange(
      "page-home-en",
      (patch) => patch.set({ "redirectModal.targetUrl": "javascript:alert(1)" }),
      async () => {
        const { page, consoleErrors, errors } = await openPublicPage({
          redirectDialog: true,
        });
        const logged = page.waitForEvent("console", {
          predicate: (message) =>
            message.type() === "error" && message.text().includes("invalid redirect URL"),
        });
        await page.goto(siteUrl("/"));
        await logged;
        await page.locator("#newsletter").waitFor();
        expect(await page.getByRole("dialog").count()).toBe(0);
        expect(consoleErrors.some((text) => text.includes("javascript:alert(1)"))).toBe(true);
        expect(errors).toEqual([]);
      },
    );
  });

  test("never shows when switched off in the CMS", async ({ openPublicPage }) => {
    await withDocumentChange(
      "page-home-en",
      (patch) => patch.set({ "redirectModal.enabled": false }),
      async () => {
        const { page, externalRequests } = await openPublicPage({
          redirectDialog: true,
        });
        await page.goto(siteUrl("/"));
        await page.locator("#newsletter").waitFor();
        await page.waitForTimeout(1000);
        expect(await page.getByRole("dialog").count()).toBe(0);
        expect(externalRequests).toEqual([]);
      },
    );
  });
});
