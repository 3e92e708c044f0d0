import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { bundleReport, isPageSplit, routePath, type StartupImport } from "./bundle-report";

const dist = mkdtempSync(path.join(tmpdir(), "bundle-report-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Writes a chunk whose content differs per name, so every file has its own gzip size. */
function chunk(file: string, bytes: number, sources: string[] = []) {
  const full = path.join(dist, file);
  mkdirSync(path.dirname(full), { recursive: true });
  let text = "";
  for (let index = 0; text.length < bytes; index += 1) text += `${file}:${index * 7919};`;
  writeFileSync(full, text);
  writeFileSync(`${full}.map`, JSON.stringify({ version: 3, sources }));
  return zlib.gzipSync(text, { level: 9 }).length;
}

const size = {
  entry: chunk("assets/index.js", 4000),
  runtime: chunk("assets/runtime.js", 300),
  home: chunk("assets/home.js", 900),
  homeError: chunk("assets/home-error.js", 700),
  image: chunk("assets/image.js", 500),
  sections: chunk("assets/sections.js", 1200),
  client: chunk("assets/client.js", 3000, ["../../node_modules/@sanity/client/dist/index.js"]),
  rxjs: chunk("assets/rxjs.js", 800),
  footer: chunk("assets/footer.js", 600),
  dialog: chunk("assets/dialog.js", 2500),
  signup: chunk("assets/signup.js", 1000, ["../../node_modules/@firebase/auth/dist/index.js"]),
  legal: chunk("assets/legal.js", 1100),
};

mkdirSync(path.join(dist, ".vite"), { recursive: true });
writeFileSync(
  path.join(dist, ".vite/manifest.json"),
  JSON.stringify({
    "index.html": {
      file: "assets/index.js",
      isEntry: true,
      imports: ["_runtime.js"],
      dynamicImports: [
        "../node_modules/@sanity/client/dist/index.browser.js",
        "src/components/layout/site-footer.tsx",
        "src/routes/index.tsx?tsr-split=component",
      ],
    },
    "_runtime.js": { file: "assets/runtime.js" },
    "_image.js": { file: "assets/image.js", imports: ["index.html"] },
    "_rxjs.js": { file: "assets/rxjs.js", imports: ["_runtime.js"] },
    "src/routes/index.tsx?tsr-split=component": {
      file: "assets/home.js",
      imports: ["index.html", "_image.js"],
      dynamicImports: ["src/features/home/home-sections.tsx", "src/features/home/dialog.tsx"],
    },
    "src/routes/index.tsx?tsr-split=errorComponent": { file: "assets/home-error.js" },
    "src/features/home/home-sections.tsx": {
      file: "assets/sections.js",
      imports: ["_image.js"],
    },
    "src/features/home/dialog.tsx": { file: "assets/dialog.js" },
    "../node_modules/@sanity/client/dist/index.browser.js": {
      file: "assets/client.js",
      imports: ["_rxjs.js"],
    },
    "src/components/layout/site-footer.tsx": { file: "assets/footer.js" },
    "src/routes/signup.tsx?tsr-split=component": { file: "assets/signup.js" },
    "src/routes/privacy.tsx?tsr-split=component---loader": { file: "assets/legal.js" },
  }),
);
const startup: StartupImport[] = [
  { module: /^src\/components\/layout\/site-footer\.tsx$/, why: "root loader" },
  { module: /^src\/features\/home\/home-sections\.tsx$/, routes: ["/"], why: "home loader" },
];

describe("bundleReport", () => {
  const report = bundleReport(dist, startup);
  const route = (name: string) => {
    const found = report.routes.find((entry) => entry.route === name);
    if (!found) throw new Error(`no report for ${name}`);
    return found;
  };

  it("counts the entry closure and the route's page splits as app code, not error splits", () => {
    const home = route("/");
    expect(home.appFiles.sort()).toEqual(
      ["assets/home.js", "assets/image.js", "assets/index.js", "assets/runtime.js"].sort(),
    );
    expect(home.appGzipBytes).toBe(size.entry + size.runtime + size.home + size.image);
  });

  it("adds the lazy chunks hydration waits for to the total, not the content client", () => {
    const home = route("/");
    // image.js is already app code: counted once; the dialog is conditional: not counted.
    expect(home.startupFiles.sort()).toEqual(["assets/footer.js", "assets/sections.js"].sort());
    expect(home.startupGzipBytes).toBe(size.footer + size.sections);
    expect(home.files).not.toContain("assets/client.js");
    expect(home.totalGzipBytes).toBe(home.appGzipBytes + home.startupGzipBytes);
    expect(home.files).not.toContain("assets/dialog.js");
  });

  it("applies route-scoped prefetches only to their route", () => {
    const privacy = route("/privacy");
    expect(privacy.appFiles).toContain("assets/legal.js");
    expect(privacy.startupFiles).not.toContain("assets/sections.js");
    expect(privacy.totalGzipBytes).toBe(size.entry + size.runtime + size.legal + size.footer);
  });

  it("reports the entry and the content client on their own", () => {
    expect(report.entryGzipBytes).toBe(size.entry + size.runtime);
    expect(report.contentClientGzipBytes).toBe(size.client + size.rxjs);
  });

  it("finds Firebase modules through the source maps of counted chunks", () => {
    expect(route("/signup").firebaseModules).toEqual([
      "../../node_modules/@firebase/auth/dist/index.js",
    ]);
    expect(route("/").firebaseModules).toEqual([]);
  });

  it("fails when a declared start-up import is not in the build", () => {
    expect(() =>
      bundleReport(dist, [...startup, { module: /^src\/gone\.tsx$/, why: "renamed" }]),
    ).toThrow(/src\\\/gone/);
  });
});

describe("route names and splits", () => {
  it("maps route files to paths", () => {
    expect(routePath("src/routes/index.tsx")).toBe("/");
    expect(routePath("src/routes/$city.tsx")).toBe("/$city");
    expect(routePath("src/routes/_layout/shop.index.tsx")).toBe("/shop");
  });

  it("treats component and loader splits, alone or grouped, as page splits", () => {
    const file = "src/routes/index.tsx";
    expect(isPageSplit(`${file}?tsr-split=component`, file)).toBe(true);
    expect(isPageSplit(`${file}?tsr-split=loader`, file)).toBe(true);
    expect(isPageSplit(`${file}?tsr-split=component---loader`, file)).toBe(true);
    expect(isPageSplit(`${file}?tsr-split=loader%2Ccomponent`, file)).toBe(true);
    expect(isPageSplit(`${file}?tsr-split=errorComponent`, file)).toBe(false);
    expect(isPageSplit(`${file}?tsr-split=notFoundComponent---pendingComponent`, file)).toBe(false);
    expect(isPageSplit("src/routes/index2.tsx?tsr-split=component", file)).toBe(false);
  });
});
