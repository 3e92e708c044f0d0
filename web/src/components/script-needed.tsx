import { useSiteSettings } from "../lib/site/site-data";

/**
 * A form that sends what it is given through the site's code (Firebase, the newsletter) has
 * nothing to send it with when the browser runs no JavaScript. Such a browser is told so
 * where the form's button was (scriptNeededNotice, in the page's language), and the button is
 * hidden (`data-needs-script` on it): pressing it would only send the form the browser's way. The
 * form is `method="post"` all the same, so even then no field reaches an address. With
 * JavaScript on, a submit before the page's code runs is held until it does
 * (lib/hydration/first-touch-script.ts).
 *
 * Both by CSS's `scripting` media feature (script-needed-css.ts, in every document's head:
 * entry-server.tsx), so the HTML is the same either way, hydration sees what it rendered, and
 * no script is spent on what only a browser without scripts shows.
 */
export const NOTICE_CLASS = "script-needed";

export function ScriptNeededNotice() {
  const notice = useSiteSettings()?.scriptNeededNotice;
  return notice ? <p className={NOTICE_CLASS}>{notice}</p> : null;
}
