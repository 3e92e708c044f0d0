/**
 * Endpoints that only Sanity Studio calls: the current user, project and dataset info,
 * grants, feature flags, key-value settings, telemetry sinks, the Actions API and history.
 * Response shapes are the ones Studio 5.31's sources read (see the project's Studio API notes);
 * where Studio only needs "something that is not an error", the answer is the smallest valid one.
 */
import { handleActions } from "./actions";
import { LOCAL_USER, LOCAL_USER_ID, type Principal } from "./auth";
import type { LakeContext } from "./context";
import { splitIds } from "./data-routes";
import { badRequest, notFound, unauthorized } from "./errors";
import { handleHistoryDocuments, handleTransactions } from "./history";
import { type Ctx, isRecord, readJson, sendJson, sendNoContent } from "./http";
import { type Route, route } from "./router";

const DS = "([^/]+)";
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

function checkProject(lake: LakeContext, projectId: string): void {
  if (projectId !== lake.projectId)
    throw notFound(`Project "${projectId}" not found (this lake serves "${lake.projectId}")`);
}

function project(lake: LakeContext) {
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

function keyValue(ctx: Ctx, lake: LakeContext, principal: Principal | undefined, keys: string) {
  if (!principal) throw unauthorized("Key-value settings need a signed-in user");
  const list = splitIds(keys);
  sendJson(
    ctx,
    200,
    list.map((key) => ({ key, value: lake.keyValue.get(key) ?? null })),
  );
}

export function studioRoutes(): Route[] {
  return [
    // -- who am I ------------------------------------------------------------------------
    route("GET", /^\/users\/me$/, (ctx, _lake, principal) =>
      // `{}` (no id) is how Sanity says "not logged in" without failing the request.
      sendJson(ctx, 200, principal ? LOCAL_USER : {}),
    ),
    route("GET", /^\/users\/me\/keyvalue\/(.+)$/, (ctx, lake, principal, [keys]) =>
      keyValue(ctx, lake, principal, keys as string),
    ),
    route("PUT", /^\/users\/me\/keyvalue\/?$/, async (ctx, lake, principal) => {
      if (!principal) throw unauthorized("Key-value settings need a signed-in user");
      const body = await readJson(ctx.req);
      const items = Array.isArray(body) ? body : [body];
      if (!items.every((i) => isRecord(i) && typeof i.key === "string")) {
        throw badRequest("Expected [{key, value}]");
      }
      for (const item of items as { key: string; value: unknown }[])
        lake.keyValue.set(item.key, item.value ?? null);
      lake.saveKeyValue();
      sendJson(
        ctx,
        200,
        (items as { key: string; value: unknown }[]).map(({ key, value }) => ({
          key,
          value: value ?? null,
        })),
      );
    }),
    route("GET", /^\/users\/([^/]+)$/, (ctx, _lake, _p, [ids]) => {
      const list = (ids as string).split(",");
      const users = list.map((id) =>
        id === LOCAL_USER_ID || id === "me"
          ? {
              id: LOCAL_USER_ID,
              displayName: LOCAL_USER.name,
              email: LOCAL_USER.email,
              imageUrl: null,
            }
          : { id, displayName: id, imageUrl: null },
      );
      sendJson(ctx, 200, list.length === 1 ? users[0] : users);
    }),
    route("GET", /^\/auth\/providers$/, (ctx) =>
      sendJson(ctx, 200, { thirdPartyLogin: false, sso: {}, providers: [] }),
    ),
    route("GET", /^\/auth\/id$/, (ctx, _lake, principal) => {
      if (!principal) throw unauthorized("Not logged in");
      sendJson(ctx, 200, { id: principal.id });
    }),
    route("POST", /^\/auth\/logout$/, (ctx) => sendNoContent(ctx)),

    // -- project and dataset metadata ----------------------------------------------------
    route("GET", /^\/projects\/([^/]+)$/, (ctx, lake, _p, [pid]) => {
      checkProject(lake, pid as string);
      sendJson(ctx, 200, project(lake));
    }),
    route("GET", /^\/projects\/([^/]+)\/user-applications$/, (ctx, lake, _p, [pid]) => {
      checkProject(lake, pid as string);
      sendJson(ctx, 200, []);
    }),
    route("GET", /^\/projects\/([^/]+)\/grants$/, (ctx, lake, _p, [pid]) => {
      checkProject(lake, pid as string);
      sendJson(ctx, 200, {});
    }),
    route(
      "GET",
      /^\/projects\/([^/]+)\/datasets\/([^/]+)\/acl$/,
      (ctx, lake, principal, [pid, ds]) => {
        checkProject(lake, pid as string);
        lake.datasets.get(ds as string);
        sendJson(ctx, 200, principal ? FULL_GRANTS : PUBLIC_GRANTS);
      },
    ),
    route("GET", /^\/features$/, (ctx) => sendJson(ctx, 200, [])),
    route("GET", /^\/schedules\/([^/]+)\/([^/]+)$/, (ctx) => sendJson(ctx, 200, { schedules: [] })),

    // -- telemetry: accepted and dropped -------------------------------------------------
    route("GET", /^\/intake\/telemetry-status$/, (ctx) => sendJson(ctx, 200, { status: "denied" })),
    route("POST", /^\/intake\/batch$/, (ctx) => {
      ctx.req.resume();
      sendNoContent(ctx);
    }),

    // -- documents -----------------------------------------------------------------------
    route("POST", new RegExp(`^/data/actions/${DS}$`), (ctx, lake, principal, [ds]) =>
      handleActions(ctx, lake, principal, ds as string),
    ),
    route(
      "GET",
      new RegExp(`^/data/history/${DS}/transactions/(.+)$`),
      (ctx, lake, principal, [ds, ids]) =>
        handleTransactions(ctx, lake, principal, ds as string, ids as string),
    ),
    route(
      "GET",
      new RegExp(`^/data/history/${DS}/documents/(.+)$`),
      (ctx, lake, principal, [ds, ids]) =>
        handleHistoryDocuments(ctx, lake, principal, ds as string, ids as string),
    ),
    route(
      "GET",
      new RegExp(`^/data/history/${DS}/events/documents/(.+)$`),
      (ctx, lake, _p, [ds]) => {
        lake.datasets.get(ds as string);
        sendJson(ctx, 200, { events: {}, nextCursor: "" });
      },
    ),
    // Cross-dataset references: there are none in a local lake.
    route(
      "GET",
      new RegExp(`^/data/references/${DS}/documents/([^/]+)/to$`),
      (ctx, lake, _p, [ds]) => {
        lake.datasets.get(ds as string);
        sendJson(ctx, 200, { totalCount: 0, references: [] });
      },
    ),
  ];
}
