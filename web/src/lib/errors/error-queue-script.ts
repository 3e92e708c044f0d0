/**
 * Errors caught from the first byte (docs/decisions/0059-error-reports.md): an inline script
 * entry-server.tsx writes at the top of every document's <head>, before any other script can
 * fail. It listens on `window` for uncaught errors (an ErrorEvent; a resource that failed to
 * load is a plain Event and is left alone) and unhandled rejections, queues them with the path
 * they happened at (at most MAX_QUEUED), and at the first one loads the sender, a second later,
 * so a failing page's load is not slowed by its report. The entry chunk carries nothing of it:
 * the before-idle budget does not move. Errors the site catches itself (a route's error view, a
 * live reload that failed) are logged and queued through its REPORT_GLOBAL function.
 */
import { QUEUE_GLOBAL, REPORT_GLOBAL, SENDER_FILE, SENDER_SOURCE } from "./error-queue";

/** Queued before the sender has loaded; the sender sends at most five of them anyway. */
const MAX_QUEUED = 30;

/** How long after the first error the sender is fetched. */
const SEND_DELAY_MS = 1000;

/**
 * The inline script: plain ES5 but for `import()` (every browser that runs the site's modules
 * has it), hashed into the page's Content-Security-Policy by the build. `dev`: the dev server
 * serves the sender from its source.
 */
export function errorQueueScript(dev: boolean): string {
  const sender = dev ? SENDER_SOURCE : `/${SENDER_FILE}`;
  return `(function(w,d){d.currentScript&&d.currentScript.remove();
var q=w.${QUEUE_GLOBAL}=[],loading=false,
add=function(source,error){if(q.length>=${MAX_QUEUED})return;q.push([source,error,location.pathname]);
if(loading)return;loading=true;setTimeout(function(){import(${JSON.stringify(sender)}).then(function(m){m.drain(q)},function(){})},${SEND_DELAY_MS})};
w.${REPORT_GLOBAL}=function(e,source){source||console.error(e);add(source||"error",e)};
w.addEventListener("error",function(e){if(e instanceof ErrorEvent)add("error",e.error!=null?e.error:e.message)});
w.addEventListener("unhandledrejection",function(e){add("rejection",e.reason)});
})(window,document)`;
}
