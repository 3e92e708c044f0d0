import { Global, type Interpolation } from "@emotion/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { siteSystem } from "./theme";

/**
 * Chakra's global styles as the CSS Emotion writes for them: the base layer (the page's
 * background, colour, font and focus outline, from theme.ts's `globalCss`) and the tokens
 * layer (every token as a CSS variable). entry-server.tsx writes it into every document's
 * <head>, after the reset, so the browser never builds it: computing it was about a third of
 * Chakra's `createSystem` in every page's first long task (docs/benchmarks.md). Server-side
 * only: no client module imports this.
 */
const system = siteSystem();
export const GLOBAL_CSS = emotionCss([system.getGlobalCss(), system.getTokenCss()]);

/** The CSS Emotion inserts for `styles`: what the `<style>` a Global renders on the server holds. */
export function emotionCss(styles: Interpolation): string {
  const html = renderToString(createElement(Global, { styles }));
  const css = /<style[^>]*>([\s\S]*)<\/style>/.exec(html)?.[1];
  if (css === undefined) throw new Error(`theme-global-css: no <style> in ${html.slice(0, 200)}`);
  return css;
}
