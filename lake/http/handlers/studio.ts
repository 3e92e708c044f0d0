/**
 * Endpoints that only Sanity Studio calls: the current user, project and dataset info,
 * grants, feature flags, key-value settings, telemetry sinks, the Actions API and history.
 * Response shapes are the ones Studio's sources read (5.31, then 6.16) (see the project's Studio API notes);
 * where Studio only needs "something that is not an error", the answer is the smallest valid one.
 */
import { badRequest, notFound, unauthorized } from "../../core/errors";
import { isRecord } from "../../core/json";
import type { LakeServices } from "../../services";
import { LOCAL_USER, LOCAL_USER_ID, requireAuth } from "../auth";
import { readJson, sendJson } from "../exchange";
import type { LakeRequest } from "../router";
import { splitIds } from "./data";

const CREATED = "2025-01-01T00:00:00Z";

/** Everything for the admin; anonymous callers may read published documents only. */
const FULL_GRANTS = [
  {
    filter: '_id in path("**")',
    permissions: ["read", "create", "update", "history", "editHistory"],
  },
];
const PUBLIC_GRANTS = [
  { filter: '!(_id in path("drafts.**")) && !(_id in path("versions.**"))', permissions: ["read"] },
];

function project(lake: LakeServices) {
  return {
    id: lake.projectId,
    displayName: "Local Content Lake",
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    maxRetentionDays: 3650,
    members: [
      {
        id: LOCAL_USER_ID,
        role: "administrator",
        roles: LOCAL_USER.roles,
        isCurrentUser: true,
        isRobot: false,
      },
    ],
    features: [],
    pendingInvites: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
  };
}

/** `GET /users/me`: `{}` (no id) is how Sanity says "not logged in" without failing. */
export function currentUser(request: LakeRequest): void {
  sendJson(request, 200, request.principal ? LOCAL_USER : {});
}

/** `GET /users/:ids`: the local admin, and a placeholder for anyone else Studio names. */
export function users(request: LakeRequest): void {
  const list = (request.params.ids as string).split(",");
  const found = list.map((id) =>
    id === LOCAL_USER_ID || id === "me"
      ? { id: LOCAL_USER_ID, displayName: LOCAL_USER.name, email: LOCAL_USER.email, imageUrl: null }
      : { id, displayName: id, imageUrl: null },
  );
  sendJson(request, 200, list.length === 1 ? found[0] : found);
}

/** `GET /users/me/keyvalue/:keys+`: Studio's remembered settings (pane layout...). */
export function readKeyValues(request: LakeRequest): void {
  if (!request.principal) throw unauthorized("Key-value settings need a signed-in user");
  const keys = splitIds(request.params.keys as string);
  const { keyValue } = request.lake;
  sendJson(
    request,
    200,
    keys.map((key) => ({ key, value: keyValue.get(key) ?? null })),
  );
}

/** `PUT /users/me/keyvalue`: `[{key, value}]` (or one such object) stored for the user. */
export async function writeKeyValues(request: LakeRequest): Promise<void> {
  const { lake } = request;
  if (!request.principal) throw unauthorized("Key-value settings need a signed-in user");
  const body = await readJson(request.req);
  const items = Array.isArray(body) ? body : [body];
  if (!items.every((i) => isRecord(i) && typeof i.key === "string")) {
    throw badRequest("Expected [{key, value}]");
  }
  const pairs = (items as { key: string; value: unknown }[]).map(({ key, value }) => ({
    key,
    value: value ?? null,
  }));
  for (const { key, value } of pairs) lake.keyValue.set(key, value);
  lake.saveKeyValue();
  sendJson(request, 200, pairs);
}

export function projectInfo(request: LakeRequest): void {
  const { lake, params } = request;
  // The lake is one project; any other id is not found, as on sanity.io for one not yours.
  if (params.projectId !== lake.projectId)
    throw notFound(`Project "${params.projectId}" not found`);
  sendJson(request, 200, project(lake));
}

/** `GET /projects`: the projects the caller is a member of, which is the lake's one. */
export function listProjects(request: LakeRequest): void {
  requireAuth(request.principal, "Listing projects");
  sendJson(request, 200, [project(request.lake)]);
}

/**
 * What the local admin may do with the project, in the shape of sanity.io's project grants
 * (`{resource type: [{grants: [{name, params}], config}]}`). Studio 6 reads `deployStudio`
 * from here before it uploads its schema descriptor (which the lake claims as complete,
 * studio-extras.ts); without it Studio skips the upload and runs without a schema id.
 * Anonymous callers get no grants.
 */
const PROJECT_GRANTS = {
  "sanity.project": [
    {
      grants: ["read", "update", "deployStudio"].map((name) => ({ name, params: {} })),
      config: {},
    },
  ],
};

/** `GET /projects/:projectId/grants`: the admin's project grants; `{}` for anyone else. */
export function projectGrants(request: LakeRequest): void {
  sendJson(request, 200, request.principal ? PROJECT_GRANTS : {});
}

/** `GET /projects/:projectId/datasets/:dataset/acl`: what the caller may do there. */
export function datasetAcl(request: LakeRequest): void {
  request.lake.datasets.get(request.params.dataset as string);
  sendJson(request, 200, request.principal ? FULL_GRANTS : PUBLIC_GRANTS);
}
