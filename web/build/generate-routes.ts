/**
 * Writes web/src/routeTree.gen.ts from the file routes, as the router's Vite plugin does on
 * dev/build. `npm test` runs it before the type-check, which needs the tree and runs before
 * any build on a fresh clone.
 */
import path from "node:path";
import { Generator, getConfig } from "@tanstack/router-generator";
import { ROUTE_TREE } from "./route-tree.ts";

const root = path.resolve(import.meta.dirname, "..");
const config = getConfig(ROUTE_TREE, root);
await new Generator({ config, root }).run();
console.log("route tree generated");
