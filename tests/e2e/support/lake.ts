import { createClient, type SanityClient } from "@sanity/client";
import { inject } from "vitest";

/** A client on the e2e stack's lake, with the token (writes; `raw` also sees drafts). */
export function lakeClient(perspective: "published" | "raw" = "published"): SanityClient {
  const stack = inject("stack");
  return createClient({
    projectId: stack.sanityProjectId,
    dataset: stack.dataset,
    apiVersion: "2025-02-19",
    apiHost: stack.lakeUrl,
    useProjectHostname: false,
    useCdn: false,
    perspective,
    token: stack.token,
  });
}
