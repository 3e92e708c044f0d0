/**
 * `npx tsx scripts/architecture-graph.ts`: redraws the package graph in docs/architecture.md
 * (between its `<!-- package-graph -->` markers) from the package.json files.
 * scripts/lib/package-boundaries.test.ts fails while the drawn graph is out of date.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { mermaidGraph, workspacePackages } from "./lib/package-boundaries";

const root = path.resolve(import.meta.dirname, "..");
const file = path.join(root, "docs/architecture.md");
const START = "<!-- package-graph -->";
const END = "<!-- /package-graph -->";

const doc = readFileSync(file, "utf8");
const start = doc.indexOf(START);
const end = doc.indexOf(END);
if (start < 0 || end < start) throw new Error(`${file} lacks the ${START} … ${END} markers`);
const graph = `${START}\n\n\`\`\`mermaid\n${mermaidGraph(workspacePackages(root))}\n\`\`\`\n\n`;
writeFileSync(file, doc.slice(0, start) + graph + doc.slice(end));
console.log(`Redrew the package graph in ${path.relative(root, file)}`);
