import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHUNK_GROUPS, chunkTest, DECLARED_CHUNKS } from "./chunk-groups";

const src = path.resolve(import.meta.dirname, "../src");
const require = createRequire(import.meta.url);

function declared(name: string) {
  const group = DECLARED_CHUNKS.find((candidate) => candidate.name === name);
  if (!group) throw new Error(`no chunk group named ${name}`);
  return chunkTest(group);
}

describe("the chunks declared beside their code", () => {
  it("name only modules that exist, so a rename cannot quietly drop one from its chunk", () => {
    for (const group of DECLARED_CHUNKS) {
      expect(group.modules.length, group.name).toBeGreaterThan(0);
      for (const module of group.modules) {
        const file = [".ts", ".tsx"].map((extension) => path.join(src, module + extension));
        expect(file.some(existsSync), `${group.name}: ${module}`).toBe(true);
      }
    }
  });

  it("name only package paths the site resolves", () => {
    for (const group of DECLARED_CHUNKS) {
      for (const packagePath of group.packages ?? []) {
        const root = packagePath.startsWith("@")
          ? packagePath.split("/").slice(0, 2).join("/")
          : (packagePath.split("/")[0] ?? "");
        expect(() => require.resolve(`${root}/package.json`), packagePath).not.toThrow();
      }
    }
  });

  it("each have one name, and a module joins one chunk", () => {
    const names = CHUNK_GROUPS.map((group) => group.name);
    expect(new Set(names).size).toBe(names.length);
    const modules = DECLARED_CHUNKS.flatMap((group) => group.modules);
    expect(new Set(modules).size).toBe(modules.length);
  });

  it("match their modules' ids on either separator, and nothing beside them", () => {
    const members = declared("member-form");
    expect(members.test("/repo/web/src/features/members/member-form.tsx")).toBe(true);
    expect(members.test("C:\\repo\\web\\src\\lib\\firebase\\errors.ts")).toBe(true);
    expect(members.test("/repo/web/src/features/members/member-form-x.tsx")).toBe(false);
    expect(members.test("/repo/web/src/features/members/sign-in-form.tsx")).toBe(false);
    const legal = declared("legal-body");
    expect(legal.test("/repo/node_modules/@portabletext/react/dist/index.js")).toBe(true);
    expect(legal.test("/repo/node_modules/react/compiler-runtime.js")).toBe(true);
    expect(legal.test("/repo/node_modules/react/index.js")).toBe(false);
  });
});
