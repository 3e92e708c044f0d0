/**
 * A Vite plugin for the Studio against the local lake (sanity.cli.ts adds it in local mode):
 * the page Studio serves asks nothing of the internet. Sanity's document loads the Inter
 * font from studio-static.sanity.io and a script for sanity.io's dashboard from
 * core.sanity-cdn.com; Studio 6 also imports the stylesheet of @sanity/ui 5 (`ui5/styles.css`),
 * whose `@font-face` rules load Inter's variable font from design-system-static.sanity.io.
 * Offline all of these fail (net::ERR_FAILED). Here the fonts are the same files from the
 * `inter-ui` package, served under the Studio's `static/fonts/`, and the dashboard script is
 * left out: a local Studio is never inside sanity.io's dashboard.
 * Dev (`sanity dev`): the page and stylesheets are transformed and the fonts served by the dev
 * server. Build (`sanity build`): the built page and stylesheets are transformed and the fonts
 * written beside them.
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
const STYLESHEET_FONT_ORIGIN = "https://design-system-static.sanity.io/";
/**
 * The fonts @sanity/ui 5's stylesheet names, with a release date:
 * `InterVariable-latin-20260728.woff2`, `InterVariable-Italic-latin-20260728.woff2`. Served here
 * without the date (`InterVariable-latin.woff2`), from inter-ui's Latin subset.
 */
const STYLESHEET_FONT_URL =
  /https:\/\/design-system-static\.sanity\.io\/(InterVariable(?:-Italic)?-latin)-\d+\.woff2/g;
/** Where inter-ui keeps each font the Studio serves, by the name it serves it under. */
const STYLESHEET_FONTS: Record<string, string> = {
  "InterVariable-latin.woff2": "variable-latin/InterVariable-subset.woff2",
  "InterVariable-Italic-latin.woff2": "variable-latin/InterVariable-Italic-subset.woff2",
};
const FONT_NAME = /^Inter-[A-Za-z]+\.woff2$/;
/** `<script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core>` */
const DASHBOARD_SCRIPT = /<script\b[^>]*\bdata-sanity-core\b[^>]*><\/script>\n?/g;

/** Where `inter-ui` keeps a font the Studio serves, or undefined for a name it does not serve. */
function fontFile(name: string): string | undefined {
  const file = FONT_NAME.test(name) ? `web/${name}` : STYLESHEET_FONTS[name];
  if (!file) return undefined;
  // Looked up when first needed: the CLI loads this config for every command.
  const inter = path.dirname(createRequire(import.meta.url).resolve("inter-ui/package.json"));
  return path.join(inter, file);
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

/** A stylesheet without its font requests to sanity.io's design-system host. */
export function offlineStylesheet(css: string, fontsPath: string): string {
  const local = css.replace(STYLESHEET_FONT_URL, `${fontsPath}$1.woff2`);
  if (local.includes(STYLESHEET_FONT_ORIGIN)) {
    throw new Error(`offline-document: unexpected font URL left in a Studio stylesheet`);
  }
  return local;
}

/** The font files the page names, by file name. */
function fontsNamed(html: string): string[] {
  return [...new Set([...html.matchAll(FONT_URL)].map((found) => found[1] as string))];
}

/** The fonts a stylesheet names, by the file name the Studio serves them under. */
function stylesheetFontsNamed(css: string): string[] {
  return [...css.matchAll(STYLESHEET_FONT_URL)].map((found) => `${found[1]}.woff2`);
}

export function offlineStudioDocument(): StudioVitePlugin {
  let fontsPath = "/static/fonts/";
  /** The stylesheet fonts `transform` pointed at `fontsPath`, for the build to write. */
  const stylesheetFonts = new Set<string>();
  return {
    name: "tastemap/offline-studio-document",
    configResolved(config) {
      fontsPath = `${config.base.replace(/\/?$/, "/")}static/fonts/`;
    },
    transformIndexHtml: {
      order: "post",
      handler: (html) => offlineDocument(html, fontsPath),
    },
    // Studio 6's `import "ui5/styles.css"` (sanity's own bundle): Vite compiles the stylesheet
    // through this hook in dev and build alike, also when the importing module is pre-bundled.
    transform(code, id) {
      if (!/\.css(?:$|\?)/.test(id) || !code.includes(STYLESHEET_FONT_ORIGIN)) return null;
      for (const name of stylesheetFontsNamed(code)) stylesheetFonts.add(name);
      return { code: offlineStylesheet(code, fontsPath), map: null };
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? "/", "http://studio");
        if (!url.pathname.startsWith(fontsPath)) return next();
        const file = fontFile(url.pathname.slice(fontsPath.length));
        if (!file) return next();
        try {
          const font = await readFile(file);
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
      for (const name of [...fontsNamed(html), ...stylesheetFonts]) {
        const file = fontFile(name);
        if (!file) continue;
        this.emitFile({
          type: "asset",
          fileName: `static/fonts/${name}`,
          source: await readFile(file),
        });
      }
      page.source = offlineDocument(html, fontsPath);
    },
  };
}
