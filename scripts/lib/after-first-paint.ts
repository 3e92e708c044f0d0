/**
 * The prerendered page's scripts, and the pages it embeds in frames, start downloading
 * once the page's own first paint (and its priority image, where it has one) is on
 * screen, not while the HTML is being parsed (issue 28; docs/benchmarks.md, "Why LCP
 * missed 1.2 s in some runs").
 *
 * The HTML paints without any script (it is prerendered), so the scripts only ever
 * compete with it: on a phone's slow connection the entry chunk (~145 KiB gzip) shares
 * the bandwidth with the document's last bytes and the hero image, and a frame's page
 * opens a connection to another origin. Lighthouse's simulated mobile run counts any
 * script that has finished downloading before the first paint of its unthrottled trace
 * as render-blocking (and a frame's document always), so whether the entry chunk beat
 * the paint on the test machine decided between FCP 1.0 s and 1.7 s.
 *
 * The build replaces the router's <link rel="modulepreload"> tags and its
 * <script type="module" src> with one inline script that adds both (and gives each
 * `iframe[data-src]` its `sandbox` and `src`) in the task after the first frame: hydration starts a
 * frame later, with every chunk of the route fetched in parallel as before; where the page
 * has a priority image, after the frame that paints it (decoded, even if it had loaded
 * before the script ran). A priority image still loading 3 s after the parse holds them no
 * longer. In a
 * hidden tab (no frames are painted) it does not wait. The inline script removes
 * itself and puts the entry's tag where the router's was, at the end of <body>: React
 * hydrates that tag, and a script tag with text in it would not match (error #418).
 * The client's router renders the preload tags again once hydrated; the browser
 * already has those modules.
 *
 * Lazy images wait for the same moment (lazyImageHolder): a city guide's seven card
 * images were requested at the page's first layout, before its hero was painted, and
 * shared the phone's bandwidth with it (Lighthouse's simulation counts every image that
 * finished before the largest paint of its trace: LCP 1.07 s with six of them done, 1.25 s
 * with seven). A script at the top of <head> takes `src` and `srcset` off each lazy
 * <img> as the parser adds it, before any layout could start its request, and puts them
 * back when the loader says the paint is done, before the entry starts: React hydrates
 * the same attributes the HTML had. Without JavaScript the holder never runs and the
 * images load as the HTML says.
 */

/** A priority image still loading this long after the page's parse no longer holds the scripts. */
const IMAGE_WAIT_MS = 3000;

/** The event the loader sends when the page (and its priority image) has been painted. */
const PAINTED_EVENT = "tastemap:painted";
const HELD = "data-held-";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const ENTRY_SCRIPT = /<script type="module" src="([^"]+)"[^>]*><\/script>/;

/** The inline script: starts the frames, then the preloads and the entry, after the paint. */
export function afterFirstPaintLoader(entry: string, preloads: string[]): string {
  const list = JSON.stringify(preloads);
  // Two conditions (n = 2): the first paint, and the priority image decoded (it paints in
  // the frame after); each waits for the next frame to be painted before it counts.
  return [
    "(function(d){d.currentScript.remove();var n=2,h=d.visibilityState==='hidden',",
    "go=function(){if(--n)return;",
    // Lazy images first (lazyImageHolder): hydration must find the attributes the HTML had.
    `d.dispatchEvent(new Event(${JSON.stringify(PAINTED_EVENT)}));`,
    // The sandbox first: its flags apply from the navigation that setting src starts.
    "d.querySelectorAll('iframe[data-src]').forEach(function(f){if(f.getAttribute('src'))return;var b=f.getAttribute('data-sandbox');b===null||f.setAttribute('sandbox',b);f.setAttribute('src',f.getAttribute('data-src'))});",
    `${list}.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;d.head.appendChild(l)});`,
    `var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};d.body.appendChild(s)},`,
    "later=function(){h?go():requestAnimationFrame(function(){setTimeout(go)})},",
    // The image counts once: decoded, failed, or still loading after IMAGE_WAIT_MS. One
    // already loaded counts too: loaded is not yet painted (an AVIF hero was painted 50 ms
    // after the first paint in a quiet run, after the scripts had started, and Lighthouse's
    // simulation then counted the whole entry chunk before the largest paint: LCP 2.2 s).
    "i=d.querySelector('img[fetchpriority=high]'),w=i&&i.decode,",
    "img=function(){if(w){w=0;later()}};",
    `later();if(w){i.decode().then(img,img);setTimeout(img,${IMAGE_WAIT_MS})}else go()})(document)`,
  ].join("");
}

/**
 * The inline script at the top of <head> that holds lazy images until the loader's
 * event: each lazy <img> the parser adds gives its `srcset` and `src` to `data-held-*`
 * attributes, and gets them back on the event, after which it holds nothing more. A mutation observer's callback runs at the end of
 * the parser's task that added the image, before the page's first layout, which is when
 * a lazy image near the viewport would start loading.
 */
export function lazyImageHolder(): string {
  return [
    "(function(d){d.currentScript.remove();var a=['srcset','src'],",
    "hold=function(n){if(n.nodeType!==1)return;(n.tagName==='IMG'?[n]:n.querySelectorAll('img')).forEach(function(i){",
    `if(i.getAttribute('loading')!=='lazy')return;a.forEach(function(k){var v=i.getAttribute(k);if(v!==null){i.setAttribute('${HELD}'+k,v);i.removeAttribute(k)}})})},`,
    "o=new MutationObserver(function(r){r.forEach(function(m){m.addedNodes.forEach(hold)})});",
    "o.observe(d.documentElement,{childList:true,subtree:true});",
    `d.addEventListener(${JSON.stringify(PAINTED_EVENT)},function(){o.disconnect();`,
    `d.querySelectorAll('img[${HELD}src],img[${HELD}srcset]').forEach(function(i){a.forEach(function(k){var v=i.getAttribute('${HELD}'+k);if(v!==null){i.setAttribute(k,v);i.removeAttribute('${HELD}'+k)}})})},{once:true})})(document)`,
  ].join("");
}

/** The page with its module preloads and entry script started after its first paint. */
export function withScriptsAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error("withScriptsAfterFirstPaint: the page has no module entry script");
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const head = /<head>(<meta charSet="[^"]*"\/>)?/i;
  if (!head.test(html)) throw new Error("withScriptsAfterFirstPaint: the page has no <head>");
  return (
    html
      // After the charset, which must come within the document's first 1024 bytes.
      .replace(head, (start) => `${start}<script>${lazyImageHolder()}</script>`)
      .replace(MODULE_PRELOAD, "")
      .replace(ENTRY_SCRIPT, () => `<script>${afterFirstPaintLoader(entry, preloads)}</script>`)
  );
}
