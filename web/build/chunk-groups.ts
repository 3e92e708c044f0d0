import type { Rolldown } from "vite";
import { PAGE_HERO_CHUNK } from "../src/components/chunk-groups.ts";
import { LEGAL_BODY_CHUNK, LEGAL_PAGE_CHUNK } from "../src/features/legal/chunk-groups.ts";
import { MEMBER_FORM_CHUNK } from "../src/features/members/chunk-groups.ts";
import type { ChunkGroup } from "../src/lib/chunk-group.ts";
import { AFTER_LOAD_CHUNK, LIVE_REFETCH_CHUNK } from "../src/lib/sanity/chunk-groups.ts";

/**
 * The chunks declared beside the code they group (src/lib/chunk-group.ts), in the order
 * rolldown tries them: a module joins the first group that names it. A section's chunk
 * follows from its folder (web/src/sections/<type>/, ADR 0053): no group names a section.
 */
export const DECLARED_CHUNKS: readonly ChunkGroup[] = [
  AFTER_LOAD_CHUNK,
  LIVE_REFETCH_CHUNK,
  PAGE_HERO_CHUNK,
  MEMBER_FORM_CHUNK,
  LEGAL_BODY_CHUNK,
  LEGAL_PAGE_CHUNK,
];

/** Either path separator, as rolldown gives module ids. */
const SEPARATOR = "[\\\\/]";

function pathPattern(path: string): string {
  return path
    .split("/")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(SEPARATOR);
}

/** The module ids a declared chunk holds: its site modules (.ts or .tsx) and its package paths. */
export function chunkTest(group: ChunkGroup): RegExp {
  const alternatives = [
    `web${SEPARATOR}src${SEPARATOR}(${group.modules.map(pathPattern).join("|")})\\.tsx?$`,
    ...(group.packages?.length
      ? [`node_modules${SEPARATOR}(${group.packages.map(pathPattern).join("|")})`]
      : []),
  ];
  return new RegExp(alternatives.join("|"));
}

/**
 * The client build's chunk groups (rolldown's `output.codeSplitting.groups`). The first puts
 * everything the entry imports statically into ONE chunk: without it, every module shared by
 * the entry and a lazy chunk (Heading, Text, load-page, …) became its own tiny chunk, each
 * compressed on its own and each a request on the first load. Lazy chunks import what they
 * share with the entry from it.
 */
export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: "shell", tags: ["$initial"] },
  ...DECLARED_CHUNKS.map((group) => ({
    name: group.name,
    test: chunkTest(group),
    ...(group.withDependencies === undefined
      ? {}
      : { includeDependenciesRecursively: group.withDependencies }),
  })),
];
