/** What to bundle and where (fresh-bundle.mjs). */
export interface BundleSpec {
  /** Output name (without `.mjs`) → the TypeScript or JavaScript file it starts from. */
  entryPoints: Record<string, string>;
  /** The output folder: `<name>.mjs` for each entry point, their source maps, the build record. */
  outDir: string;
  /** Files the build depends on besides those it bundles: its own configuration. */
  alsoInputs?: string[];
}

/** Builds `spec` unless its last build is complete and newer than every input; says which. */
export function ensureBundle(spec: BundleSpec): Promise<{ built: boolean }>;
