import type { Rolldown } from "vite";

/**
 * The client build's chunk groups (rolldown's `output.codeSplitting.groups`), each named for
 * what it holds. The first puts everything the entry imports statically into ONE chunk:
 * without it, every module shared by the entry and a lazy chunk (Heading, Text, load-page, …)
 * became its own tiny chunk, each compressed on its own and each a request on the first load.
 * Lazy chunks import what they share with the entry from it. A section's chunk follows from
 * its folder (web/src/sections/<type>/, ADR 0053): no group names a section.
 */
export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: "shell", tags: ["$initial"] },
  {
    // What every page fetches once hydrated and idle (live content, which catches up
    // with the build): one chunk. Not the revision check (content-check.ts), which
    // only a page whose build learnt no live event needs.
    name: "after-load",
    test: /web[\\/]src[\\/]lib[\\/]sanity[\\/](content-api|live-content|check-since-build)\.ts$/,
    includeDependenciesRecursively: false,
  },
  {
    // What live content loads at the first event that asks for a reload (and the
    // content client with the sync tags it records): one chunk.
    name: "live-refetch",
    test: /web[\\/]src[\\/]lib[\\/]sanity[\\/](live-refetch|sync-tags|coalesced-refetch)\.ts$/,
    includeDependenciesRecursively: false,
  },
  {
    name: "page-hero",
    test: /web[\\/]src[\\/]components[\\/](page-hero|section-intro)\.tsx$/,
  },
  {
    // What the sign-in and sign-up forms share (the form's state, its fields, the
    // CMS's error sentences): one file where it was five, each gzipped on its own.
    // Not the alert and the template, which the dashboard shares.
    name: "member-form",
    test: /web[\\/]src[\\/](features[\\/]members[\\/](use-member-form|member-form|credential-fields|text-field|use-firebase-warm-up|sign-up-errors)|lib[\\/]firebase[\\/](errors|stored-session))\.tsx?$/,
    includeDependenciesRecursively: false,
  },
  {
    // A legal page's text with Portable Text's renderer and React's compiler runtime
    // it uses: one file for what a legal page's text (and a rich-text section)
    // always loads together, at the visitor's first interaction (ADR 0037).
    name: "legal-body",
    test: /web[\\/]src[\\/](components[\\/]portable-text|features[\\/]legal[\\/]legal-body)\.tsx?$|node_modules[\\/](@portabletext[\\/](react|toolkit)|react[\\/]cjs[\\/]react-compiler-runtime|react[\\/]compiler-runtime)/,
    includeDependenciesRecursively: false,
  },
  {
    // The rest of a legal page, with its query: one file for what /terms and /privacy
    // load first.
    name: "legal-page",
    test: /web[\\/]src[\\/](features[\\/]legal[\\/](legal-page|legal-page-loader|load-legal-body|format-date)|lib[\\/]page-queries[\\/]legal-page)\.tsx?$/,
    includeDependenciesRecursively: false,
  },
];
