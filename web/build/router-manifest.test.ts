import { describe, expect, it } from "vitest";
import { routeIdOfModule, routerManifest, type ViteManifest } from "./router-manifest";

describe("routeIdOfModule", () => {
  it("maps route files (and their split chunks) to router ids", () => {
    expect(routeIdOfModule("src/routes/index.tsx")).toBe("/");
    expect(routeIdOfModule("src/routes/{-$lang}/index.tsx")).toBe("/{-$lang}/");
    expect(routeIdOfModule("src/routes/__root.tsx")).toBe("__root__");
    expect(routeIdOfModule("src/routes/{-$lang}/$city.tsx?tsr-split=component")).toBe(
      "/{-$lang}/$city",
    );
    expect(routeIdOfModule("src/routes/{-$lang}/mt25.tsx?tsr-split=component")).toBe(
      "/{-$lang}/mt25",
    );
    expect(routeIdOfModule("src/features/home/redirect-dialog.tsx")).toBeUndefined();
  });
});

describe("routerManifest", () => {
  const vite: ViteManifest = {
    "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true, imports: ["_shell.js"] },
    "_shell.js": { file: "assets/shell.js" },
    "src/routes/{-$lang}/$city.tsx?tsr-split=component": {
      file: "assets/city.js",
      imports: ["_shell.js", "_image.js"],
    },
    "_image.js": { file: "assets/image.js" },
  };

  it("loads the entry as a module script and preloads what it imports", () => {
    const manifest = routerManifest(vite);
    expect(manifest.routes.__root__?.scripts).toEqual([
      { attrs: { type: "module", src: "/assets/entry.js" } },
    ]);
    expect(manifest.routes.__root__?.preloads).toEqual(["/assets/shell.js"]);
  });

  it("preloads a route's own chunks, not what the entry already brings", () => {
    expect(routerManifest(vite).routes["/{-$lang}/$city"]?.preloads).toEqual([
      "/assets/city.js",
      "/assets/image.js",
    ]);
  });

  it("fails on a manifest without an entry", () => {
    expect(() => routerManifest({ "_shell.js": { file: "x.js" } })).toThrow(/no entry/);
  });
});
