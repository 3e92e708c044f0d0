import type { Plugin } from "vite";
import { CLIENT_BUILD_ONLY } from "./client-build-only.ts";

/**
 * A prerendered page's Emotion styles are in its <head> already, in their order (ADR 0073:
 * one tag for the components', the global ones before it). Emotion's style sheet, taking them
 * over as the entry starts (`StyleSheet.hydrate`), inserts each again where it would write a
 * new one: a style element removed and put back is a style sheet removed and added, and the
 * browser restyled and laid out the whole page for it, a task of 6-14 ms on the benchmarks'
 * machine right after the entry's evaluation (docs/benchmarks.md, "The boot's last long
 * task"). In the client build a tag already in the sheet's container stays where it is and
 * is only taken over; one anywhere else is moved as before. The build stops if Emotion's
 * code no longer has the shape this rewrites.
 */
export function emotionSheetsStayInPlace(): Plugin {
  return {
    name: "emotion-sheets-stay-in-place",
    ...CLIENT_BUILD_ONLY,
    transform: {
      filter: { id: /@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet\.esm\.js$/ },
      handler(code) {
        return { code: hydratesInPlace(code), map: null };
      },
    },
  };
}

const HYDRATE = `  _proto.hydrate = function hydrate(nodes) {
    nodes.forEach(this._insertTag);
  };`;

/** @emotion/sheet's module with `hydrate` leaving tags in its container where they are. */
export function hydratesInPlace(code: string): string {
  if (!code.includes(HYDRATE)) {
    throw new Error(
      "emotionSheetsStayInPlace: @emotion/sheet's StyleSheet.hydrate no longer reads as expected; update web/build/emotion-sheets-stay-in-place.ts",
    );
  }
  return code.replace(
    HYDRATE,
    `  _proto.hydrate = function hydrate(nodes) {
    var _this = this;
    nodes.forEach(function (node) {
      if (node.parentNode === _this.container) _this.tags.push(node);
      else _this._insertTag(node);
    });
  };`,
  );
}
