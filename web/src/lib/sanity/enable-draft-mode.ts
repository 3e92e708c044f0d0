/**
 * Entering draft mode at Presentation's ENABLE_PATH (draft-mode.ts says how draft mode
 * works). Its own module, imported only by a draft-mode request, so that no visitor's first
 * load carries it.
 */
import type { WebEnv } from "../env";
import {
  type DraftSession,
  isFramed,
  isSession,
  PATHNAME_PARAM,
  type PreviewSession,
  SESSION_KEY,
  STUDIO_DRAFTS_LIFETIME_MS,
  type StudioSentDrafts,
} from "./draft-mode";

/** The lake's preview-session endpoint; a real project has none (no server to check secrets). */
function previewSessionUrl(env: WebEnv["sanity"]): string | undefined {
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
