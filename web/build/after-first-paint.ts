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
 * `iframe[data-src]` its `sandbox` and `src`) once the browser reports the page's first
 * contentful paint and, where the page has a priority image, that image's paint (as the
 * largest; or decoded, a frame and 100 ms later if it is not the largest element, or the
 * browser reports no largest paints). Without paint timing, the task after the next frame
 * stands for the first. Nothing is held longer than 3 s after the parse, and a hidden tab
 * (which paints nothing) holds nothing. Hydration starts a little later, with every chunk
 * of the route fetched in parallel as before. The inline script removes
 * itself and puts the entry's tag where the router's was, at the end of <body>: React
 * hydrates that tag, and a script tag with text in it would not match (error #418).
 * The client's router renders the preload tags again once hydrated; the browser
 * already has those modules.
 *
 * Lazy images wait for the same moment (lazyImageHolder): a city guide's seven card
 * images were requested at the page's first layout, before its hero was painted, and
 * shared the phone's bandwidth with it (Lighthouse's simulation counts every image that
 * finished before the largest paint of its trace: LCP 1.06-1.09 s on `/amsterdam` when none
 * had, 1.14-1.37 s when one to seven had). A script at the top of <head> takes `src` and `srcset` off each lazy
 * <img> as the parser adds it, before any layout could start its request, and puts them
 * back when the loader says the paint is done, before the entry starts: React hydrates
 * the same attributes the HTML had. Without JavaScript the holder never runs and the
 * images load as the HTML says.
 */

/** A priority image still loading (or a paint not reported) this long after the parse holds nothing. */
const IMAGE_WAIT_MS = 3000;
/** How long a decoded priority image's paint may take to be reported as the largest. */
const REPORT_WAIT_MS = 100;
/** Lazy images are given back this long after the parse began, whatever the loader does. */
const HOLD_AT_MOST_MS = 5000;

/** The event the loader sends when the page (and its priority image) has been painted. */
const PAINTED_EVENT = "tastemap:painted";
const HELD = "data-held-";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const ENTRY_SCRIPT = /<script type="module" src="([^"]+)"[^>]*><\/script>/;

/** The inline script: starts the frames, then the preloads and the entry, after the paint. */
export function afterFirstPaintLoader(entry: string, preloads: string[]): string {
  const list = JSON.stringify(preloads);
  // Two conditions (n = 2): the first contentful paint, and the priority image painted.
  // Each counts once (`once`), whichever of its signals comes first, and then starts the
  // rest in a task of its own.
  return [
    "(function(d){d.currentScript.remove();var n=2,",
    "go=function(){if(--n)return;",
    // Lazy images first (lazyImageHolder): hydration must find the attributes the HTML had.
    `d.dispatchEvent(new Event(${JSON.stringify(PAINTED_EVENT)}));`,
    // The sandbox first: its flags apply from the navigation that setting src starts.
    "d.querySelectorAll('iframe[data-src]').forEach(function(f){if(f.getAttribute('src'))return;var b=f.getAttribute('data-sandbox');b===null||f.setAttribute('sandbox',b);f.setAttribute('src',f.getAttribute('data-src'))});",
    `${list}.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;d.head.appendChild(l)});`,
    `var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};d.body.appendChild(s)},`,
    "once=function(){var c=0;return function(){c||(c=1,setTimeout(go))}},",
    "frame=function(f){requestAnimationFrame(function(){setTimeout(f)})},",
    // The browser's own report that something was painted: a paint-timing entry is
    // dispatched once the frame is on screen, which is when Lighthouse's trace counts it,
    // while the task after a frame's rendering can still come before that (a merchant
    // page's chunks started 20 ms before its first paint in one quiet run: FCP 1.0 s, not 0.83).
    "P=typeof PerformanceObserver=='function'?PerformanceObserver:0,T=P&&P.supportedEntryTypes||[],",
    // A browser that lists the type but refuses `observe({type})` falls back as one without it.
    "seen=function(t,test,then){if(T.indexOf(t)<0)return 0;try{var o=new P(function(l){if(l.getEntries().some(test)){o.disconnect();then()}});o.observe({type:t,buffered:true});return 1}catch(e){return 0}},",
    "painted=once(),i=d.querySelector('img[fetchpriority=high]'),shown=once();",
    // A hidden tab paints nothing: nothing to wait for.
    "if(d.visibilityState==='hidden'){n=1;go();return}",
    // Without paint timing, the task after the next frame.
    "seen('paint',function(e){return e.name==='first-contentful-paint'},painted)||frame(painted);",
    `setTimeout(painted,${IMAGE_WAIT_MS});`,
    "if(!i||!i.decode){shown();return}",
    // The priority image is painted when the browser reports it as a largest paint. One
    // that is not the largest element is never reported: for it (and without largest-paint
    // timing), decoded, a frame, and a moment for the frame to reach the screen. One
    // already loaded waits too: loaded is not yet painted (an AVIF hero was painted 50 ms
    // after the first paint in a quiet run, after the scripts had started, and Lighthouse's
    // simulation then counted the whole entry chunk before the largest paint: LCP 2.2 s).
    "var L=seen('largest-contentful-paint',function(e){return e.element===i},shown);",
    `i.decode().then(function(){frame(function(){setTimeout(shown,L?${REPORT_WAIT_MS}:0)})},shown);`,
    `setTimeout(shown,${IMAGE_WAIT_MS})})(document)`,
  ].join("");
}

/**
 * The inline script at the top of <head> that holds lazy images until the loader's
 * event: each lazy <img> the parser has added gives its `srcset` and `src` to `data-held-*`
 * attributes, and gets them back on the event (or 5 s after the parse began, should the
 * loader never send it), after which it holds nothing more. A mutation observer's
 * callback runs at the end of the parser's task that added the image, before the page's
 * first layout, which is when a lazy image near the viewport would start loading.
 */
export function lazyImageHolder(): string {
  return [
    // move(i, from, to): each of srcset and src from the attribute prefixed `from` to `to`.
    "(function(d){d.currentScript.remove();",
    "var move=function(i,f,t){['srcset','src'].forEach(function(k){var v=i.getAttribute(f+k);if(v!==null){i.setAttribute(t+k,v);i.removeAttribute(f+k)}})},",
    // One query of the document per callback (a parser task's end), not one per added node:
    // by then each added element holds what the parser put in it since, so a query per
    // element read the page over and over (3-5 ms of each parsing task of a guide).
    "o=new MutationObserver(function(){",
    `d.querySelectorAll('img[loading=lazy][src],img[loading=lazy][srcset]').forEach(function(i){move(i,'','${HELD}')})}),`,
    "r=function(){o.disconnect();",
    `d.querySelectorAll('img[${HELD}src],img[${HELD}srcset]').forEach(function(i){move(i,'${HELD}','')})};`,
    "o.observe(d.documentElement,{childList:true,subtree:true});",
    `d.addEventListener(${JSON.stringify(PAINTED_EVENT)},r,{once:true});`,
    // Should the loader never run (a policy or a proxy refusing it), the images still load.
    `setTimeout(r,${HOLD_AT_MOST_MS})})(document)`,
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
