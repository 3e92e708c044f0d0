/**
 * The build's half of the error reports (docs/decisions/0059-error-reports.md), a Vite plugin:
 *
 * - the release every report names, fixed at build time as `import.meta.env.VITE_RELEASE`
 *   (releaseOf);
 * - the sender (web/src/lib/errors/send-reports.ts) as a chunk of its own at a fixed address,
 *   `/error-reports.js`: nothing in the site imports it, the inline error queue every page
 *   carries loads it at the first error (web/src/lib/errors/error-queue-script.ts).
 *
 * vite.config.ts loads this module with Node's type stripping (it bundles relative imports
 * only): erasable TypeScript, and the `.ts` of every relative import named.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { SENDER_FILE } from "@tastemap/web/error-queue";
import type { Plugin } from "vite";

const root = path.resolve(import.meta.dirname, "../..");
const SENDER = path.join(root, "web/src/lib/errors/send-reports.ts");

/** What firestore.rules accepts as a release: 1-40 of letters, digits and `._+-`. */
const RELEASE_CHARACTERS = /[^A-Za-z0-9._+-]/g;

/**
 * The release a build reports: `RELEASE` when the deployer sets it, the tag a tag build runs
 * for (GitHub Actions: `v1.2.0`), or the commit; `dev` outside a git checkout.
 */
export function releaseOf(
  env: Record<string, string | undefined>,
  commit: () => string | undefined = headCommit,
): string {
  const tag = env.GITHUB_REF_TYPE === "tag" ? env.GITHUB_REF_NAME : undefined;
  const release = env.RELEASE || tag || commit() || "dev";
  return release.replace(RELEASE_CHARACTERS, "-").slice(0, 40);
}

function headCommit(): string | undefined {
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return undefined;
  }
}

export function errorReports(env: Record<string, string | undefined>): Plugin[] {
  const release = releaseOf(env);
  return [
    {
      name: "error-reports-release",
      config: () => ({ define: { "import.meta.env.VITE_RELEASE": JSON.stringify(release) } }),
    },
    {
      name: "error-reports-sender",
      apply: "build",
      applyToEnvironment: (environment) => environment.name === "client",
      buildStart() {
        this.emitFile({
          type: "chunk",
          id: SENDER,
          fileName: SENDER_FILE,
          preserveSignature: "strict",
        });
      },
    },
  ];
}
