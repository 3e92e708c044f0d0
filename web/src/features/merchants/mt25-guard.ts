/**
 * /mt25 is prerendered like every other page (its frame and content are the same for every
 * allowed card), but who may see it depends on the address's `?ref=`, which a static file
 * cannot know. This inline script, written into the page before its content, decides in
 * the browser while the HTML is still arriving: a reference not on the list stops the
 * document (nothing after the script is parsed, so the page never shows) and replaces it
 * with the redirect address. An allowed reference costs nothing: the page paints from the
 * HTML without waiting for any JavaScript.
 *
 * Scripts React renders in the browser do not run, so only the parser ever runs this one
 * (client-side navigations are checked by the route's loader). The build allows it by its
 * hash in the page's Content-Security-Policy, as every inline script of the page.
 */
export function mt25GuardScript(allowedRefs: readonly string[], redirectHref: string): string {
  // JSON is valid JavaScript; `<` escaped so no CMS value can end the script element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    `(function(){var r=(new URLSearchParams(location.search).get("ref")||"").trim().toLowerCase();` +
    `if(${json(allowedRefs)}.indexOf(r)<0){window.stop();location.replace(${json(redirectHref)})}})()`
  );
}
