/**
 * The one way scripts and tests build a client that writes to the content lake
 * (seeding, the stack's start-up, e2e checks). The token is what makes it a write
 * client, so a missing one fails here, naming the variable, not at the first write.
 * It connects as the build reads (@tastemap/web/lake-client: no CDN, the lake's host).
 */
import { type ClientPerspective, createClient, type SanityClient } from "@sanity/client";
import { MissingEnvError } from "@tastemap/config";
import { type LakeTarget, lakeConnection } from "@tastemap/web/lake-client";

export function lakeWriteClient(
  config: LakeTarget,
  options: { perspective?: ClientPerspective } = {},
): SanityClient {
  const { token } = config.sanity;
  if (!token) throw new MissingEnvError("SANITY_API_TOKEN");
  return createClient({ ...lakeConnection(config), token, ...options });
}
