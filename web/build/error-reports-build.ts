/**
 * The build's half of the error reports (docs/decisions/0059-error-reports.md), a Vite plugin:
 *
 * - the release every report names, fixed at build time as the constant `__TASTEMAP_RELEASE__`
 *   (releaseOf);
 * - the sender (web/src/lib/errors/send-reports.ts) as one file of its own at a fixed address,
 *   `/error-reports.js`, built apart from the site's chunks: nothing in the site imports it, the inline error queue every page
 *   carries loads it at the first error (web/src/lib/errors/error-queue-script.ts).
 *
 * A plugin of web/vite.config.ts, which the root's vite.config.ts loads by package name, so
 * Node may load this module with type stripping: erasable TypeScript, and the `.ts` of every
 * relative import named.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { build, type Plugin } from "vite";
import { RELEASE_CONSTANT, SENDER_FILE } from "../src/lib/errors/error-queue.ts";
import { CLIENT_BUILD_ONLY } from "./client-build-only.ts";

const web = path.resolve(import.meta.dirname, "..");
const SENDER = path.join(web, "src/lib/errors/send-reports.ts");

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
      cwd: web,
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
      // A constant of its own, not an `import.meta.env` key: the entry reads `import.meta.env`
      // whole (web/src/lib/env.ts), and every key there is bytes in every first load.
      config: () => ({ define: { [RELEASE_CONSTANT]: JSON.stringify(release) } }),
    },
    {
      name: "error-reports-sender",
      ...CLIENT_BUILD_ONLY,
      // A build of its own, one self-contained file: as a second entry of the site's build its
      // modules were "initial" and went into the shell chunk every page loads, and the two
      // entries split the bundler's runtime into a chunk of its own.
      async generateBundle() {
        const built = await build({
          configFile: false,
          root: path.dirname(SENDER),
          logLevel: "warn",
          // The site's public values and the release, as the site's own modules get them.
          define: this.environment.config.define,
          build: {
            write: false,
            minify: true,
            sourcemap: false,
            lib: { entry: SENDER, formats: ["es"], fileName: () => SENDER_FILE },
            // A library build keeps its whitespace by default; this file is served as it is.
            rolldownOptions: { output: { minify: true } },
          },
        });
        const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) =>
          "output" in result ? result.output : [],
        );
        const [sender] = outputs;
        if (outputs.length !== 1 || sender?.type !== "chunk") {
          throw new Error("error-reports: the sender must build to one file");
        }
        this.emitFile({ type: "asset", fileName: SENDER_FILE, source: sender.code });
      },
    },
  ];
}
