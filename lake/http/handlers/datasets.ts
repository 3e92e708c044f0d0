/**
 * Datasets as @sanity/client's `datasets.*` methods and `sanity dataset copy` call them:
 * `GET /datasets` (and `/projects/:projectId/datasets`), `PUT`/`PATCH`/`DELETE
 * /datasets/:name` (also under `/projects/:projectId`), `PUT /datasets/:name/copy`.
 */
import { badRequest, HttpError } from "../../core/errors";
import { isRecord } from "../../core/json";
import { type AclMode, copyDataset, DatasetExistsError } from "../../store/datasets";
import { DATASET_NAME } from "../../store/ids";
import { LOCAL_USER_ID, requireAuth } from "../auth";
import { readJson, sendJson } from "../exchange";
import type { LakeRequest } from "../router";

const conflict = (message: string) =>
  new HttpError(409, { error: "Conflict", message, statusCode: 409 }, message);

function datasetName(request: LakeRequest, key = "name"): string {
  const name = request.params[key] as string;
  if (!DATASET_NAME.test(name)) {
    throw badRequest(
      `Invalid dataset name "${name}": use 1-64 lowercase letters, digits, "_" and "-", starting with a letter or digit`,
    );
  }
  return name;
}

/** The optional JSON body of create/edit: `{aclMode}`. */
async function aclModeOf(request: LakeRequest, required: boolean): Promise<AclMode | undefined> {
  const hasBody = Number(request.req.headers["content-length"] ?? 0) > 0;
  const body = hasBody ? await readJson(request.req) : {};
  if (!isRecord(body)) throw badRequest("Body must be a JSON object");
  const mode = body.aclMode;
  if (mode === undefined && !required) return undefined;
  if (mode !== "public" && mode !== "private") {
    throw badRequest(`aclMode must be "public" or "private", got ${JSON.stringify(mode)}`);
  }
  return mode;
}

export function listDatasets(request: LakeRequest): void {
  sendJson(
    request,
    200,
    request.lake.datasets.list().map((info) => ({
      ...info,
      createdByUserId: LOCAL_USER_ID,
      addonFor: null,
      datasetProfile: "content",
      features: [],
      tags: [],
    })),
  );
}

/**
 * `GET .../datasets/:name/settings/embeddings`: what the hosted API answers for a dataset
 * without embeddings (a paid feature the lake does not have), as @sanity/client's
 * integration suite records it.
 */
export function embeddingsSettings(request: LakeRequest): void {
  request.lake.datasets.get(request.params.name as string);
  sendJson(request, 200, { enabled: false, status: "disabled" });
}

export async function createDataset(request: LakeRequest): Promise<void> {
  requireAuth(request.principal, "Creating a dataset");
  const name = datasetName(request);
  const aclMode = (await aclModeOf(request, false)) ?? "public";
  try {
    request.lake.datasets.add(name, aclMode);
  } catch (error) {
    if (error instanceof DatasetExistsError) throw conflict(error.message);
    throw error;
  }
  request.lake.log(`dataset ${name} created (${aclMode})`);
  sendJson(request, 200, { datasetName: name, aclMode });
}

export async function editDataset(request: LakeRequest): Promise<void> {
  requireAuth(request.principal, "Editing a dataset");
  const name = datasetName(request);
  const aclMode = (await aclModeOf(request, true)) as AclMode;
  request.lake.datasets.setAclMode(name, aclMode);
  sendJson(request, 200, { datasetName: name, aclMode });
}

export function deleteDataset(request: LakeRequest): void {
  requireAuth(request.principal, "Deleting a dataset");
  const name = datasetName(request);
  request.lake.datasets.delete(name);
  request.lake.log(`dataset ${name} deleted (its log is kept in deleted-datasets/)`);
  sendJson(request, 200, { deleted: true });
}

export async function copyDatasetHandler(request: LakeRequest): Promise<void> {
  const user = requireAuth(request.principal, "Copying a dataset");
  const source = datasetName(request);
  const body = await readJson(request.req);
  if (!isRecord(body) || typeof body.targetDataset !== "string") {
    throw badRequest("Body must be a JSON object with `targetDataset`");
  }
  const target = body.targetDataset;
  if (!DATASET_NAME.test(target)) throw badRequest(`Invalid dataset name "${target}"`);
  const { datasets, copyJobs } = request.lake;
  // Refused before a job exists, as the hosted API does.
  datasets.get(source); // 404 when there is no such dataset
  if (datasets.has(target)) throw conflict(`Dataset "${target}" already exists`);
  const skipHistory = body.skipHistory === true;
  try {
    const job = await copyJobs.run(
      { sourceDataset: source, targetDataset: target, withHistory: !skipHistory },
      () => copyDataset(datasets, source, target, { skipHistory, author: user.id }),
    );
    request.lake.log(`dataset ${source} copied to ${target} (${job.id})`);
    // Sanity answers with a job to follow (GET /jobs/:id/listen); a local copy is already
    // done by now, so following it ends at once with "completed".
    sendJson(request, 200, {
      datasetName: target,
      aclMode: datasets.info(target).aclMode,
      message: `Copying dataset "${source}" to "${target}"`,
      jobId: job.id,
    });
  } catch (error) {
    // A copy racing another to the same name.
    if (error instanceof DatasetExistsError) throw conflict(error.message);
    throw error;
  }
}

/** `GET /projects/:id/datasets/copy`: the copy jobs, newest first (`sanity dataset copy --list`). */
export function listCopyJobs(request: LakeRequest): void {
  requireAuth(request.principal, "Listing dataset copy jobs");
  const number = (name: string, fallback: number, max: number) => {
    const value = Number(request.url.searchParams.get(name) ?? fallback);
    if (!Number.isInteger(value) || value < 0 || value > max) {
      throw badRequest(`\`${name}\` must be a whole number from 0 to ${max}`);
    }
    return value;
  };
  const jobs = request.lake.copyJobs.list(
    number("offset", 0, 1_000_000),
    number("limit", 10, 1000),
  );
  sendJson(
    request,
    200,
    jobs.map(({ message: _message, ...job }) => job),
  );
}
