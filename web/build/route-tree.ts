/**
 * Where the file routes are and how their tree (src/routeTree.gen.ts) is written: the
 * router's Vite plugin (vite.config.ts) and generate-sources.ts read the same options, so
 * the tree the type-check sees is the one the build writes. Paths are from web/.
 */
export const ROUTE_TREE = {
  target: "react",
  routesDirectory: "./src/routes",
  generatedRouteTree: "./src/routeTree.gen.ts",
  quoteStyle: "double",
  semicolons: true,
} as const;
