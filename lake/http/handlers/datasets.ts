/** `GET /projects/:projectId/datasets` and `PUT /projects/:projectId/datasets/:name`. */
import { badRequest } from "../../core/errors";
import { LOCAL_USER_ID, requireAuth } from "../auth";
import { sendJson } from "../exchange";
import type { LakeRequest } from "../router";

function datasetInfo(name: string) {
  return {
    name,
    aclMode: "public",
    createdAt: "2025-01-01T00:00:00Z",
    createdByUserId: LOCAL_USER_ID,
    tags: [],
  };
}

export function listDatasets(request: LakeRequest): void {
  sendJson(request, 200, request.lake.datasets.names().map(datasetInfo));
}

export function createDataset(request: LakeRequest): void {
  requireAuth(request.principal, "Creating a dataset");
  const { datasets } = request.lake;
  const name = request.params.name as string;
  if (datasets.has(name)) throw badRequest(`Dataset "${name}" already exists`);
  try {
    datasets.create(name);
  } catch (error) {
    throw badRequest((error as Error).message);
  }
  sendJson(request, 200, { datasetName: name, aclMode: "public" });
}
