/**
 * A Vite plugin for the Studio against the local lake (sanity.cli.ts adds it in local mode):
 * the page Studio serves asks nothing of the internet. Sanity's document loads the Inter
 * font from studio-static.sanity.io and a script for sanity.io's dashboard from
 * core.sanity-cdn.com; offline both fail (net::ERR_FAILED). Here the fonts are the same
 * files from the `inter-ui` package, served under the Studio's `static/fonts/`, and the
 * dashboard script is left out: a local Studio is never inside sanity.io's dashboard.
 * Dev (`sanity dev`): the page is transformed and the fonts served by the dev server.
 * Build (`sanity build`): the built page is transformed and the fonts written beside it.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { UserViteConfig } from "@sanity/cli-core";

/** A plugin for the Vite the Sanity CLI runs (its own version, not the site's). */
type StudioVitePlugin = Extract<
  NonNullable<Exclude<UserViteConfig, (...args: never[]) => unknown>["plugins"]>[number],
  { name: string }
>;

const FONT_ORIGIN = "https://studio-static.sanity.io/";
/** The fonts Sanity's document names: `Inter-Regular.woff2`, `Inter-BoldItalic.woff2`... */
const FONT_URL = /https:\/\/studio-static\.sanity\.io\/(Inter-[A-Za-z]+\.woff2)/g;
const FONT_NAME = /^Inter-[A-Za-z]+\.woff2$/;
/** `<script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core>` */
const DASHBOARD_SCRIPT = /<script\b[^>]*\bdata-sanity-core\b[^>]*><\/script>\n?/g;

/** Where `inter-ui` keeps the files (looked up when first needed: the CLI loads this config for every command). */
function fontFile(name: string): string {
  const inter = path.dirname(createRequire(import.meta.url).resolve("inter-ui/package.json"));
  return path.join(inter, "web", name);
}

/** The page without its requests to sanity.io's hosts; fonts under `fontsPath`. */
export function offlineDocument(html: string, fontsPath: string): string {
  const local = html.replace(DASHBOARD_SCRIPT, "").replace(FONT_URL, `${fontsPath}$1`);
  if (local.includes(FONT_ORIGIN)) {
    // A font this plugin does not know: fail the build rather than ship an online page.
    throw new Error(`offline-document: unexpected font URL left in the Studio page`);
  }
  return local;
}

/** The font files the page names, by file name. */
function fontsNamed(html: string): string[] {
  return [...new Set([...html.matchAll(FONT_URL)].map((found) => found[1] as string))];
}

export function offlineStudioDocument(): StudioVitePlugin {
  let fontsPath = "/static/fonts/";
  return {
    name: "tastemap/offline-studio-document",
    configResolved(config) {
      fontsPath = `${config.base.replace(/\/?$/, "/")}static/fonts/`;
    },
    transformIndexHtml: {
      order: "post",
      handler: (html) => offlineDocument(html, fontsPath),
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? "/", "http://studio");
        if (!url.pathname.startsWith(fontsPath)) return next();
        const name = url.pathname.slice(fontsPath.length);
        if (!FONT_NAME.test(name)) return next();
        try {
          const font = await readFile(fontFile(name));
          res.writeHead(200, {
            "content-type": "font/woff2",
            "cache-control": "public, max-age=31536000, immutable",
          });
          res.end(font);
        } catch {
          next();
        }
      });
    },
    // `sanity build` writes index.html as an asset of its own plugin, after transformIndexHtml.
    async generateBundle(_options, bundle) {
      const page = bundle["index.html"];
      if (page?.type !== "asset") return;
      const html = String(page.source);
      for (const name of fontsNamed(html)) {
        this.emitFile({
          type: "asset",
          fileName: `static/fonts/${name}`,
          source: await readFile(fontFile(name)),
        });
      }
      page.source = offlineDocument(html, fontsPath);
    },
  };
}
