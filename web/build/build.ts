/**
 * `npm run build` (at the repository's top, or `npm run build -w @tastemap/web`): the site as
 * static files, every public page prerendered.
 *
 * 1. the client bundle (Vite) into dist/ (or --outDir), with its manifest;
 * 2. the server entry (web/src/entry-server.tsx, `vite build --ssr`) into a
 *    temporary directory;
 * 3. every public address rendered with the content the lake (or the real
 *    project) has now, written as `<path>.html`, plus 404.html, sitemap.xml and
 *    robots.txt, each page with its Content-Security-Policy. The pages refresh their content at runtime
 *    (web/src/lib/sanity/refresh-if-stale.ts), so a publish needs no rebuild;
 * 4. the hosting configuration to deploy and preview it with: firebase.json with the
 *    redirects published in Studio, beside the output (`firebase.dist.json`,
 *    hosting-redirects.ts). A new or changed redirect needs a build.
 *
 * The content must be reachable: in local mode, start the lake first (`npm start`
 * or `npm run lake`). The build fails, naming the page, when one cannot render.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { checkBuildForTarget, ProductionConfigError, readStackConfig } from "@tastemap/config";
import { build } from "vite";
import { withScriptsAfterFirstPaint } from "./after-first-paint";
import { cityRedirects, redirectHtml } from "./city-redirects";
import { CMS_REDIRECTS_QUERY, type CmsRedirect } from "./cms-redirects";
import { withContentSecurityPolicy } from "./content-security-policy";
import { hostingDefaultLanguageDoors, hostingLanguageFiles } from "./hosting-i18n";
import { builtFirebaseJsonPath, type FirebaseJson, withCmsRedirects } from "./hosting-redirects";
import { lakeReadClient } from "./lake-client";
import { policySources } from "./policy-sources";
import { htmlFileOf, NOT_FOUND_RENDER_PATH, prerenderSite, sitemapPages } from "./prerender-pages";
import { routerManifest, type ViteManifest } from "./router-manifest";
import { robotsTxt, sitemapXml } from "./sitemap";

/** The repository: its .env, its firebase.json, and dist/ where preview, deploy and the e2e stack find it. */
const root = path.resolve(import.meta.dirname, "../..");
const web = path.resolve(import.meta.dirname, "..");
const configFile = path.join(web, "vite.config.ts");

/** `--outDir <dir>` (from the working directory), else the repository's dist/. */
function outDirArgument(): string {
  const index = process.argv.indexOf("--outDir");
  const value = index >= 0 ? process.argv[index + 1] : undefined;
  return value ? path.resolve(value) : path.join(root, "dist");
}

/**
 * Source maps are kept for debugging beside the build (`dist-sourcemaps/`), not
 * in it: the host would serve anything in the public directory.
 */
async function moveSourceMaps(outDir: string) {
  const mapsDir = `${outDir}-sourcemaps`;
  await rm(mapsDir, { recursive: true, force: true });
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((file) => file.isFile() && file.name.endsWith(".map"))) {
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(mapsDir, path.relative(outDir, from));
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
  }
}

type RenderModule = typeof import("../src/entry-server.tsx");

async function main() {
  // The repository's .env, as every program of the stack reads it; variables already set win.
  const dotenv = path.join(root, ".env");
  if (existsSync(dotenv)) process.loadEnvFile(dotenv);
  // The preview must serve what users get, whatever the caller's NODE_ENV (Vitest sets "test").
  process.env.NODE_ENV = "production";
  // A build for a deploy target must not bake in the lake, the emulators or their secrets.
  checkBuildForTarget(process.env);
  const config = readStackConfig(process.env);
  const outDir = outDirArgument();
  const started = Date.now();

  await build({ configFile, logLevel: "warn", build: { outDir, emptyOutDir: true } });
  await moveSourceMaps(outDir);
  const ssrDir = await mkdtemp(path.join(os.tmpdir(), "tastemap-ssr-"));
  try {
    await build({
      configFile,
      logLevel: "warn",
      build: {
        ssr: path.join(web, "src/entry-server.tsx"),
        outDir: ssrDir,
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    const vite = JSON.parse(
      await readFile(path.join(outDir, ".vite/manifest.json"), "utf8"),
    ) as ViteManifest;
    const manifest = routerManifest(vite);
    const entry = (await import(
      pathToFileURL(path.join(ssrDir, "entry-server.js")).href
    )) as RenderModule;

    const client = lakeReadClient(config);
    const { pages, slugged } = await prerenderSite(client);
    const sources = await policySources(config, client);
    // Scripts start after the first paint (after-first-paint.ts); the policy hashes the result.
    const finished = (html: string) =>
      withContentSecurityPolicy(withScriptsAfterFirstPaint(html), sources);
    const write = async (file: string, html: string) => {
      const target = path.join(outDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, html);
    };
    for (const page of pages) {
      const rendered = await entry.render(page.path, manifest);
      if (rendered.status === 404) {
        // A document the route needs is not published (e.g. no /privacy yet):
        // the host answers 404 for it, as the site would.
        console.warn(`prerender: ${page.path} is not published (404), no file written`);
        page.indexable = false;
        continue;
      }
      if (rendered.status !== 200) {
        throw new Error(`prerender: ${page.path} rendered with status ${rendered.status}`);
      }
      await write(htmlFileOf(page.path), finished(rendered.html));
    }
    const notFound = await entry.render(NOT_FOUND_RENDER_PATH, manifest);
    if (notFound.status !== 404) {
      throw new Error(`prerender: the 404 page rendered with status ${notFound.status}`);
    }
    // Served at any unknown address: it names the address it was rendered at (as every
    // page does, entry-server.tsx), where the browser hydrates it before moving on.
    await write("404.html", finished(notFound.html));
    await write("sitemap.xml", sitemapXml(config.siteUrl, sitemapPages(pages)));
    // Accept-Language on the static host: Firebase Hosting's i18n rewrites (hosting-i18n.ts).
    // And the English pages' doors, where a choice of English made without a script is kept.
    for (const { file, html } of [
      ...hostingLanguageFiles(pages, config.siteUrl),
      ...hostingDefaultLanguageDoors(pages, config.siteUrl),
    ]) {
      await write(file, html);
    }
    // Another language's slug of a city guide or page (/it/rome, /roma, /it/spring-offer)
    // goes on to this language's (city-redirects.ts).
    for (const { from, to } of cityRedirects(slugged, pages)) {
      await write(htmlFileOf(from), redirectHtml(to, config.siteUrl));
    }
    await write("robots.txt", robotsTxt(config.siteUrl));
    // The redirects published in Studio, after firebase.json's own (hosting-redirects.ts).
    const base = JSON.parse(
      await readFile(path.join(root, "firebase.json"), "utf8"),
    ) as FirebaseJson;
    const cms = await client.fetch<CmsRedirect[]>(CMS_REDIRECTS_QUERY);
    const { config: hosting, shadowed } = withCmsRedirects(base, cms, outDir);
    for (const { from, to } of shadowed) {
      console.warn(
        `redirects: ${from} → ${to} is left out: firebase.json already redirects ${from}`,
      );
    }
    const hostingFile = builtFirebaseJsonPath(outDir);
    await writeFile(hostingFile, `${JSON.stringify(hosting, null, 2)}\n`);
    const written = pages.filter((page) => page.indexable).length;
    console.log(
      `prerendered ${pages.length} pages + 404.html into ${path.relative(root, outDir) || "."} ` +
        `(${written} in sitemap.xml), ${cms.length - shadowed.length} redirects from Studio into ` +
        `${path.relative(root, hostingFile)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  // A refused configuration is the deployer's to fix, not a bug: its list, no stack.
  if (error instanceof ProductionConfigError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
