import path from "node:path";
import { httpAnswers, type Logger, type Service, spawnProcess, waitFor } from "../lib/service";

const root = path.resolve(import.meta.dirname, "../..");
const vite = path.join(root, "node_modules/.bin/vite");

export interface WebServiceOptions {
  port: number;
  /** `dev` serves sources with HMR; `preview` builds first and serves dist/ like production. */
  mode: "dev" | "preview";
  env: Record<string, string>;
  /** Preview only: build into this directory instead of dist/ (parallel test runs). */
  outDir?: string;
  log: Logger;
}

async function run(command: string, args: string[], env: Record<string, string>, log: Logger) {
  const { child } = spawnProcess({ name: "build", command, args, cwd: root, env, log });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`${path.basename(command)} ${args.join(" ")} failed (${code})`);
}

export async function startWebService(options: WebServiceOptions): Promise<Service> {
  const env = { ...options.env, WEB_PORT: String(options.port) };
  const outDirArgs = options.outDir ? ["--outDir", options.outDir] : [];
  if (options.mode === "preview") {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development
    // build; the preview must serve what users get.
    const buildArgs = ["build", ...outDirArgs, ...(options.outDir ? ["--emptyOutDir"] : [])];
    await run(vite, buildArgs, { ...env, NODE_ENV: "production" }, options.log);
  }
  const { child, stop } = spawnProcess({
    name: "web",
    command: vite,
    args: options.mode === "dev" ? [] : ["preview", ...outDirArgs],
    cwd: root,
    env,
    log: options.log,
  });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitFor("web", () => httpAnswers(url), 120_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: "web", url, stop };
}
