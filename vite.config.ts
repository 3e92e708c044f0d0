/**
 * The site's build and dev server are web's (web/vite.config.ts, its plugins in web/build/);
 * this file, where the design card keeps it, hands over to it for the commands run from the
 * top (`npm run dev:web`, `bench:bundle`, `bench:chunks`). By package name, not a relative
 * path: the root does not reach into a package's folder (scripts/lib/package-boundaries.test.ts).
 * Vite leaves package imports to Node, so web's configuration and every module it imports are
 * loaded with Node's type stripping: erasable TypeScript, the `.ts` of each relative import named.
 */
export { default } from "@tastemap/web/vite-config";
