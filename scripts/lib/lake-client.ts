/**
 * The one way scripts and tests build a client that writes to the content lake
 * (seeding, the stack's start-up, e2e checks). The token is what makes it a write
 * client, so a missing one fails here, naming the variable, not at the first write.
 */
import { type ClientPerspective, createClient, type SanityClient } from "@sanity/client";
import { MissingEnvError, type SanityConfig } from "./env";

/** The part of a StackConfig the client needs (tests rebuild it from what they are given). */
export interface LakeTarget {
  sanity: Pick<SanityConfig, "projectId" | "dataset" | "apiVersion" | "apiHost" | "token">;
}

export function lakeWriteClient(
  config: LakeTarget,
  options: { perspective?: ClientPerspective } = {},
): SanityClient {
  const { projectId, dataset, apiVersion, apiHost, token } = config.sanity;
  if (!token) throw new MissingEnvError("SANITY_API_TOKEN");
  return createClient({
    projectId,
    dataset,
    apiVersion,
    useCdn: false,
    token,
    // The local lake has one host for every project; real Sanity has a host per project.
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
    ...options,
  });
}

/**
 * A read-only client for published content, as a visitor sees it: what the
 * build prerenders from. No token, no CDN (a build must see the latest publish).
 */
export function lakeReadClient(config: LakeTarget): SanityClient {
  const { projectId, dataset, apiVersion, apiHost } = config.sanity;
  return createClient({
    projectId,
    dataset,
    apiVersion,
    useCdn: false,
    perspective: "published",
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  });
}
