/**
 * Draft mode, for the page inside Studio's Presentation tool and nobody else.
 *
 * Presentation writes a preview URL secret and opens the site at ENABLE_PATH with it
 * (@sanity/preview-url-secret's parameters). This page sends that URL to the lake, which
 * checks the secret and answers with a read-only preview session that expires within the
 * hour (lake/http/handlers/preview.ts, ADR 0016); the app then boots in draft mode at the
 * page Presentation asked for, and the session is kept in this frame's sessionStorage
 * (when the browser gives a cross-site frame any) for the frame's reloads. A visitor has no
 * session (no secret, no Studio), and a page that is not framed ignores one: the public
 * bundle and the prerendered HTML never hold a token, and no query parameter alone turns
 * drafts on.
 */
import type { WebEnv } from "../env";

/** Where Presentation opens draft mode (studio/presentation's `previewMode.enable`). */
export const ENABLE_PATH = "/preview-mode/enable";
const SECRET_PARAM = "sanity-preview-secret";
const SESSION_KEY = "tastemap:preview-session";

export interface DraftSession {
  /** A read-only preview session, never the Studio's own token. */
  token: string;
  expiresAt: number;
  /** Where stega's edit links and the overlays point. */
  studioOrigin: string | null;
}

export function isDraftModeRequest(location: Pick<Location, "pathname" | "search">): boolean {
  return (
    location.pathname === ENABLE_PATH && new URLSearchParams(location.search).has(SECRET_PARAM)
  );
}

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // A cross-origin parent (Studio) cannot even be compared.
  }
}

function isSession(value: unknown): value is DraftSession {
  if (typeof value !== "object" || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.token === "string" &&
    typeof session.expiresAt === "number" &&
    (session.studioOrigin === null || typeof session.studioOrigin === "string")
  );
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
 * Trades the secret in this frame's address for a preview session, keeps it for reloads of
 * this frame where the browser allows storage (a cross-site frame may not have any), and
 * returns it with the page Presentation asked for (a path on this site). Throws with a
 * reason a developer can act on.
 */
export async function enableDraftMode(
  env: WebEnv["sanity"],
  previewUrl: string,
): Promise<{ session: DraftSession; target: string }> {
  const endpoint = previewSessionUrl(env);
  if (!endpoint) {
    throw new Error(
      "Draft mode needs a preview-session endpoint: the local lake has one; a real project needs a small function that validates the secret (ADR 0016)",
    );
  }
  if (!isFramed()) throw new Error("Draft mode is only for the preview inside Studio");
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ previewUrl }),
  });
  if (!response.ok) {
    throw new Error(`The preview link was refused (${response.status}): open it again from Studio`);
  }
  const body = (await response.json()) as DraftSession & { redirectTo?: string };
  const session: DraftSession = {
    token: body.token,
    expiresAt: body.expiresAt,
    studioOrigin: body.studioOrigin,
  };
  if (!isSession(session)) throw new Error("The lake answered the preview link with no session");
  try {
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage blocked in a third-party frame: draft mode lasts until this frame reloads.
  }
  // Only a path on this site: never somewhere a crafted link names.
  const target = new URL(body.redirectTo ?? "/", window.location.origin);
  return {
    session,
    target: target.origin === window.location.origin ? `${target.pathname}${target.search}` : "/",
  };
}
