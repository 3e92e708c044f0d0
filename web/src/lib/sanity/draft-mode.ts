/**
 * Draft mode, for the page inside Studio's Presentation tool and nobody else.
 *
 * Presentation writes a preview URL secret and opens the site at ENABLE_PATH with it
 * (@sanity/preview-url-secret's parameters). Where the API host has a preview-session
 * endpoint (the local lake), this page sends that URL there; the lake checks the secret and
 * answers with a read-only preview session that expires within the hour
 * (lake/http/handlers/preview.ts), and the page reads drafts with it. Where it has none (a
 * real project: a static site has nothing to check a secret with), the page takes no
 * credential at all and gets its drafts from Studio itself, which runs each query as the
 * signed-in editor (studio-drafts.ts). ADR 0016.
 *
 * Either way the app boots in draft mode at the page Presentation asked for, and the
 * session is kept in this frame's sessionStorage (when the browser gives a cross-site frame
 * any) for the frame's reloads. A visitor has no session (no secret, no Studio), and a page
 * that is not framed ignores one: the public bundle and the prerendered HTML never hold a
 * token, and no query parameter alone shows a draft.
 *
 * Entering draft mode (trading the secret: enable-draft-mode.ts) is a module of its own,
 * loaded only at ENABLE_PATH, so no visitor's first load carries it.
 */

import { PREVIEW_ENABLE_PATH } from "@tastemap/config/web";

/** Where Presentation opens draft mode (studio/presentation's `previewMode.enable`): config's. */
const ENABLE_PATH = PREVIEW_ENABLE_PATH;
const SECRET_PARAM = "sanity-preview-secret";
/** The page Presentation wants shown (@sanity/preview-url-secret's parameter). */
export const PATHNAME_PARAM = "sanity-preview-pathname";
export const SESSION_KEY = "tastemap:preview-session";

/** Drafts read with a preview session the API host handed out for a valid secret. */
export interface PreviewSession {
  source: "session";
  /** A read-only preview session, never the Studio's own token. */
  token: string;
  expiresAt: number;
  /** Where stega's edit links and the overlays point. */
  studioOrigin: string | null;
}

/** Drafts sent by Studio over postMessage: no credential in the page at all. */
export interface StudioSentDrafts {
  source: "studio";
  expiresAt: number;
  studioOrigin: string | null;
}

export type DraftSession = PreviewSession | StudioSentDrafts;

/** Drafts through Studio last as long as a preview secret: an hour, then Presentation opens a new one. */
export const STUDIO_DRAFTS_LIFETIME_MS = 60 * 60_000;

export function isDraftModeRequest(location: Pick<Location, "pathname" | "search">): boolean {
  return (
    location.pathname === ENABLE_PATH && new URLSearchParams(location.search).has(SECRET_PARAM)
  );
}

/** Whether this page is inside a frame: on this site, only Studio's Presentation frames it (CSP frame-ancestors). */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // A cross-origin parent (Studio) cannot even be compared.
  }
}

export function isSession(value: unknown): value is DraftSession {
  if (typeof value !== "object" || value === null) return false;
  const session = value as Record<string, unknown>;
  const common =
    typeof session.expiresAt === "number" &&
    (session.studioOrigin === null || typeof session.studioOrigin === "string");
  if (session.source === "studio") return common;
  return common && session.source === "session" && typeof session.token === "string";
}

/** The draft-mode session of this frame, if Presentation opened one that has not expired. */
export function readDraftSession(now = Date.now()): DraftSession | undefined {
  if (typeof window === "undefined" || !isFramed()) return undefined;
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? "null");
    if (isSession(stored) && stored.expiresAt > now) return stored;
    window.sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // No storage in this frame (blocked), or not ours to parse: no session.
  }
  return undefined;
}
