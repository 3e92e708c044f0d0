import type { BundleSpec } from "./fresh-bundle.mjs";

/** The lake's bundle (lake-bundle.mjs): main, query worker and render process, in lake/.bundle/. */
export const LAKE_BUNDLE: BundleSpec;
/** The bundled lake/main.ts. */
export const LAKE_MAIN: string;
