/**
 * The workspace packages (the root package.json's `workspaces`) and the imports between them,
 * read from the files themselves. package-boundaries.test.ts fails on an import that crosses
 * a package boundary by a relative path, or names a package its own package.json does not
 * declare; scripts/architecture-graph.ts draws the arrows in docs/architecture.md from the
 * same reading. (knip checks the third-party dependencies: `npx knip`, run by `npm test`.)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface WorkspacePackage {
  name: string;
  /** The folder, relative to the repository's root, e.g. "lake". */
  dir: string;
  description: string;
  dependencies: string[];
  devDependencies: string[];
}

interface PackageJson {
  name: string;
  description?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as PackageJson;
}

/** The root package (dir "") first, then each workspace in the root's order. */
export function workspacePackages(root: string): WorkspacePackage[] {
  const rootJson = readPackageJson(root);
  return ["", ...(rootJson.workspaces ?? [])].map((dir) => {
    const json = readPackageJson(path.join(root, dir));
    return {
      name: json.name,
      dir,
      description: json.description ?? "",
      dependencies: Object.keys(json.dependencies ?? {}),
      devDependencies: Object.keys(json.devDependencies ?? {}),
    };
  });
}

/** Not ours to check: installed, generated, built or vendored code. */
const SKIPPED = new Set([
  "node_modules",
  ".git",
  ".data",
  "dist",
  "dist-studio",
  "dist-sourcemaps",
]);
const SKIPPED_PATHS = [
  "lake/groq/engine",
  "lake/groq/conformance/suite",
  "lake/vendor",
  "studio/.sanity",
];
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/;

/** Every source file, relative to the root. */
function sourceFiles(root: string, dir = ""): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (SKIPPED.has(entry.name) || SKIPPED_PATHS.includes(relative)) return [];
    if (entry.isDirectory()) return sourceFiles(root, relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** The module specifiers a file imports, re-exports, imports dynamically or as a type. */
export function importSpecifiers(source: string): string[] {
  const pattern =
    /\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|\bimport\s+["']([^"']+)["']|\brequire\(\s*["']([^"']+)["']\s*\)/g;
  return [...source.matchAll(pattern)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? match[4] ?? "",
  );
}

/** The package a file (relative to the root) belongs to: the deepest workspace folder holding it. */
export function ownerOf(packages: WorkspacePackage[], file: string): WorkspacePackage {
  const owners = packages.filter((pkg) => pkg.dir === "" || file.startsWith(`${pkg.dir}/`));
  return owners.reduce((deepest, pkg) => (pkg.dir.length > deepest.dir.length ? pkg : deepest));
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageNameOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

export interface BoundaryProblem {
  file: string;
  specifier: string;
  problem: string;
}

/**
 * Imports that cross a boundary the wrong way: a relative path into another package (it
 * must go through that package's name and `exports`), or one of our packages that the
 * importing package does not declare.
 */
export function boundaryProblems(root: string): BoundaryProblem[] {
  const packages = workspacePackages(root);
  const ours = new Map(packages.map((pkg) => [pkg.name, pkg]));
  return sourceFiles(root).flatMap((file) => {
    const owner = ownerOf(packages, file);
    const declared = new Set([...owner.dependencies, ...owner.devDependencies]);
    return importSpecifiers(readFileSync(path.join(root, file), "utf8")).flatMap((specifier) => {
      if (specifier.startsWith(".")) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        const targetOwner = ownerOf(packages, target);
        if (targetOwner === owner) return [];
        return [
          {
            file,
            specifier,
            problem: `reaches into ${targetOwner.name} (${targetOwner.dir || "the root"}/) by a relative path: import it as "${targetOwner.name}/…" through its package.json "exports"`,
          },
        ];
      }
      const name = packageNameOf(specifier);
      if (!ours.has(name) || name === owner.name || declared.has(name)) return [];
      return [
        {
          file,
          specifier,
          problem: `imports ${name}, which ${owner.name}'s package.json does not declare`,
        },
      ];
    });
  });
}

/** Arrows between our packages, from each package.json: `from` depends on `to`. */
function packageArrows(packages: WorkspacePackage[]): { from: string; to: string; dev: boolean }[] {
  const ours = new Set(packages.map((pkg) => pkg.name));
  return packages.flatMap((pkg) => [
    ...pkg.dependencies
      .filter((name) => ours.has(name))
      .map((to) => ({ from: pkg.name, to, dev: false })),
    ...pkg.devDependencies
      .filter((name) => ours.has(name))
      .map((to) => ({ from: pkg.name, to, dev: true })),
  ]);
}

/** The packages and their arrows as a Mermaid flowchart (dashed: a devDependency: tests and tooling). */
export function mermaidGraph(packages: WorkspacePackage[]): string {
  const id = (name: string) => name.replace(/^@tastemap\//, "").replace(/[^a-z0-9]/gi, "_");
  const label = (pkg: WorkspacePackage) => `${pkg.name}<br/>${pkg.dir ? `${pkg.dir}/` : "./"}`;
  const lines = ["flowchart LR"];
  for (const pkg of packages) lines.push(`  ${id(pkg.name)}["${label(pkg)}"]`);
  for (const arrow of packageArrows(packages)) {
    lines.push(`  ${id(arrow.from)} ${arrow.dev ? "-.->" : "-->"} ${id(arrow.to)}`);
  }
  return lines.join("\n");
}
