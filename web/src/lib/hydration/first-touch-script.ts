/**
 * The visitor's first touch, held from the first byte and given back once the control it was
 * aimed at can answer (issue 37; docs/decisions/0046-first-touch-held-from-the-first-byte.md).
 *
 * A prerendered page paints long before its code runs: on a phone the entry script starts
 * after the largest paint, and a part of the page (a section, the footer, the language switch)
 * hydrates only when it is needed. A tap on "Buy" in between reached a button with no
 * listener (nothing happened, and React does not replay it), and a form submitted in between
 * was sent the browser's way (its fields in the address). So an inline script at the top of
 * every document (FIRST_TOUCH_SCRIPT, written by entry-server.tsx) listens on `window` in the
 * capture phase, before anything else can, and holds:
 *
 * - a click aimed at a button-like control (buttons, `[role=button]`, checkboxes and radios,
 *   and a label of one), and
 * - any submit of a form,
 *
 * while the page is not hydrated (React's props on <body> at a moment the browser is idle, so
 * its first commit is done), or React has not hydrated the control itself (REACT_PROPS_KEY): a
 * part waiting for its code (hydrate-when-needed.tsx) or a route's code-split component keeps
 * its server HTML, without React's props, until it hydrates. A held control shows at once that it was pressed (HELD:
 * `aria-busy` and a style that moves nothing), and its part is asked for its code (NEED_EVENT,
 * which the part's boundary listens for). Every RECHECK_MS while anything is held, and the
 * browser is idle, every held touch whose control can answer now is given back to that
 * control: a
 * click as a click, a submit as `requestSubmit` with its submitter, after the form's fields
 * have told React what was typed into them before it was listening.
 *
 * What is typed into a field before it is hydrated stays the browser's too, but React's state
 * for a controlled field starts empty, and its next render would wipe the text: the holder
 * keeps what was typed and tells React once the field is hydrated (as an input event), so the
 * text stays and the form's state holds it. Text typed while React hydrates the field (its
 * props are there, its commit is not) reaches neither: React drops the input event and the
 * holder lets it pass. So a form's first submit that React could answer is held for one tick
 * too: its fields tell React what they hold, then it is sent again (TOLD marks the form).
 *
 * Plain links are the browser's and are never held; nor are focus and scrolling.
 *
 * React hydrates a waiting part at once, inside the event, when a press or a key (any event
 * it could replay: SHIELDED) reaches it with the part's code in memory: the whole part in
 * one task, a few hundred milliseconds on a slow phone, before the browser can paint that
 * the control was pressed. So those events, aimed at a part whose HTML is not hydrated yet
 * (PART_SELECTOR), stop on `window`: React never sees them, the part hydrates in the
 * slices React yields between, the held control shows it was pressed at the next paint, and
 * its click is given back once the part is hydrated. Their default actions (focus, typing,
 * the click that follows) and the other listeners on `window` are left alone. A control pressed twice while held is answered once. Without
 * JavaScript nothing runs: the forms are `method="post"` and say that they need it.
 */

import { HELD, NEED_EVENT, PART_SELECTOR, REACT_PROPS_KEY } from "./first-touch";

/**
 * How often held touches are checked while any are held: a part hydrates without telling
 * (a route's code-split component), and a tap should be answered as soon as it can be. Each
 * check waits for an idle moment too: React attaches its props to an element while it renders
 * (hydration yields every few milliseconds), before the commit that makes its listeners
 * answer, and the browser is not idle while React has work queued.
 */
const RECHECK_MS = 50;

/** The property marking a form whose fields have told React what they hold (see the script). */
const TOLD = "__tastemapTold";

/** The events React would hydrate a waiting part for synchronously (see the script). */
const SHIELDED = "pointerdown pointerup mousedown mouseup touchstart touchend keydown keyup";

/** The style a held control has until its touch is given back: no layout moves. */
export const HELD_CSS = `[${HELD}]{opacity:.72;cursor:progress}`;

/**
 * The inline script. Plain ES5 in a string: it runs before any module, on every browser the
 * site supports, and the build hashes it into the page's Content-Security-Policy.
 */
export const FIRST_TOUCH_SCRIPT = `(function(w,d){d.currentScript&&d.currentScript.remove();
var held=[],typed=[],ready=false,timer=0,
PRESSABLE="button,[role=button],input[type=submit],input[type=button],input[type=reset],input[type=image],input[type=checkbox],input[type=radio]",
TYPED="input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]),textarea",
control=function(t){var c=t.closest(PRESSABLE);if(c)return c;var l=t.closest("label");
return l&&l.control&&l.control.matches(PRESSABLE)?l:null},
rendered=function(e){return Object.keys(e).some(function(k){return k.indexOf("${REACT_PROPS_KEY}")===0})},
answers=function(e){return ready&&rendered(e)},
mark=function(c){c.setAttribute("${HELD}","");c.setAttribute("aria-busy","true")},
unmark=function(c){c.removeAttribute("${HELD}");c.removeAttribute("aria-busy")},
need=function(e){e.dispatchEvent(new Event("${NEED_EVENT}",{bubbles:true}))},
hold=function(e){var t=e.target;if(!(t instanceof Element))return;
var c,f=null;if(e.type==="submit"){f=t;c=e.submitter||t.querySelector("[type=submit],button:not([type])")||t}
else{if(t.closest("a[href]"))return;c=control(t);if(!c)return}
if(answers(f||c)){if(f&&!f.${TOLD}){e.preventDefault();e.stopImmediatePropagation();give({control:c,form:f,submitter:e.submitter})}return}
e.preventDefault();e.stopImmediatePropagation();
if(held.some(function(h){return h.control===c}))return;
held.push({control:c,form:f,submitter:f&&e.submitter});mark(c);need(c);watch()},
type=function(e){var t=e.target;if(!(t instanceof Element)||!t.matches(TYPED)||answers(t))return;
typed=typed.filter(function(x){return x.field!==t});typed.push({field:t,value:t.value});watch()},
told=function(field,v){var s=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field),"value");
if(!s||!s.set)return;field.value=v===""?" ":"";s.set.call(field,v);
field.dispatchEvent(new Event("input",{bubbles:true}))},
give=function(h){unmark(h.control);if(!h.form){h.control.click();return}h.form.${TOLD}=1;
Array.prototype.forEach.call(h.form.elements,function(x){if(x.matches(TYPED))told(x,x.value)});
setTimeout(function(){var s=h.submitter&&h.submitter.isConnected&&h.submitter.form===h.form?h.submitter:null;
h.form.requestSubmit?h.form.requestSubmit(s):h.form.dispatchEvent(new Event("submit",{bubbles:true,cancelable:true}))})},
release=function(){var now=[];typed=typed.filter(function(x){if(!x.field.isConnected)return false;
if(!answers(x.field))return true;told(x.field,x.value);return false});
held=held.filter(function(h){if(!h.control.isConnected)return false;
if(!answers(h.form||h.control)){if(ready)need(h.control);return true}now.push(h);return false});
now.forEach(function(h){try{give(h)}catch(x){console.error(x)}});watch()},
idle=w.requestIdleCallback?function(f){w.requestIdleCallback(f)}:function(f){f()},
watch=function(){clearTimeout(timer);if(held.length||typed.length)timer=setTimeout(function(){idle(release)},${RECHECK_MS})},
waiting=function(t){var p=t.closest("${PART_SELECTOR}"),c=p&&p.firstElementChild;return!!c&&!rendered(c)},
shield=function(e){var t=e.target;if(t instanceof Element&&waiting(t))e.stopPropagation()},
hydrated=function(){if(d.body&&rendered(d.body)){ready=true;release()}else setTimeout(function(){idle(hydrated)},${RECHECK_MS})};
w.addEventListener("click",hold,true);w.addEventListener("submit",hold,true);w.addEventListener("input",type,true);
"${SHIELDED}".split(" ").forEach(function(n){w.addEventListener(n,shield,true)});hydrated()})(window,document)`;
