import type { ClientReturn } from "@sanity/client";
import type { ContentClient } from "./client";
import type { QueryParams } from "./content-api";

/**
 * The one way route loaders read content. The result type is inferred from the
 * query string itself: `npm run typegen` writes a result type per `defineQuery`
 * constant into sanity.types.ts and registers it with @sanity/client
 * (`SanityQueries`), so a loader never names a result type and a query edit
 * that changes the shape fails the type-check where the data is used.
 */
export async function loadQuery<const Query extends string>(
  client: ContentClient,
  query: Query,
  params: QueryParams = {},
  options: { signal?: AbortSignal; plain?: boolean } = {},
): Promise<ClientReturn<Query, unknown>> {
  return await client.fetch<ClientReturn<Query, unknown>>(query, params, options);
}
