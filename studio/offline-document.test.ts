import { access } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { offlineDocument, offlineStylesheet } from "./offline-document";

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

// What @sanity/ui 5's stylesheet (Studio 6 imports `ui5/styles.css`) asks of sanity.io.
const stylesheet = ["InterVariable-latin", "InterVariable-Italic-latin"]
  .map(
    (name) =>
      `@font-face{font-family:Inter;src:url(https://design-system-static.sanity.io/${name}-20260728.woff2) format("woff2-variations")}`,
  )
  .join("\n");

describe("offlineStylesheet", () => {
  it("points the variable fonts at the Studio's own files", () => {
    const local = offlineStylesheet(stylesheet, "/static/fonts/");
    expect(local).not.toMatch(/https?:\/\//);
    expect(local).toContain("url(/static/fonts/InterVariable-latin.woff2)");
    expect(local).toContain("url(/static/fonts/InterVariable-Italic-latin.woff2)");
  });

  it("refuses a stylesheet that would still load a font from sanity.io", () => {
    const unknown = stylesheet.replace("InterVariable-latin-", "InterDisplay-latin-");
    expect(() => offlineStylesheet(unknown, "/static/fonts/")).toThrow(/unexpected font URL/);
  });

  it("leaves a stylesheet without sanity.io fonts as it is", () => {
    expect(offlineStylesheet("a{color:red}", "/static/fonts/")).toBe("a{color:red}");
  });
});
