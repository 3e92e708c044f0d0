/**
 * What a browser without scripts shows of a form that needs them (script-needed.tsx): the
 * notice, and not the button. In every document's head (entry-server.tsx), so no script
 * carries it.
 */
import { NOTICE_CLASS } from "./script-needed";

/**
 * On a form's submit button (member-form.tsx, sections/newsletter/newsletter.tsx) and an embed
 * placeholder's "load it" (consent-gate.tsx): hidden without scripts.
 */
const NEEDS_SCRIPT = "data-needs-script";

export const SCRIPT_NEEDED_CSS = `.${NOTICE_CLASS}{display:none}@media (scripting:none){.${NOTICE_CLASS}{display:block}[${NEEDS_SCRIPT}]{display:none!important}}`;
