/**
 * Studio's presence against the lake's WebSocket (lake/http/presence): two Studio tabs in
 * Chromium, each its own browser context (so its own presence session; Studio hides only
 * the tab's own session, not the same user's other tabs), open the same restaurant; the
 * second shows the first in the document pane's presence. Both sockets stay connected and
 * no WebSocket error reaches the console. A screenshot is left in the OS temp dir.
 */
import os from "node:os";
import path from "node:path";
import type { Page, WebSocket } from "playwright-core";
import { expect, type NewContext, test } from "./support/fixtures";
import {
  documentUrl,
  FIRST_RENDER_TIMEOUT,
  lakeClient,
  setUpStudio,
  stringField,
} from "./support/studio";

const RESTAURANT_ID = "restaurant-rome-1";

const studio = setUpStudio();

interface Tab {
  page: Page;
  /** Studio's presence socket, once it opened. */
  socket: () => WebSocket | undefined;
  /** Console errors that mention a socket. */
  socketErrors: string[];
}

async function openTab(newContext: NewContext, name: string): Promise<Tab> {
  const context = await newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  let presenceSocket: WebSocket | undefined;
  const socketErrors: string[] = [];
  page.on("websocket", (socket) => {
    if (socket.url().includes("/socket/")) presenceSocket = socket;
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /socket|bifur/i.test(message.text())) {
      socketErrors.push(`${name}: ${message.text()}`);
    }
  });
  return { page, socket: () => presenceSocket, socketErrors };
}

test.describe("Studio presence", () => {
  test("a second tab on the same document shows the first tab's editor", async ({ newContext }) => {
    test.setTimeout(300_000);
    const original = await lakeClient().getDocument(RESTAURANT_ID);
    if (!original) throw new Error(`${RESTAURANT_ID} missing from the seed`);
    const first = await openTab(newContext, "first");
    const second = await openTab(newContext, "second");
    const url = documentUrl(studio().url, "restaurant", RESTAURANT_ID);
    const screenshot = path.join(os.tmpdir(), "tastemap-studio-presence.png");
    try {
      for (const tab of [first, second]) {
        await tab.page.goto(url);
        await expect
          .poll(() => stringField(tab.page, "name").inputValue(), {
            timeout: FIRST_RENDER_TIMEOUT,
          })
          .toBe(original.name);
      }
      // The first tab's editor, in the second tab's document header (presence at the
      // document's root: Studio announces it when a document opens).
      const presence = second.page.getByTestId("document-level-presence");
      await expect.poll(() => presence.isVisible(), { timeout: 30_000 }).toBe(true);
      // And the other way round: the first tab hears the second's announce.
      await expect
        .poll(() => first.page.getByTestId("document-level-presence").isVisible(), {
          timeout: 30_000,
        })
        .toBe(true);
      // Focusing a field moves the first tab's presence into the second tab's form, beside
      // that field (Studio draws field presence in an overlay of the form's scroller).
      await stringField(first.page, "name").focus();
      const fieldAvatars = second.page
        .getByTestId("document-panel-scroller")
        .locator('[data-ui="Avatar"]');
      await expect.poll(() => fieldAvatars.count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await second.page.screenshot({ path: screenshot });

      for (const tab of [first, second]) {
        const socket = tab.socket();
        expect(socket?.url()).toMatch(/\/v2022-06-30\/socket\/production\?tag=sanity\.studio$/);
        expect(socket?.isClosed()).toBe(false);
      }
      expect([...first.socketErrors, ...second.socketErrors]).toEqual([]);
    } catch (error) {
      await second.page.screenshot({ path: screenshot }).catch(() => undefined);
      console.error(
        `studio presence e2e: screenshot ${screenshot}; last Studio log lines:\n${studio().logs.slice(-20).join("\n")}`,
      );
      throw error;
    } finally {
      console.log(`studio presence e2e: screenshot ${screenshot}`);
    }
  });
});
