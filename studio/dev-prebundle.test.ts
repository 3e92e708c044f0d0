import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lateDiscoveredImports } from "./dev-prebundle";

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "prebundle-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe("lateDiscoveredImports", () => {
  it("lists the icon, UI and Firebase imports of the source, static and dynamic, once each", () => {
    const root = tree({
      "a.ts": 'import { AddIcon } from "@sanity/icons/Add";\nimport { x } from "./local";',
      "tool/b.tsx":
        'import { Card } from "@sanity/ui";\nimport { useToast } from "@sanity/ui/toast";',
      "tool/c.ts":
        'const auth = await import("firebase/auth");\nimport { AddIcon } from "@sanity/icons/Add";',
      "d.ts": 'import { defineType } from "sanity";\nimport { z } from "@sanity/iconsmith";',
    });
    expect(lateDiscoveredImports([root])).toEqual([
      "@sanity/icons/Add",
      "@sanity/ui",
      "@sanity/ui/toast",
      "firebase/auth",
    ]);
  });

  it("leaves out tests and installed packages", () => {
    const root = tree({
      "a.test.ts": 'import { AddIcon } from "@sanity/icons/Add";',
      "node_modules/x/index.ts": 'import { Card } from "@sanity/ui";',
    });
    expect(lateDiscoveredImports([root])).toEqual([]);
  });

  it("finds what this Studio imports today (the Waitlist tool's Firebase among them)", () => {
    const studio = import.meta.dirname;
    const found = lateDiscoveredImports([studio, path.join(studio, "../schemas")]);
    expect(found).toContain("firebase/auth");
    expect(found.some((specifier) => specifier.startsWith("@sanity/icons/"))).toBe(true);
  });
});
