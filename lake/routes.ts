/** The lake's route table. Studio-only endpoints live in studio-routes.ts. */
import { handleUpload, serveFile, serveImage } from "./assets";
import { requireAuth } from "./auth";
import type { LakeContext } from "./context";
import { handleDoc, handleMutate, handleQuery } from "./data-routes";
import { badRequest, notFound } from "./errors";
import { type Ctx, sendJson } from "./http";
import { handleListen, listenError } from "./listen";
import { type Route, route } from "./router";
import { studioRoutes } from "./studio-routes";

const DS = "([^/]+)";

function checkProject(lake: LakeContext, projectId: string): void {
  if (projectId !== lake.projectId)
    throw notFound(`Project "${projectId}" not found (this lake serves "${lake.projectId}")`);
}

function datasetInfo(name: string) {
  return {
    name,
    aclMode: "public",
    createdAt: "2025-01-01T00:00:00Z",
    createdByUserId: "local-admin",
    tags: [],
  };
}

export function routes(): Route[] {
  return [
    route("GET", /^\/(?:data\/)?ping(?:\/[^/]*)?$/, (ctx: Ctx) =>
      sendJson(
        ctx,
        200,
        { ok: true, service: "local-content-lake" },
        { "x-sanity-shard": "local" },
      ),
    ),
    route(["GET", "POST"], new RegExp(`^/data/query/${DS}$`), (ctx, lake, principal, [ds]) =>
      handleQuery(ctx, lake, principal, ds as string),
    ),
    route("GET", new RegExp(`^/data/doc/${DS}/(.+)$`), (ctx, lake, principal, [ds, ids]) =>
      handleDoc(ctx, lake, principal, ds as string, ids as string),
    ),
    route("POST", new RegExp(`^/data/mutate/${DS}$`), (ctx, lake, principal, [ds]) =>
      handleMutate(ctx, lake, principal, ds as string),
    ),
    route("GET", new RegExp(`^/data/listen/${DS}$`), (ctx, lake, principal, [ds]) => {
      if (!lake.datasets.has(ds as string)) {
        listenError(ctx, `Dataset "${ds}" not found for project`);
        return;
      }
      handleListen(ctx, lake.datasets.get(ds as string), principal);
    }),
    route("POST", new RegExp(`^/assets/images/${DS}$`), (ctx, lake, principal, [ds]) =>
      handleUpload(ctx, lake, principal, "image", ds as string),
    ),
    route("POST", new RegExp(`^/assets/files/${DS}$`), (ctx, lake, principal, [ds]) =>
      handleUpload(ctx, lake, principal, "file", ds as string),
    ),
    route("GET", /^\/images\/([^/]+)\/([^/]+)\/([^/]+)$/, (ctx, lake, _p, [pid, ds, name]) => {
      checkProject(lake, pid as string);
      lake.datasets.get(ds as string);
      return serveImage(ctx, lake, name as string);
    }),
    route("GET", /^\/files\/([^/]+)\/([^/]+)\/([^/]+)$/, (ctx, lake, _p, [pid, ds, name]) => {
      checkProject(lake, pid as string);
      lake.datasets.get(ds as string);
      return serveFile(ctx, lake, name as string);
    }),
    route("GET", /^\/projects\/([^/]+)\/datasets$/, (ctx, lake, _p, [pid]) => {
      checkProject(lake, pid as string);
      sendJson(ctx, 200, lake.datasets.names().map(datasetInfo));
    }),
    route(
      "PUT",
      /^\/projects\/([^/]+)\/datasets\/([^/]+)$/,
      (ctx, lake, principal, [pid, name]) => {
        requireAuth(principal, "Creating a dataset");
        checkProject(lake, pid as string);
        if (lake.datasets.has(name as string)) throw badRequest(`Dataset "${name}" already exists`);
        try {
          lake.datasets.create(name as string);
        } catch (error) {
          throw badRequest((error as Error).message);
        }
        sendJson(ctx, 200, { datasetName: name, aclMode: "public" });
      },
    ),
    ...studioRoutes(),
  ];
}
