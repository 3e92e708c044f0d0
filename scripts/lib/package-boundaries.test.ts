import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  boundaryProblems,
  importSpecifiers,
  mermaidGraph,
  ownerOf,
  workspacePackages,
} from "./package-boundaries";

const root = path.resolve(import.meta.dirname, "../..");
const packages = workspacePackages(root);

describe("package boundaries", () => {
  it("no import crosses a package boundary except by package name, and each is declared", () => {
    expect(boundaryProblems(root)).toEqual([]);
  });

  it("the lake depends on nothing of the site: no React, Chakra, Firebase, nor any package of ours", () => {
    const lake = packages.find((pkg) => pkg.dir === "lake");
    const all = [...(lake?.dependencies ?? []), ...(lake?.devDependencies ?? [])];
    expect(all.length).toBeGreaterThan(0);
    expect(
      all.filter((name) =>
        /^(react|react-dom|@chakra-ui\/|@emotion\/|firebase|@firebase\/|@tastemap\/|sanity$|@sanity\/ui)/.test(
          name,
        ),
      ),
    ).toEqual([]);
  });

  it("config imports nothing of ours: every program reads it, so it reads none of them", () => {
    const config = packages.find((pkg) => pkg.dir === "config");
    const all = [...(config?.dependencies ?? []), ...(config?.devDependencies ?? [])];
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((name) => name.startsWith("@tastemap/"))).toEqual([]);
  });

  it('every package names each module it exports: no pattern ("./*") makes a whole folder public', () => {
    const patterns = packages.flatMap((pkg) => {
      const manifest = JSON.parse(
        readFileSync(path.join(root, pkg.dir, "package.json"), "utf8"),
      ) as { exports?: Record<string, string> };
      return Object.keys(manifest.exports ?? {})
        .filter((key) => key.includes("*"))
        .map((key) => `${pkg.name}: ${key}`);
    });
    expect(packages.length).toBeGreaterThan(1);
    expect(patterns).toEqual([]);
  });

  it("docs/architecture.md shows the graph the package.json files make (npx tsx scripts/architecture-graph.ts)", () => {
    const doc = readFileSync(path.join(root, "docs/architecture.md"), "utf8");
    expect(doc).toContain(`\`\`\`mermaid\n${mermaidGraph(packages)}\n\`\`\``);
  });
});

describe("the boundary check itself", () => {
  it("reads static, re-exported, dynamic, side-effect and type imports", () => {
    const source = [
      'import a from "./a";',
      'export { b } from "../b";',
      'const c = await import("@tastemap/web/queries");',
      'import "./side-effect.css";',
      'type D = typeof import("../d");',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual([
      "./a",
      "../b",
      "@tastemap/web/queries",
      "./side-effect.css",
      "../d",
    ]);
  });

  it("names a relative import into another package and an undeclared package of ours", () => {
    const fixture = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
      writeFileSync(path.join(fixture, file), text);
    };
    try {
      write("package.json", JSON.stringify({ name: "root", workspaces: ["a", "b", "c"] }));
      write("a/package.json", JSON.stringify({ name: "@t/a", dependencies: { "@t/b": "*" } }));
      write("b/package.json", JSON.stringify({ name: "@t/b" }));
      write("c/package.json", JSON.stringify({ name: "@t/c" }));
      write(
        "a/x.ts",
        'import { y } from "../b/y";\nimport { z } from "@t/b/z";\nimport { c } from "@t/c";\nimport { w } from "./w";\n',
      );
      write("a/w.ts", 'import { react } from "react";\n');
      expect(
        boundaryProblems(fixture).map(({ file, specifier }) => `${file}: ${specifier}`),
      ).toEqual(["a/x.ts: ../b/y", "a/x.ts: @t/c"]);
    } finally {
      rmSync(fixture, { recursive: true, force: true });
    }
  });

  it("gives a file to the deepest package folder holding it, else to the root", () => {
    expect(ownerOf(packages, "lake/http/server.ts").name).toBe("@tastemap/lake");
    expect(ownerOf(packages, "web/src/router.tsx").name).toBe("@tastemap/web");
    expect(ownerOf(packages, "vite.config.ts").dir).toBe("");
    expect(ownerOf(packages, "lakehouse/x.ts").dir).toBe("");
  });
});
