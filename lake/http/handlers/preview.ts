/**
 * `POST /preview/session/:dataset` `{ previewUrl }`: draft mode for a site without a server.
 *
 * Studio's Presentation tool writes a `sanity.previewUrlSecret` document (with the
 * signed-in user's token) and opens the site at its draft-mode URL with the secret in it.
 * The site's page sends that URL here; the lake checks it with @sanity/preview-url-secret's
 * own `validatePreviewUrl` (the secret exists, is under an hour old, and came from a
 * Studio), and answers with a preview session: a read-only token that expires with the
 * secret (http/preview-sessions.ts). A prerendered site has nowhere to keep a read token,
 * and must not ship one; this way none exists until Studio asks for one. ADR 0016.
 */
import type { SanityClient } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { badRequest, unauthorized } from "../../core/errors";
import { isRecord } from "../../core/json";
import { parseQuery } from "../../groq/query";
import { readJson, sendJson } from "../exchange";
import { openPreviewSession } from "../preview-sessions";
import type { LakeRequest } from "../router";

/**
 * The one method validatePreviewUrl calls, `withConfig(...).fetch(query, params)`, run on
 * the lake's own query workers in the raw perspective (secrets are private documents).
 */
function lakeQueryClient(request: LakeRequest, dataset: string): SanityClient {
  const { lake } = request;
  const store = lake.datasets.get(dataset);
  const fetch = (query: string, params: Record<string, unknown> = {}) =>
    lake.queries.run({
      store,
      perspective: "raw",
      reader: "owner",
      baseUrl: lake.publicUrl(),
      tree: parseQuery(query, params),
      options: { params, projectId: lake.projectId, dataset },
    });
  const client = { config: () => ({ token: "lake" }), withConfig: () => ({ fetch }) };
  return client as unknown as SanityClient;
}

export async function openPreview(request: LakeRequest): Promise<void> {
  const dataset = request.params.dataset as string;
  const body = await readJson(request.req);
  if (!isRecord(body) || typeof body.previewUrl !== "string")
    throw badRequest("Send { previewUrl }: the draft-mode URL Presentation opened");
  if (body.previewUrl.length > 4096) throw badRequest("previewUrl is too long");
  const result = await validatePreviewUrl(lakeQueryClient(request, dataset), body.previewUrl);
  if (!result.isValid) {
    throw unauthorized(
      "This preview link is not valid (unknown or expired secret): open it again from Studio",
    );
  }
  const session = openPreviewSession(request.lake.auth);
  sendJson(request, 200, {
    ...session,
    redirectTo: result.redirectTo ?? "/",
    studioOrigin: result.studioOrigin ?? null,
    studioPreviewPerspective: result.studioPreviewPerspective ?? null,
  });
}
