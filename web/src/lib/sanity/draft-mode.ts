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
 */
import type { WebEnv } from "../env";

/** Where Presentation opens draft mode (studio/presentation's `previewMode.enable`). */
export const ENABLE_PATH = "/preview-mode/enable";
const SECRET_PARAM = "sanity-preview-secret";
/** The page Presentation wants shown (@sanity/preview-url-secret's parameter). */
const PATHNAME_PARAM = "sanity-preview-pathname";
const SESSION_KEY = "tastemap:preview-session";

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
const STUDIO_DRAFTS_LIFETIME_MS = 60 * 60_000;

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

function isSession(value: unknown): value is DraftSession {
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

/** The lake's preview-session endpoint; a real project has none (no server to check secrets). */
export function previewSessionUrl(env: WebEnv["sanity"]): string | undefined {
  if (!env.apiHost) return undefined;
  return `${env.apiHost}/v${env.apiVersion}/preview/session/${env.dataset}`;
}

/**
 * The page to show, from a Presentation URL's pathname: only a path on this site (`origin`),
 * never somewhere a crafted link names; anything else is the home page.
 */
export function sitePath(href: string | null | undefined, origin: string): string {
  let target: URL;
  try {
    target = new URL(href ?? "/", origin);
  } catch {
    return "/";
  }
  return target.origin === origin ? `${target.pathname}${target.search}` : "/";
}

/** Who framed this page, from the browser (an origin, never a path or a secret). */
function framingOrigin(): string | null {
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

function keep(session: DraftSession): void {
  try {
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage blocked in a third-party frame: draft mode lasts until this frame reloads.
  }
}

/** No preview-session endpoint to ask: Studio sends the drafts (studio-drafts.ts). */
function draftsFromStudio(previewUrl: string): { session: DraftSession; target: string } {
  const session: StudioSentDrafts = {
    source: "studio",
    expiresAt: Date.now() + STUDIO_DRAFTS_LIFETIME_MS,
    studioOrigin: framingOrigin(),
  };
  keep(session);
  const pathname = new URL(previewUrl).searchParams.get(PATHNAME_PARAM);
  return { session, target: sitePath(pathname, window.location.origin) };
}

/**
 * Trades the secret in this frame's address for draft mode, keeps it for reloads of this
 * frame where the browser allows storage (a cross-site frame may not have any), and
 * returns it with the page Presentation asked for (a path on this site). Throws with a
 * reason a developer can act on.
 */
export async function enableDraftMode(
  env: WebEnv["sanity"],
  previewUrl: string,
): Promise<{ session: DraftSession; target: string }> {
  if (!isFramed()) throw new Error("Draft mode is only for the preview inside Studio");
  const endpoint = previewSessionUrl(env);
  if (!endpoint) return draftsFromStudio(previewUrl);
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ previewUrl }),
  });
  // An API host without the endpoint (an older lake, a proxy in front of Sanity).
  if (response.status === 404) return draftsFromStudio(previewUrl);
  if (!response.ok) {
    throw new Error(`The preview link was refused (${response.status}): open it again from Studio`);
  }
  const body = (await response.json()) as Partial<PreviewSession> & { redirectTo?: string };
  const session = {
    source: "session",
    token: body.token,
    expiresAt: body.expiresAt,
    studioOrigin: body.studioOrigin,
  };
  if (!isSession(session)) throw new Error("The lake answered the preview link with no session");
  keep(session);
  return { session, target: sitePath(body.redirectTo, window.location.origin) };
}
