import { access } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { offlineDocument } from "./offline-document";

// What Sanity's CLI writes into the Studio page (DefaultDocument + its dashboard script).
const WEIGHTS = ["Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"];
const FONTS = WEIGHTS.flatMap((weight) => [
  `Inter-${weight}.woff2`,
  `Inter-${weight === "Regular" ? "" : weight}Italic.woff2`,
]);
const page = `<html><head><style>${FONTS.map(
  (name) =>
    `@font-face{font-family:Inter;src:url("https://studio-static.sanity.io/${name}") format("woff2");}`,
).join(
  "\n",
)}</style><script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script>
</head><body><div id="sanity"></div></body></html>`;

describe("offlineDocument", () => {
  it("points every font at the Studio's own files and drops the dashboard script", () => {
    const local = offlineDocument(page, "/static/fonts/");
    expect(local).not.toMatch(/https?:\/\//);
    for (const name of FONTS) expect(local).toContain(`url("/static/fonts/${name}")`);
  });

  it("refuses a page that would still load a font from sanity.io", () => {
    const unknown = page.replace("Inter-Bold.woff2", "JetBrainsMono-Bold.woff2");
    expect(() => offlineDocument(unknown, "/static/fonts/")).toThrow(/unexpected font URL/);
  });

  it("finds every font Sanity names in the inter-ui package", async () => {
    const web = path.join(
      path.dirname(createRequire(import.meta.url).resolve("inter-ui/package.json")),
      "web",
    );
    for (const name of FONTS) await expect(access(path.join(web, name))).resolves.toBeUndefined();
  });
});
