/**
 * ensureBundle on a small program of two TypeScript files in a temporary folder: built when
 * missing, left alone while its sources are unchanged, rebuilt (and run with the change) when a
 * source it read, its configuration or an output changes, and a source that does not compile
 * is named with its line.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "../testing/test-lake";
import { type BundleSpec, ensureBundle } from "./fresh-bundle.mjs";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

let spec: BundleSpec;
let src: string;

/** Writes `file` under src/ as if saved a minute ago: older than any build the test starts. */
function writeOld(file: string, text: string): void {
  const full = path.join(src, file);
  fs.writeFileSync(full, text);
  const minuteAgo = new Date(Date.now() - 60_000);
  fs.utimesSync(full, minuteAgo, minuteAgo);
}

/** Saves `file` under src/ now, as an editor does. */
function edit(file: string, text: string): void {
  fs.writeFileSync(path.join(src, file), text);
}

/** What the bundled program prints. */
function runBundle(): string {
  return execFileSync(process.execPath, [path.join(spec.outDir, "main.mjs")], {
    encoding: "utf8",
  }).trim();
}

beforeEach(() => {
  const dir = tempDir("fresh-bundle-");
  dirs.push(dir);
  src = path.join(dir, "src");
  fs.mkdirSync(src);
  writeOld(
    "main.ts",
    'import { greeting } from "./greeting";\nconsole.log(greeting satisfies string);\n',
  );
  writeOld("greeting.ts", 'export const greeting: string = "hello";\n');
  writeOld("build-config.json", "{}\n");
  spec = {
    entryPoints: { main: path.join(src, "main.ts") },
    outDir: path.join(dir, "out"),
    alsoInputs: [path.join(src, "build-config.json")],
  };
});

describe("ensureBundle", () => {
  it("builds a missing bundle, then leaves it while nothing changes", async () => {
    expect(await ensureBundle(spec)).toEqual({ built: true });
    expect(runBundle()).toBe("hello");
    expect(await ensureBundle(spec)).toEqual({ built: false });
  });

  it("rebuilds when a source the bundle imports changes, and runs the change", async () => {
    await ensureBundle(spec);
    edit("greeting.ts", 'export const greeting: string = "ciao";\n');
    // A start a moment after the save (one within the same few milliseconds builds twice).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ensureBundle(spec)).toEqual({ built: true });
    expect(runBundle()).toBe("ciao");
    // The edit is older than this build: nothing to do until the next one.
    expect(await ensureBundle(spec)).toEqual({ built: false });
  });

  it("rebuilds when a source is deleted, and fails naming the import it lost", async () => {
    await ensureBundle(spec);
    fs.rmSync(path.join(src, "greeting.ts"));
    await expect(ensureBundle(spec)).rejects.toThrow(
      /main\.ts:1:\d+: ERROR: Could not resolve "\.\/greeting"/,
    );
    // The last good build is still in place.
    expect(runBundle()).toBe("hello");
  });

  it("names the file and line of a source that does not compile", async () => {
    await ensureBundle(spec);
    edit("greeting.ts", "export const greeting: string = ;\n");
    await expect(ensureBundle(spec)).rejects.toThrow(/greeting\.ts:1:\d+: ERROR/);
  });

  it("rebuilds when its configuration changes", async () => {
    await ensureBundle(spec);
    edit("build-config.json", '{ "changed": true }\n');
    expect(await ensureBundle(spec)).toEqual({ built: true });
  });

  it("rebuilds when an output is gone or an entry point is added", async () => {
    await ensureBundle(spec);
    fs.rmSync(path.join(spec.outDir, "main.mjs"));
    expect(await ensureBundle(spec)).toEqual({ built: true });
    expect(runBundle()).toBe("hello");

    writeOld("other.ts", 'console.log("other");\n');
    spec.entryPoints.other = path.join(src, "other.ts");
    expect(await ensureBundle(spec)).toEqual({ built: true });
    expect(fs.existsSync(path.join(spec.outDir, "other.mjs"))).toBe(true);
  });

  it("clears away what a build killed midway left, once it is old", async () => {
    await ensureBundle(spec);
    const abandoned = path.join(spec.outDir, ".build-killed");
    fs.mkdirSync(abandoned);
    fs.writeFileSync(path.join(abandoned, "main.mjs"), "half a bundle");
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(abandoned, hourAgo, hourAgo);
    edit("greeting.ts", 'export const greeting: string = "ciao";\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ensureBundle(spec)).toEqual({ built: true });
    expect(fs.existsSync(abandoned)).toBe(false);
  });

  it("lets two stale starts build at once, each leaving a whole bundle", async () => {
    const both = await Promise.all([ensureBundle(spec), ensureBundle(spec)]);
    expect(both).toEqual([{ built: true }, { built: true }]);
    expect(runBundle()).toBe("hello");
    // No scratch folder is left behind.
    expect(fs.readdirSync(spec.outDir).filter((name) => name.startsWith("."))).toEqual([]);
    expect(await ensureBundle(spec)).toEqual({ built: false });
  });
});
