/**
 * Writes web/src/routeTree.gen.ts from the file routes, as the Vite plugin does on
 * dev/build. `npm test` runs it before the type-check, which needs the tree and
 * runs before any build on a fresh clone. Options mirror vite.config.ts.
 */
import path from "node:path";
import { Generator, getConfig } from "@tanstack/router-generator";

const root = path.resolve(import.meta.dirname, "../web");
const config = getConfig(
  {
    target: "react",
    routesDirectory: "./src/routes",
    generatedRouteTree: "./src/routeTree.gen.ts",
    quoteStyle: "double",
    semicolons: true,
  },
  root,
);
await new Generator({ config, root }).run();
console.log("route tree generated");
