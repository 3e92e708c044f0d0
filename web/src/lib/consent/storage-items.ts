import { REDIRECT_DISMISSED_KEY } from "../../features/home/redirect-storage";
import { SIGNED_IN_HINT_KEY } from "../auth/signed-in-store";
import type { LanguageId } from "../i18n/languages";
import { HOSTING_LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "../i18n/storage";
import { SESSION_KEY as PREVIEW_SESSION_KEY } from "../sanity/draft-mode";
import { CONSENT_STORAGE_KEY, type ConsentCategory } from "./consent-record";

/**
 * Everything this site keeps in a visitor's browser, and what other sites may once the visitor
 * allows their category: the privacy page's cookie table is rendered from this list
 * (features/legal/cookie-table.tsx), so the two cannot disagree. Names come from the modules
 * that use them; `storage-items.test.ts` fails when a module stores under a name that is not
 * here, and when the list changes without CODE_POLICY_VERSION (consent-record.ts) being raised.
 */
export interface StorageItem {
  /** The name it is stored under; for another site's part, what the part is. */
  name: string;
  where: "localStorage" | "sessionStorage" | "cookie" | "IndexedDB" | "third-party";
  setBy: string;
  /** Another site's part in the reader's language (`name` is the list's key). */
  label?: Record<LanguageId, string>;
  /** Who sets it, where that needs words (another site's provider). */
  setByLabel?: Record<LanguageId, string>;
  category: "necessary" | ConsentCategory;
  purpose: Record<LanguageId, string>;
  kept: Record<LanguageId, string>;
}

const UNTIL_CLEARED = { en: "Until you clear it", it: "Finché non lo cancelli" };
const TAB_SESSION = { en: "Until the tab is closed", it: "Fino alla chiusura della scheda" };

export const STORAGE_ITEMS: StorageItem[] = [
  {
    name: CONSENT_STORAGE_KEY,
    where: "localStorage",
    setBy: "Tastemap",
    category: "necessary",
    purpose: {
      en: "Your choice about embedded content and analytics, and the policy version it was made under.",
      it: "La tua scelta su contenuti incorporati e statistiche, e la versione dell'informativa a cui si riferisce.",
    },
    kept: {
      en: "6 months, then you are asked again",
      it: "6 mesi, poi ti viene chiesto di nuovo",
    },
  },
  {
    name: LANGUAGE_STORAGE_KEY,
    where: "localStorage",
    setBy: "Tastemap",
    category: "necessary",
    purpose: { en: "The language you chose.", it: "La lingua che hai scelto." },
    kept: UNTIL_CLEARED,
  },
  {
    name: HOSTING_LANGUAGE_COOKIE,
    where: "cookie",
    setBy: "Tastemap",
    category: "necessary",
    purpose: {
      en: "Tells our host which language to serve, once you chose one.",
      it: "Indica al nostro hosting quale lingua servire, dopo che ne hai scelta una.",
    },
    kept: { en: "1 year", it: "1 anno" },
  },
  {
    name: SIGNED_IN_HINT_KEY,
    where: "localStorage",
    setBy: "Tastemap",
    category: "necessary",
    purpose: {
      en: "Whether you are signed in, so the header shows the right buttons.",
      it: "Se hai effettuato l'accesso, così l'intestazione mostra i pulsanti giusti.",
    },
    kept: { en: "Until you sign out", it: "Fino alla disconnessione" },
  },
  {
    name: "firebase:authUser:*",
    where: "IndexedDB",
    setBy: "Firebase Auth (Google)",
    category: "necessary",
    purpose: {
      en: "Your sign-in session as a member (in localStorage where IndexedDB is unavailable). Only after you sign in or sign up.",
      it: "La tua sessione di accesso come membro (in localStorage se IndexedDB non è disponibile). Solo dopo l'accesso o la registrazione.",
    },
    kept: { en: "Until you sign out", it: "Fino alla disconnessione" },
  },
  {
    // App Check (decision 0058): the token that shows Firebase the forms run in a real browser.
    name: "firebase-app-check-database",
    where: "IndexedDB",
    setBy: "Firebase App Check (Google)",
    category: "necessary",
    purpose: {
      en: "A short-lived token showing our database that a form was sent from this site in a real browser, against automated abuse. Only once you use a form.",
      it: "Un token di breve durata che mostra al nostro database che un modulo è stato inviato da questo sito in un browser reale, contro gli abusi automatizzati. Solo quando usi un modulo.",
    },
    kept: { en: "1 hour", it: "1 ora" },
  },
  {
    name: "reCAPTCHA Enterprise",
    where: "third-party",
    setBy: "Google reCAPTCHA",
    label: { en: "Bot protection (reCAPTCHA)", it: "Protezione dai bot (reCAPTCHA)" },
    setByLabel: { en: "Google reCAPTCHA", it: "Google reCAPTCHA" },
    category: "necessary",
    purpose: {
      en: "Tells people from bots when you use the newsletter, sign-up or sign-in form, so the site's forms stay usable. Loaded with the form, never before.",
      it: "Distingue le persone dai bot quando usi il modulo della newsletter, di registrazione o di accesso, così i moduli del sito restano utilizzabili. Caricato con il modulo, mai prima.",
    },
    kept: { en: "Set by Google", it: "Stabilito da Google" },
  },
  {
    name: REDIRECT_DISMISSED_KEY,
    where: "sessionStorage",
    setBy: "Tastemap",
    category: "necessary",
    purpose: {
      en: "You chose to stay on the home page rather than go on to the London guide.",
      it: "Hai scelto di restare sulla pagina iniziale invece di passare alla guida di Londra.",
    },
    kept: TAB_SESSION,
  },
  {
    name: PREVIEW_SESSION_KEY,
    where: "sessionStorage",
    setBy: "Tastemap",
    category: "necessary",
    purpose: {
      en: "Staff only: previewing unpublished content from the editor.",
      it: "Solo per lo staff: anteprima dei contenuti non pubblicati dall'editor.",
    },
    kept: TAB_SESSION,
  },
  {
    name: "Storefront buy button",
    where: "third-party",
    setBy: "The shop's storefront provider",
    label: { en: "Storefront buy button", it: "Pulsante di acquisto del negozio" },
    setByLabel: { en: "The shop's storefront provider", it: "Il fornitore del negozio online" },
    category: "embeds",
    purpose: {
      en: "The checkout of the sticker shop, loaded when you press Buy.",
      it: "Il pagamento del negozio di adesivi, caricato quando premi Acquista.",
    },
    kept: { en: "Set by the provider", it: "Stabilito dal fornitore" },
  },
  {
    name: "Contact forms",
    where: "third-party",
    setBy: "The forms provider",
    label: { en: "Contact forms", it: "Moduli di contatto" },
    setByLabel: { en: "The forms provider", it: "Il fornitore dei moduli" },
    category: "embeds",
    purpose: {
      en: "The merchant and hotel contact forms.",
      it: "I moduli di contatto per esercenti e hotel.",
    },
    kept: { en: "Set by the provider", it: "Stabilito dal fornitore" },
  },
  {
    name: "Embedded pages",
    where: "third-party",
    setBy: "Each page's own site",
    label: { en: "Embedded pages", it: "Pagine incorporate" },
    setByLabel: { en: "Each page's own site", it: "Il sito di ciascuna pagina" },
    category: "embeds",
    purpose: {
      en: "The QR code generator, the London fine-dining guide and the live demos, shown in frames.",
      it: "Il generatore di codici QR, la guida all'alta cucina di Londra e le demo dal vivo, mostrati in riquadri.",
    },
    kept: { en: "Set by each site", it: "Stabilito da ciascun sito" },
  },
];
