/**
 * What Studio asks sanity.io besides content, answered as a project with nothing to
 * announce answers it, so an offline Studio meets no failed request: help resources,
 * announcements, the free-trial and upsell "journeys", and the schema descriptors Studio
 * uploads once signed in. Shapes from Studio's sources (5.31, then 6.16) (the project's Studio API notes).
 */
import { badRequest, unauthorized } from "../../core/errors";
import { isRecord } from "../../core/json";
import { readJson, sendJson } from "../exchange";
import type { LakeRequest } from "../router";

/** `GET /v1/help`: the Help menu's resources; an empty list leaves only Studio's version. */
export function helpResources(request: LakeRequest): void {
  sendJson(request, 200, { resources: { title: "Help and resources", sectionArray: [] } });
}

/** `GET /journey/announcements`: product announcements; none here. */
export function announcements(request: LakeRequest): void {
  sendJson(request, 200, []);
}

/** `GET /journey/trial[/override]`: no trial dialog to show, on load or on click. */
export function trialJourney(request: LakeRequest): void {
  sendJson(request, 200, {});
}

/**
 * `GET /journey/<feature>` (asset-limit, content-releases, comments, tasks...): the upsell
 * dialog for a feature the plan lacks. `null` is "no upsell": Studio shows none.
 */
export function upsellJourney(request: LakeRequest): void {
  sendJson(request, 200, null);
}

/**
 * `GET /features`: the plan features the project has. The lake has content releases; Studio 6
 * treats a project without `contentReleases` as one to upsell (an empty Releases overview, no
 * "New release"). Comments, tasks, scheduled publishing and scheduled drafts need APIs the lake
 * does not have, so they stay off.
 */
export function projectFeatures(request: LakeRequest): void {
  sendJson(request, 200, ["contentReleases"]);
}

/**
 * `GET /projects/:projectId/new-content-release-allowed`: the plan's release limits, which
 * Studio checks before it creates, archives or reverts a release. No limits here (`null` is
 * "unlimited" for the organisation's count; the dataset's is a number).
 */
export function releaseLimits(request: LakeRequest): void {
  sendJson(request, 200, {
    data: { datasetReleaseLimit: 10_000, orgActiveReleaseLimit: null, orgActiveReleaseCount: 0 },
  });
}

/** The descriptor ids Studio sends are hashes: short, no path characters. */
const DESCRIPTOR_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * `POST /descriptors/claim` `{descriptorId, contextKey}`: Studio registers the schema it
 * runs. The lake keeps no schemas, so every claim is already complete and Studio sends no
 * descriptors (`/descriptors/synchronize` would follow an incomplete one).
 */
export async function claimDescriptor(request: LakeRequest): Promise<void> {
  if (!request.principal) throw unauthorized("Schema descriptors need a signed-in user");
  const body = await readJson(request.req);
  if (
    !isRecord(body) ||
    typeof body.descriptorId !== "string" ||
    !DESCRIPTOR_ID.test(body.descriptorId)
  ) {
    throw badRequest("Expected {descriptorId, contextKey} with a descriptor id");
  }
  sendJson(request, 200, { synchronization: { type: "complete" } });
}

/** `POST /descriptors/synchronize`: descriptors sent after a claim; nothing more is needed. */
export async function synchronizeDescriptors(request: LakeRequest): Promise<void> {
  if (!request.principal) throw unauthorized("Schema descriptors need a signed-in user");
  const body = await readJson(request.req);
  if (!isRecord(body) || typeof body.id !== "string")
    throw badRequest("Expected {id, descriptors}");
  sendJson(request, 200, { type: "complete" });
}
