/**
 * Writes the sources generated from the tree, as the Vite plugins do on dev/build:
 * src/routeTree.gen.ts from the file routes, and src/sections/projections.gen.ts from the
 * section folders. `npm test` runs it before typegen and the type-check, which need both and
 * run before any build on a fresh clone.
 */
import path from "node:path";
import { Generator, getConfig } from "@tanstack/router-generator";
import { ROUTE_TREE } from "./route-tree.ts";
import { writeSectionProjections } from "./section-projections.ts";

const root = path.resolve(import.meta.dirname, "..");
const config = getConfig(ROUTE_TREE, root);
await new Generator({ config, root }).run();
writeSectionProjections();
console.log("route tree and section projections generated");
