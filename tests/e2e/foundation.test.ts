import { siteUrl, trackPageErrors } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { lakeClient } from "./support/lake";
import { skipRedirectDialog } from "./support/redirect-dialog";

test.describe("foundation: the site reads the lake at runtime", () => {
  test("shows the home heading from the lake and a published edit on reload", async ({ page }) => {
    const client = lakeClient();
    const seeded = await client.fetch<string>(
      `*[_id == "page-home-en"][0].sections[_key == "hero"][0].heading`,
    );
    expect(seeded).toBeTruthy();

    await skipRedirectDialog(page);
    const errors = trackPageErrors(page);
    await page.goto(siteUrl("/"));
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(seeded);

    const edited = `${seeded} (edited ${Date.now()})`;
    await client.patch("page-home-en").set({ 'sections[_key=="hero"].heading': edited }).commit();
    try {
      await page.reload();
      await expect.poll(() => heading.textContent()).toBe(edited);
    } finally {
      await client.patch("page-home-en").set({ 'sections[_key=="hero"].heading': seeded }).commit();
    }
    expect(errors).toEqual([]);
  });
});
