/**
 * Emotion writes a component's styles, on the server, into a <style data-emotion="css ID">
 * just before the component's element: a prerendered page carries 50-80 of them through
 * its <body>, each a style sheet the parser adds while it builds the page, and each moved
 * into <head> by Emotion's client cache when the entry chunk starts. The page's document
 * has them as the browser ends up with them instead: one <style> at the end of its <head>,
 * the rules in their order, every ID in its attribute (the form Emotion's own critical-CSS
 * extraction writes, which its client cache takes over: it marks those IDs inserted and
 * never writes their rules again), and `data-s`, which tells the cache the tag is in its
 * place already (ADR 0073).
 *
 * The cascade is unchanged: the rules keep their order and stay after every style in
 * <head> before them. Global styles (`css-global …`, Emotion's <Global> component's, which
 * finds its own tag by that name) go just before them, as Emotion's client puts them, each
 * as it was with `data-s`. With the client build's style sheet leaving a tag in <head> where
 * it is (web/build/emotion-sheets-stay-in-place.ts), no style element moves when the entry
 * starts: a moved one is a style sheet removed and added, and the whole page restyled.
 */
const EMOTION_STYLE = /<style data-emotion="css ([^"]+)">([\s\S]*?)<\/style>/g;
const GLOBAL_STYLE = /<style data-emotion="(css-global [^"]+)">([\s\S]*?)<\/style>/g;

export function withEmotionStylesInHead(html: string): string {
  const ids: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  const rest = html
    .replace(GLOBAL_STYLE, (_tag, name: string, css: string) => {
      globals.push(`<style data-emotion="${name}" data-s="">${css}</style>`);
      return "";
    })
    .replace(EMOTION_STYLE, (_tag, id: string, css: string) => {
      ids.push(id);
      rules.push(css);
      return "";
    });
  if (ids.length === 0 && globals.length === 0) return html;
  const style = ids.length
    ? `<style data-emotion="css ${ids.join(" ")}" data-s="">${rules.join("")}</style>`
    : "";
  if (!/<\/head>/i.test(rest)) throw new Error("withEmotionStylesInHead: the page has no </head>");
  return rest.replace(/<\/head>/i, () => `${globals.join("")}${style}</head>`);
}
