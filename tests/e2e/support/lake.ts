import type { Patch, SanityClient, SanityDocument } from "@sanity/client";
import { SANITY_API_VERSION } from "@tastemap/config";
import { lakeWriteClient } from "@tastemap/scripts/lake-client";
import { e2eStack } from "./stack";

/** A client on the e2e stack's lake, with the token (writes; `raw` also sees drafts). */
export function lakeClient(perspective: "published" | "raw" = "published"): SanityClient {
  const stack = e2eStack();
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

/** The seeded content a query returns (published), which a test compares a page with. */
export async function content<T>(query: string, params: Record<string, string> = {}) {
  const result = await lakeClient().fetch<T>(query, params);
  if (!result) throw new Error(`seed content missing for ${query.slice(0, 60)}`);
  return result as NonNullable<T>;
}

/**
 * Publishes `change` (a patch of document `id`), runs `run` and always puts the
 * original back, so a failing assertion never leaves the lake edited for the
 * next test.
 */
export async function withDocumentChange(
  id: string,
  change: (patch: Patch) => Patch,
  run: () => Promise<void>,
) {
  const client = lakeClient();
  const original = await client.getDocument<SanityDocument>(id);
  if (!original) throw new Error(`document ${id} missing`);
  await change(client.patch(id)).commit();
  try {
    await run();
  } finally {
    await client.createOrReplace(original);
  }
}

/**
 * Puts a seeded document back as it was read and drops any draft a test or Studio left,
 * in one transaction (the lake sets `_rev` and the dates itself).
 */
export async function restoreDocument(
  original: SanityDocument,
  client: SanityClient = lakeClient(),
): Promise<void> {
  const { _rev, _updatedAt, _createdAt, ...content } = original;
  await client
    .transaction()
    .createOrReplace({ ...content, _id: original._id, _type: original._type })
    .delete(`drafts.${original._id}`)
    .commit();
}

/**
 * A test's clean-up: deletes its documents and their drafts, whichever of them exist. Never
 * throws, so a `finally` that calls it keeps the test's own failure.
 */
export async function deleteWithDrafts(...ids: string[]): Promise<void> {
  const transaction = lakeClient("raw").transaction();
  for (const id of ids) transaction.delete(id).delete(`drafts.${id}`);
  await transaction.commit().catch(() => undefined);
}
