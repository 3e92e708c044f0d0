import path from "node:path";
import { httpAnswers, type Logger, type Service, spawnProcess, waitFor } from "../lib/service";
import { startPreviewService } from "./preview";

const root = path.resolve(import.meta.dirname, "../..");
const vite = path.join(root, "node_modules/.bin/vite");

export interface WebServiceOptions {
  port: number;
  /**
   * `dev`: Vite's dev server, rendering each page on request (HMR).
   * `preview`: builds and prerenders (the content must be reachable), then serves
   * the files through the Firebase Hosting emulator, as production does.
   */
  mode: "dev" | "preview";
  env: Record<string, string>;
  /** Preview only: build into this directory instead of dist/ (parallel test runs). */
  outDir?: string;
  log: Logger;
}

async function buildSite(env: Record<string, string>, outDir: string, log: Logger) {
  const { child } = spawnProcess({
    name: "build",
    command: process.execPath,
    args: ["--import", "tsx", path.join(root, "scripts/build.ts"), "--outDir", outDir],
    cwd: root,
    env,
    log,
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the site's build failed (exit ${code}); its output is above`);
}

export async function startWebService(options: WebServiceOptions): Promise<Service> {
  const env = { ...options.env, WEB_PORT: String(options.port) };
  if (options.mode === "preview") {
    const distDir = options.outDir ?? path.join(root, "dist");
    await buildSite(env, distDir, options.log);
    const preview = await startPreviewService({ port: options.port, distDir, log: options.log });
    return { ...preview, name: "web" };
  }
  const { child, stop } = spawnProcess({
    name: "web",
    command: vite,
    args: [],
    cwd: root,
    env,
    log: options.log,
  });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitFor("web", () => httpAnswers(`${url}/favicon.svg`), 120_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: "web", url, stop };
}
