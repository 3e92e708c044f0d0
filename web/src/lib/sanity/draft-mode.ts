/**
 * Draft mode, for the page inside Studio's Presentation tool and nobody else.
 *
 * Presentation writes a preview URL secret and opens the site at ENABLE_PATH with it
 * (@sanity/preview-url-secret's parameters). This page sends that URL to the lake, which
 * checks the secret and answers with a read-only preview session that expires within the
 * hour (lake/http/handlers/preview.ts, ADR 0013); the session is kept in this frame's
 * sessionStorage and the frame goes on to the page Presentation asked for. A visitor has no
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
  let stored: unknown;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? "null");
  } catch {
    return undefined;
  }
  if (!isSession(stored) || stored.expiresAt <= now) {
    window.sessionStorage.removeItem(SESSION_KEY);
    return undefined;
  }
  return stored;
}

/** The lake's preview-session endpoint; a real project has none (no server to check secrets). */
export function previewSessionUrl(env: WebEnv["sanity"]): string | undefined {
  if (!env.apiHost) return undefined;
  return `${env.apiHost}/v${env.apiVersion}/preview/session/${env.dataset}`;
}

/**
 * Trades the secret in this frame's address for a preview session and goes on to the
 * page Presentation asked for. Throws with a reason a developer can act on.
 */
export async function enableDraftMode(env: WebEnv["sanity"], previewUrl: string): Promise<void> {
  const endpoint = previewSessionUrl(env);
  if (!endpoint) {
    throw new Error(
      "Draft mode needs a preview-session endpoint: the local lake has one; a real project needs a small function that validates the secret (ADR 0013)",
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
  window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  // Only a path on this site: never somewhere a crafted link names.
  const target = new URL(body.redirectTo ?? "/", window.location.origin);
  window.location.replace(
    target.origin === window.location.origin ? `${target.pathname}${target.search}` : "/",
  );
}
