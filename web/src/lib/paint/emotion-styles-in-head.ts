/**
 * Emotion writes a component's styles, on the server, into a <style data-emotion="css ID">
 * just before the component's element: a prerendered page carries 50-80 of them through
 * its <body>, each a style sheet the parser adds while it builds the page. The page's
 * document moves them into one <style> at the end of its <head>, in their order, with every
 * ID in its attribute: the form Emotion's own critical-CSS extraction writes, which
 * Emotion's client cache takes over as it would the scattered tags (it moves each
 * `data-emotion="css …"` tag into <head> and marks its IDs inserted), so the browser
 * neither inserts the same rules again nor moves 80 tags while the entry chunk starts.
 *
 * The cascade is unchanged: the rules keep their order and stay after every style in
 * <head> before them. Global styles (`css-global …`) are Emotion's <Global> component's
 * and stay where they are: it finds its own tag by that name.
 */
const EMOTION_STYLE = /<style data-emotion="css ([^"]+)">([\s\S]*?)<\/style>/g;

export function withEmotionStylesInHead(html: string): string {
  const ids: string[] = [];
  const rules: string[] = [];
  const rest = html.replace(EMOTION_STYLE, (_tag, id: string, css: string) => {
    ids.push(id);
    rules.push(css);
    return "";
  });
  if (ids.length === 0) return html;
  const style = `<style data-emotion="css ${ids.join(" ")}">${rules.join("")}</style>`;
  if (!/<\/head>/i.test(rest)) throw new Error("withEmotionStylesInHead: the page has no </head>");
  return rest.replace(/<\/head>/i, () => `${style}</head>`);
}
