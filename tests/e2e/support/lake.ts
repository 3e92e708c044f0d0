import type { SanityClient } from "@sanity/client";
import { inject } from "vitest";
import { SANITY_API_VERSION } from "../../../config";
import { lakeWriteClient } from "../../../scripts/lib/lake-client";

/** A client on the e2e stack's lake, with the token (writes; `raw` also sees drafts). */
export function lakeClient(perspective: "published" | "raw" = "published"): SanityClient {
  const stack = inject("stack");
  return lakeWriteClient(
    {
      sanity: {
        projectId: stack.sanityProjectId,
        dataset: stack.dataset,
        apiVersion: SANITY_API_VERSION,
        apiHost: stack.lakeUrl,
        token: stack.token,
      },
    },
    { perspective },
  );
}
