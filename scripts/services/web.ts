import path from "node:path";
import { type Logger, type Service, spawnProcess, startService } from "../lib/service";
import { startHostingEmulator } from "./firebase";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The site. `dev`: Vite's dev server, rendering each page on request (HMR).
 * `preview`: builds and prerenders into `outDir` (the content must be reachable),
 * then serves the files through the Firebase Hosting emulator, as production does.
 */
export async function startWebService(options: {
  port: number;
  mode: "dev" | "preview";
  /** What the site is built with (web/vite.config.ts reads the same configuration). */
  env: Record<string, string | undefined>;
  outDir?: string;
  log: Logger;
}): Promise<Service> {
  const env = { ...options.env, WEB_PORT: String(options.port) };
  if (options.mode === "dev") {
    return await startService({
      name: "web",
      command: path.join(root, "node_modules/.bin/vite"),
      args: [],
      cwd: root,
      env,
      log: options.log,
      url: `http://127.0.0.1:${options.port}`,
      readyPath: "/favicon.svg",
      timeoutMs: 120_000,
    });
  }
  const distDir = options.outDir ?? path.join(root, "dist");
  const build = await spawnProcess(
    process.execPath,
    ["--import", "tsx", path.join(root, "web/build/build.ts"), "--outDir", distDir],
    { cwd: root, env, log: options.log },
  ).process;
  if (build.exitCode !== 0) {
    throw new Error(`the site's build failed (exit ${build.exitCode}); its output is above`);
  }
  const preview = await startHostingEmulator({ port: options.port, distDir, log: options.log });
  return { ...preview, name: "web" };
}
