/**
 * The lake's one route table: Sanity's data, listen, asset and project endpoints as
 * @sanity/client and the site use them, then the ones only Studio calls (the current
 * user, settings, grants, feature flags, telemetry sinks, actions and history). Where
 * Studio only needs "something that is not an error", the answer is the smallest valid one.
 */

import { unauthorized } from "../core/errors";
import { sendJson, sendNoContent } from "./exchange";
import { handleActions } from "./handlers/actions";
import { handleUpload, serveFile, serveImage } from "./handlers/assets";
import { followCopyJob } from "./handlers/copy-jobs";
import { handleDoc, handleMutate, handleQuery } from "./handlers/data";
import {
  copyDatasetHandler,
  createDataset,
  deleteDataset,
  editDataset,
  embeddingsSettings,
  listCopyJobs,
  listDatasets,
} from "./handlers/datasets";
import { handleExport } from "./handlers/export";
import { handleHistoryDocuments, handleTransactions } from "./handlers/history";
import { handleListen } from "./handlers/listen";
import { checkCors, handleLiveEvents } from "./handlers/live";
import { fetchToken, login, loginProviders } from "./handlers/login";
import { openPreview } from "./handlers/preview";
import {
  currentUser,
  datasetAcl,
  listProjects,
  projectGrants,
  projectInfo,
  readKeyValues,
  users,
  writeKeyValues,
} from "./handlers/studio";
import {
  announcements,
  claimDescriptor,
  helpResources,
  projectFeatures,
  releaseLimits,
  synchronizeDescriptors,
  trialJourney,
  upsellJourney,
} from "./handlers/studio-extras";
import { type LakeRequest, type Route, route } from "./router";

/** Answers with a fixed body (after checking the dataset, when the path names one). */
const fixed =
  (body: unknown) =>
  (request: LakeRequest): void => {
    if (request.params.dataset !== undefined) request.lake.datasets.get(request.params.dataset);
    sendJson(request, 200, body);
  };

export function routes(): Route[] {
  return [
    // -- data: what @sanity/client's methods call ------------------------------------------
    // Answered as soon as the lake listens, while its datasets still open (ADR 0065).
    route(
      "GET",
      /^\/(?:data\/)?ping(?:\/[^/]*)?$/,
      (request) =>
        sendJson(
          request,
          200,
          { ok: true, service: "local-content-lake" },
          { "x-sanity-shard": "local" },
        ),
      { whileOpening: true },
    ),
    route(["GET", "POST"], "/data/query/:dataset", handleQuery),
    route("GET", "/data/doc/:dataset/:ids+", handleDoc),
    route("POST", "/data/mutate/:dataset", handleMutate),
    route("GET", "/data/listen/:dataset", handleListen),
    // -- live content: sync-tag events, and the CORS check the client makes before reconnecting
    route("GET", "/data/live/events/:dataset", handleLiveEvents),
    route("GET", "/check/cors", checkCors),
    // Draft mode for the site in Studio's Presentation tool: a preview URL secret for a read-only session.
    route("POST", "/preview/session/:dataset", openPreview),
    route("POST", "/data/actions/:dataset", handleActions),
    route("GET", "/data/export/:dataset", handleExport),
    route("GET", "/data/history/:dataset/transactions/:ids+", handleTransactions),
    route("GET", "/data/history/:dataset/documents/:ids+", handleHistoryDocuments),
    route(
      "GET",
      "/data/history/:dataset/events/documents/:ids+",
      fixed({ events: {}, nextCursor: "" }),
    ),
    // Cross-dataset references: there are none in a local lake.
    route(
      "GET",
      "/data/references/:dataset/documents/:id/to",
      fixed({ totalCount: 0, references: [] }),
    ),

    // -- assets ------------------------------------------------------------------------------
    route("POST", "/assets/images/:dataset", (request) => handleUpload(request, "image")),
    route("POST", "/assets/files/:dataset", (request) => handleUpload(request, "file")),
    route("GET", "/images/:projectId/:dataset/:name", serveImage),
    route("GET", "/files/:projectId/:dataset/:name", serveFile),

    // -- projects and datasets -------------------------------------------------------------
    route("GET", "/projects", listProjects),
    route("GET", "/projects/:projectId", projectInfo),
    // @sanity/client lists at /projects/:id/datasets (no project hostname) and creates,
    // edits and deletes at /datasets/:name; the CLI uses the project paths too.
    ...["", "/projects/:projectId"].flatMap((prefix) => [
      route("GET", `${prefix}/datasets`, listDatasets),
      route("PUT", `${prefix}/datasets/:name`, createDataset),
      route("PATCH", `${prefix}/datasets/:name`, editDataset),
      route("DELETE", `${prefix}/datasets/:name`, deleteDataset),
      route("PUT", `${prefix}/datasets/:name/copy`, copyDatasetHandler),
      route("GET", `${prefix}/datasets/:name/settings/embeddings`, embeddingsSettings),
    ]),
    route("GET", "/projects/:projectId/datasets/copy", listCopyJobs),
    route("GET", "/jobs/:jobId/listen", followCopyJob),
    route("GET", "/projects/:projectId/datasets/:dataset/acl", datasetAcl),
    route("GET", "/projects/:projectId/user-applications", fixed([])),
    route("GET", "/projects/:projectId/grants", projectGrants),
    route("GET", "/features", projectFeatures),
    route("GET", "/projects/:projectId/new-content-release-allowed", releaseLimits),
    route("GET", "/schedules/:projectId/:dataset", fixed({ schedules: [] })),

    // -- who is calling --------------------------------------------------------------------
    route("GET", "/users/me", currentUser),
    route("GET", "/users/me/keyvalue/:keys+", readKeyValues),
    route("PUT", /^\/users\/me\/keyvalue\/?$/, writeKeyValues),
    route("GET", "/users/:ids", users),
    route("GET", "/auth/providers", loginProviders),
    route("GET", "/auth/login/local", login),
    route("GET", "/auth/fetch", fetchToken),
    route("GET", "/auth/id", (request) => {
      if (!request.principal) throw unauthorized("Not logged in");
      sendJson(request, 200, { id: request.principal.id });
    }),
    route("POST", "/auth/logout", sendNoContent),

    // -- what Studio asks sanity.io besides content: nothing to announce, upsell or store -----
    route("GET", "/help", helpResources),
    route("GET", "/journey/announcements", announcements),
    route("GET", /^\/journey\/trial(?:\/override)?$/, trialJourney),
    route("GET", "/journey/:feature", upsellJourney),
    route("POST", "/descriptors/claim", claimDescriptor),
    route("POST", "/descriptors/synchronize", synchronizeDescriptors),

    // -- telemetry: accepted and dropped ---------------------------------------------------
    route("GET", "/intake/telemetry-status", fixed({ status: "denied" })),
    route("POST", "/intake/batch", (request) => {
      request.req.resume();
      sendNoContent(request);
    }),
  ];
}
