/**
 * The hosting configuration a build deploys (docs/decisions/0050-redirects-from-studio.md):
 * the checked-in firebase.json, which stays the hand-written base, with the redirects
 * published in Studio added after its own. Written beside the build's output
 * (`firebase.dist.json` beside `dist/`): firebase-tools takes the folder of the file
 * `--config` names as the project's, where it finds `.firebaserc`, and reads `public`
 * from there.
 */
import path from "node:path";
import { type CmsRedirect, type HostingRedirect, hostingRedirect } from "./cms-redirects";

export interface FirebaseJson {
  hosting: { public?: string; redirects?: HostingRedirect[]; [key: string]: unknown };
  [key: string]: unknown;
}

/** Where the build writes the hosting configuration of `outDir`: `dist` → `firebase.dist.json`. */
export function builtFirebaseJsonPath(outDir: string): string {
  const resolved = path.resolve(outDir);
  return path.join(path.dirname(resolved), `firebase.${path.basename(resolved)}.json`);
}

/**
 * `base` with the CMS redirects after its own (the host takes the first rule that matches,
 * so a hand-written one wins) and `public` naming `outDir` from the file's folder. A CMS
 * redirect whose old address a hand-written one already has is left out and named in
 * `shadowed`, for the build to say.
 */
export function withCmsRedirects(
  base: FirebaseJson,
  redirects: CmsRedirect[],
  outDir: string,
): { config: FirebaseJson; shadowed: CmsRedirect[] } {
  const own = base.hosting.redirects ?? [];
  const taken = new Set(own.map((rule) => rule.source));
  const shadowed: CmsRedirect[] = [];
  const added: HostingRedirect[] = [];
  for (const redirect of redirects) {
    if (taken.has(redirect.from)) {
      shadowed.push(redirect);
      continue;
    }
    taken.add(redirect.from);
    added.push(hostingRedirect(redirect));
  }
  const publicDir = path.relative(
    path.dirname(builtFirebaseJsonPath(outDir)),
    path.resolve(outDir),
  );
  return {
    config: {
      ...base,
      hosting: { ...base.hosting, public: publicDir, redirects: [...own, ...added] },
    },
    shadowed,
  };
}
