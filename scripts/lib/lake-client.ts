/**
 * The one way scripts and tests build a client that writes to the content lake
 * (seeding, the stack's start-up, e2e checks). The token is what makes it a write
 * client, so a missing one fails here, naming the variable, not at the first write.
 */
import { type ClientPerspective, createClient, type SanityClient } from "@sanity/client";
import { MissingEnvError, type SanityConfig } from "@tastemap/config";

/** The part of a StackConfig the client needs (tests rebuild it from what they are given). */
export interface LakeTarget {
  sanity: Pick<SanityConfig, "projectId" | "dataset" | "apiVersion" | "apiHost" | "token">;
}

/** Where the lake (or the real project) is, without a CDN: scripts must see the latest write. */
function connection(config: LakeTarget) {
  const { projectId, dataset, apiVersion, apiHost } = config.sanity;
  return {
    projectId,
    dataset,
    apiVersion,
    useCdn: false,
    // The local lake has one host for every project; real Sanity has a host per project.
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  };
}

export function lakeWriteClient(
  config: LakeTarget,
  options: { perspective?: ClientPerspective } = {},
): SanityClient {
  const { token } = config.sanity;
  if (!token) throw new MissingEnvError("SANITY_API_TOKEN");
  return createClient({ ...connection(config), token, ...options });
}

/**
 * A read-only client for published content, as a visitor sees it: what the
 * build prerenders from. No token, no CDN (a build must see the latest publish).
 */
export function lakeReadClient(config: LakeTarget): SanityClient {
  return createClient({ ...connection(config), perspective: "published" });
}
