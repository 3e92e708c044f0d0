/**
 * A chunk of the client build declared beside the code it groups (a `chunk-groups.ts` in that
 * code's folder; web/build/chunk-groups.ts gathers them into rolldown's groups). Modules that
 * are always fetched together become one file, compressed once and fetched in one request,
 * instead of one small chunk each.
 *
 * Read by the build through Node's type stripping as well as by the bundler: a declaration
 * holds plain data, and imports nothing but this type.
 */
export interface ChunkGroup {
  /** The chunk's file name (before its hash): what it holds, as the network panel shows it. */
  name: string;
  /** The site's modules it holds, as paths from web/src without their extension. */
  modules: readonly string[];
  /**
   * Paths below node_modules it holds too, each every module whose path starts with it
   * (`@portabletext/react` its whole package, `react/compiler-runtime` one file's name).
   */
  packages?: readonly string[];
  /**
   * Whether what the modules import (and nothing outside the group needs) joins the chunk,
   * rolldown's `includeDependenciesRecursively`. Off for a chunk that must hold only its
   * own modules, so what they share with the entry stays in the entry's chunk.
   */
  withDependencies?: boolean;
}
