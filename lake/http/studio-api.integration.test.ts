/**
 * What Sanity Studio needs beyond the data API: the Actions API (its write path),
 * history (NDJSON with mendoza effects), asset upload, and the HTTP/2 + TLS listener with
 * the user/project/grants/key-value/telemetry endpoints.
 */
import http2 from "node:http2";
import { applyPatch } from "mendoza";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_VERSION, raw, startLake, type TestLake, TOKEN } from "../testing/test-lake";

let t: TestLake;

beforeAll(async () => {
  t = await startLake({ httpsPort: 0 });
});
afterAll(() => t.stop());

type Doc = Record<string, unknown> & { _id: string; _rev: string };
const get = (id: string) => t.client.getDocument(id) as Promise<Doc | undefined>;

describe("POST /data/actions", () => {
  it("create → edit → publish → unpublish → discard → delete", async () => {
    const created = await t.client.action(
      {
        actionType: "sanity.action.document.create",
        publishedId: "post-1",
        attributes: { _id: "drafts.post-1", _type: "post", title: "Hello" },
        ifExists: "fail",
      },
      { transactionId: "tx-create-1" },
    );
    expect(created).toEqual({ transactionId: "tx-create-1" });
    expect(await get("drafts.post-1")).toMatchObject({ title: "Hello", _rev: "tx-create-1" });

    await t.client.action(
      {
        actionType: "sanity.action.document.edit",
        draftId: "drafts.post-1",
        publishedId: "post-1",
        patch: { set: { title: "Hello, world" }, setIfMissing: { tags: [] } },
      },
      { transactionId: "tx-edit-1" },
    );
    expect(await get("drafts.post-1")).toMatchObject({
      title: "Hello, world",
      tags: [],
      _rev: "tx-edit-1",
    });

    const publish = await t.client.action({
      actionType: "sanity.action.document.publish",
      draftId: "drafts.post-1",
      publishedId: "post-1",
    });
    expect(publish.transactionId).toMatch(/^[A-Za-z0-9]{10,}$/);
    expect(await get("drafts.post-1")).toBeUndefined();
    const published = await get("post-1");
    expect(published).toMatchObject({
      _id: "post-1",
      title: "Hello, world",
      _rev: publish.transactionId,
    });

    // Editing a published document starts a draft from it.
    await t.client.action({
      actionType: "sanity.action.document.edit",
      draftId: "drafts.post-1",
      publishedId: "post-1",
      patch: { set: { title: "Edited after publish" } },
    });
    expect(await get("drafts.post-1")).toMatchObject({
      _type: "post",
      title: "Edited after publish",
      tags: [],
    });

    await t.client.action({
      actionType: "sanity.action.document.unpublish",
      draftId: "drafts.post-1",
      publishedId: "post-1",
    });
    expect(await get("post-1")).toBeUndefined();
    expect(await get("drafts.post-1")).toMatchObject({ title: "Edited after publish" });

    await t.client.action({
      actionType: "sanity.action.document.discard",
      draftId: "drafts.post-1",
    });
    expect(await get("drafts.post-1")).toBeUndefined();

    // Publish again, then delete published + draft together.
    await t.client.action([
      {
        actionType: "sanity.action.document.create",
        publishedId: "post-1",
        attributes: { _id: "drafts.post-1", _type: "post", title: "Again" },
        ifExists: "fail",
      },
      {
        actionType: "sanity.action.document.publish",
        draftId: "drafts.post-1",
        publishedId: "post-1",
      },
      {
        actionType: "sanity.action.document.create",
        publishedId: "post-1",
        attributes: { _id: "drafts.post-1", _type: "post", title: "Again, draft" },
        ifExists: "fail",
      },
    ]);
    expect((await get("post-1"))?.title).toBe("Again");
    expect((await get("drafts.post-1"))?.title).toBe("Again, draft");
    await t.client.action({
      actionType: "sanity.action.document.delete",
      publishedId: "post-1",
      includeDrafts: ["drafts.post-1"],
    });
    expect(await t.client.getDocuments(["post-1", "drafts.post-1"])).toEqual([null, null]);
  });

  it("replaceDraft replaces the whole draft", async () => {
    await t.client.action({
      actionType: "sanity.action.document.replaceDraft",
      publishedId: "post-2",
      attributes: { _id: "drafts.post-2", _type: "post", title: "Restored" },
    });
    expect(await get("drafts.post-2")).toMatchObject({ title: "Restored" });
  });

  it("rejects conflicts with 409 actionError and applies nothing of a failed request", async () => {
    await t.client.createOrReplace({ _id: "post-3", _type: "post", title: "Live" });
    await t.client.createOrReplace({ _id: "drafts.post-3", _type: "post", title: "Draft" });
    const stale = t.client.action({
      actionType: "sanity.action.document.publish",
      draftId: "drafts.post-3",
      publishedId: "post-3",
      ifPublishedRevisionId: "not-the-rev",
    });
    await expect(stale).rejects.toMatchObject({
      statusCode: 409,
      details: { type: "actionError" },
    });

    const res = await raw(t.lake, `/v${API_VERSION}/data/actions/production`, {
      method: "POST",
      token: TOKEN,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        actions: [
          {
            actionType: "sanity.action.document.publish",
            draftId: "drafts.post-3",
            publishedId: "post-3",
          },
          { actionType: "sanity.action.document.discard", draftId: "drafts.missing" },
        ],
      }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: {
        type: "actionError",
        items: [{ index: 1, error: { type: "documentNotFoundError" } }],
      },
    });
    expect((await get("post-3"))?.title).toBe("Live");
    expect((await get("drafts.post-3"))?.title).toBe("Draft");

    await expect(
      t.client.action({
        actionType: "sanity.action.document.create",
        publishedId: "post-3",
        attributes: { _id: "drafts.post-3", _type: "post" },
        ifExists: "fail",
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      t.client.action({ actionType: "sanity.action.release.create" } as never),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      t.anon.action({ actionType: "sanity.action.document.discard", draftId: "drafts.post-3" }),
    ).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe("history", () => {
  beforeAll(async () => {
    const base = { publishedId: "h1" };
    await t.client.action(
      {
        actionType: "sanity.action.document.create",
        ...base,
        attributes: { _id: "drafts.h1", _type: "post", title: "v1" },
        ifExists: "fail",
      },
      { transactionId: "h-tx-1" },
    );
    await t.client.action(
      {
        actionType: "sanity.action.document.edit",
        draftId: "drafts.h1",
        ...base,
        patch: { set: { title: "v2", body: "text" } },
      },
      { transactionId: "h-tx-2" },
    );
    await t.client.action(
      { actionType: "sanity.action.document.publish", draftId: "drafts.h1", ...base },
      { transactionId: "h-tx-3" },
    );
    await t.client.createOrReplace({ _id: "unrelated", _type: "post" });
    await t.client
      .patch("h1")
      .set({ title: "v3" })
      .commit({ transactionId: "h-tx-4" } as never);
  });

  const transactions = async (query: string) => {
    const res = await raw(
      t.lake,
      `/v${API_VERSION}/data/history/production/transactions/h1,drafts.h1?${query}`,
      { token: TOKEN },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/x-ndjson");
    return res.text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  };

  it("lists the transactions of a document pair as NDJSON, as Studio's timeline asks", async () => {
    const lines = await transactions(
      "effectFormat=mendoza&excludeContent=true&excludeMutations=true&includeIdentifiedDocumentsOnly=true&reverse=true&limit=50",
    );
    expect(lines.map((l) => l.id)).toEqual(["h-tx-4", "h-tx-3", "h-tx-2", "h-tx-1"]);
    const [latest, publish] = lines;
    expect(latest).toEqual({
      id: "h-tx-4",
      timestamp: expect.any(String),
      author: "local-admin",
      documentIDs: ["h1"],
      effects: { h1: { apply: expect.any(Array), revert: expect.any(Array) } },
    });
    expect(publish?.documentIDs).toEqual(["h1", "drafts.h1"]);
    // Effects really transform the documents (Studio replays them with mendoza).
    const v2 = await t.client.request({
      uri: "/data/history/production/documents/drafts.h1?revision=h-tx-2",
    });
    const allEffects = (publish?.effects ?? {}) as Record<
      string,
      { apply: unknown[]; revert: unknown[] }
    >;
    const effects = allEffects["drafts.h1"];
    const { _rev, ...draftV2 } = v2.documents[0];
    expect(applyPatch(draftV2, effects?.apply ?? [])).toBeNull();
    expect(applyPatch(null, effects?.revert ?? [])).toEqual(draftV2);
  });

  it("pages with toTransaction (inclusive) and limit, and can include mutations", async () => {
    const page = await transactions(
      "reverse=true&limit=2&toTransaction=h-tx-3&excludeContent=true",
    );
    expect(page.map((l) => l.id)).toEqual(["h-tx-3", "h-tx-2"]);
    expect(page[1]?.mutations).toEqual([
      { createOrReplace: expect.objectContaining({ _id: "drafts.h1", title: "v2" }) },
    ]);
    const forward = await transactions(
      "fromTransaction=h-tx-2&toTransaction=h-tx-3&excludeMutations=true",
    );
    expect(forward.map((l) => l.id)).toEqual(["h-tx-2", "h-tx-3"]);
  });

  it("returns a document as of a revision, a time, or its last revision", async () => {
    const byRev = await t.client.request({
      uri: "/data/history/production/documents/drafts.h1?revision=h-tx-1",
    });
    expect(byRev.documents).toEqual([
      expect.objectContaining({ _id: "drafts.h1", title: "v1", _rev: "h-tx-1" }),
    ]);
    const now = await t.client.request({
      uri: `/data/history/production/documents/h1?time=${new Date().toISOString()}`,
    });
    expect(now.documents[0]).toMatchObject({ title: "v3" });
    await t.client.delete("h1");
    const last = await t.client.request({
      uri: "/data/history/production/documents/h1?lastRevision=true",
    });
    expect(last.documents[0]).toMatchObject({ _id: "h1", title: "v3" });
    await expect(
      t.anon.request({ uri: "/data/history/production/documents/h1?lastRevision=true" }),
    ).rejects.toMatchObject({ statusCode: 401 });
  });

  it("answers the events API with an empty page", async () => {
    expect(
      await t.client.request({ uri: "/data/history/production/events/documents/h1?limit=100" }),
    ).toEqual({
      events: {},
      nextCursor: "",
    });
  });
});

describe("assets through client.assets.upload", () => {
  it("uploads an SVG image and a text file and finds them by hash like Studio does", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"/>');
    const image = await t.client.assets.upload("image", svg, { filename: "icon.svg" });
    expect(image).toMatchObject({
      _type: "sanity.imageAsset",
      extension: "svg",
      metadata: { dimensions: { width: 10, height: 20 } },
    });
    const byHash = await t.client.fetch("*[_type == $documentType && sha1hash == $hash][0]._id", {
      documentType: "sanity.imageAsset",
      hash: image.sha1hash,
    });
    expect(byHash).toBe(image._id);
    const file = await t.client.assets.upload("file", Buffer.from("a,b\n1,2\n"), {
      filename: "data.csv",
    });
    expect(file).toMatchObject({
      _type: "sanity.fileAsset",
      extension: "csv",
      originalFilename: "data.csv",
    });
  });
});

describe("HTTP/2 + TLS listener for Studio", () => {
  let session: http2.ClientHttp2Session;

  beforeAll(async () => {
    expect(t.lake.httpsUrl).toMatch(/^https:\/\/localhost:\d+$/);
    session = http2.connect(`https://127.0.0.1:${t.lake.httpsPort}`, {
      ca: t.lake.certificate,
      servername: "local.localhost",
    });
    await new Promise<void>((resolve, reject) => {
      session.once("connect", () => resolve());
      session.once("error", reject);
    });
  });
  afterAll(() => session?.close());

  async function h2(
    path: string,
    init: { method?: string; body?: string; token?: string } = {},
  ): Promise<{ status: number; headers: http2.IncomingHttpHeaders; text: string; json: unknown }> {
    const stream = session.request({
      ":method": init.method ?? "GET",
      ":path": path,
      ":authority": `local.localhost:${t.lake.httpsPort}`,
      origin: "http://localhost:3333",
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    });
    if (init.body) stream.end(init.body);
    else stream.end();
    return new Promise((resolve, reject) => {
      let headers: http2.IncomingHttpHeaders = {};
      let text = "";
      stream.on("response", (h) => {
        headers = h;
      });
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        text += chunk;
      });
      stream.on("end", () => {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: Number(headers[":status"]), headers, text, json });
      });
      stream.on("error", reject);
    });
  }

  it("negotiates HTTP/2 with a certificate valid for *.localhost", () => {
    expect(session.alpnProtocol).toBe("h2");
    const socket = session.socket as unknown as {
      getPeerCertificate(): { subjectaltname?: string };
    };
    expect(socket.getPeerCertificate().subjectaltname).toContain("DNS:*.localhost");
  });

  it("grants nothing to a tokenless request just because it came in on Studio's listener", async () => {
    const me = await h2("/v2026-05-04/users/me");
    expect(me.status).toBe(200);
    expect(me.json).toEqual({});
    const mutate = await h2("/v2025-02-19/data/mutate/production", {
      method: "POST",
      body: JSON.stringify({ mutations: [{ create: { _id: "h2anon", _type: "x" } }] }),
    });
    expect(mutate.status).toBe(401);
    expect(await t.client.getDocument("h2anon")).toBeUndefined();
    const wrong = await h2("/v2026-05-04/users/me", { token: "wrong" });
    expect(wrong.status).toBe(401);
  });

  it("logs Studio in through its one provider: redirect back with a session id, traded once for the token", async () => {
    const providers = await h2("/v2026-05-04/auth/providers");
    const [provider] = (providers.json as { providers: { url: string }[] }).providers;
    expect(provider?.url).toBe(`https://local.localhost:${t.lake.httpsPort}/v1/auth/login/local`);
    const loginPath = new URL(provider?.url ?? "").pathname;

    const elsewhere = await h2(`${loginPath}?origin=${encodeURIComponent("http://evil.example/")}`);
    expect(elsewhere.status).toBe(400);

    const studio = "http://localhost:3333/structure";
    const login = await h2(`${loginPath}?origin=${encodeURIComponent(studio)}&withSid=true`);
    expect(login.status).toBe(302);
    const back = new URL(String(login.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(studio);
    expect(back.hash).toMatch(/^#sid=\w{20,}$/);
    const sid = back.hash.slice("#sid=".length);

    const traded = await h2(`/v2026-05-04/auth/fetch?sid=${sid}`);
    expect(traded.json).toEqual({ token: TOKEN });
    expect(traded.headers["access-control-allow-credentials"]).toBe("true");
    const again = await h2(`/v2026-05-04/auth/fetch?sid=${sid}`);
    expect(again.status).toBe(401);

    const me = await h2("/v2026-05-04/users/me", { token: TOKEN });
    expect(me.json).toMatchObject({ id: "local-admin", roles: [{ name: "administrator" }] });
  });

  it("serves project, grants, features, schedules, key-value and telemetry endpoints", async () => {
    expect((await h2("/v2021-12-15/projects/local")).json).toMatchObject({
      id: "local",
      displayName: expect.any(String),
    });
    expect((await h2("/v2021-12-15/projects/local/datasets")).json).toEqual([
      expect.objectContaining({ name: "production" }),
    ]);
    expect((await h2("/v2021-06-07/projects/local/user-applications")).json).toEqual([]);
    expect(
      (await h2("/v2021-06-07/projects/local/datasets/production/acl", { token: TOKEN })).json,
    ).toEqual([
      {
        filter: '_id in path("**")',
        permissions: ["read", "create", "update", "history", "editHistory"],
      },
    ]);
    // Studio 6 uploads its schema descriptor only for a user with the deployStudio grant.
    const grants = await h2("/v2021-12-15/projects/local/grants", { token: TOKEN });
    expect(grants.json).toMatchObject({
      "sanity.project": [
        { grants: expect.arrayContaining([{ name: "deployStudio", params: {} }]) },
      ],
    });
    expect((await h2("/v2021-12-15/projects/local/grants")).json).toEqual({});
    // Releases are a feature the lake has, without limits; Studio 6 upsells a project without it.
    expect((await h2("/v2025-02-19/features")).json).toEqual(["contentReleases"]);
    expect(
      (await h2("/vX/projects/local/new-content-release-allowed", { token: TOKEN })).json,
    ).toMatchObject({ data: { orgActiveReleaseLimit: null } });
    expect((await h2("/v2022-09-01/schedules/local/production?documentIds=a")).json).toEqual({
      schedules: [],
    });
    expect((await h2("/v2023-12-18/intake/telemetry-status")).json).toEqual({ status: "denied" });
    expect(
      (await h2("/v2023-12-18/intake/batch", { method: "POST", body: '{"batch":[]}' })).status,
    ).toBe(204);
    expect((await h2("/v1/ping")).status).toBe(200);
    expect((await h2("/v2025-02-19/data/ping/production")).status).toBe(200);

    const put = await h2("/v2025-02-19/users/me/keyvalue", {
      method: "PUT",
      token: TOKEN,
      body: JSON.stringify([{ key: "studio.structure-tool.layout", value: { width: 300 } }]),
    });
    expect(put.json).toEqual([{ key: "studio.structure-tool.layout", value: { width: 300 } }]);
    expect(
      (
        await h2("/v2025-02-19/users/me/keyvalue/studio.structure-tool.layout,missing", {
          token: TOKEN,
        })
      ).json,
    ).toEqual([
      { key: "studio.structure-tool.layout", value: { width: 300 } },
      { key: "missing", value: null },
    ]);
  });

  it("answers what Studio asks sanity.io besides content, as a project with nothing to announce", async () => {
    // Help menu, announcements, the trial and upsell dialogs: all empty, none an error.
    const help = await h2("/v1/help?tag=sanity.studio.module.version-check&m=sanity%405.31.2");
    expect(help.status).toBe(200);
    expect(help.json).toEqual({ resources: { title: expect.any(String), sectionArray: [] } });
    expect((await h2("/v2024-09-19/journey/announcements")).json).toEqual([]);
    expect((await h2("/v2025-02-19/journey/trial?studioVersion=5.31.2")).json).toEqual({});
    expect((await h2("/v2025-02-19/journey/trial/override?trialState=x")).json).toEqual({});
    const upsell = await h2("/v2025-02-19/journey/content-releases");
    expect({ status: upsell.status, body: upsell.text }).toEqual({ status: 200, body: "null" });

    // The schema descriptor Studio claims once signed in: complete, nothing to upload.
    const claim = { descriptorId: "abcDEF123_-", contextKey: "dataset:local:production#dev" };
    const claimed = await h2("/v2025-02-19/descriptors/claim", {
      method: "POST",
      token: TOKEN,
      body: JSON.stringify(claim),
    });
    expect({ status: claimed.status, json: claimed.json }).toEqual({
      status: 200,
      json: { synchronization: { type: "complete" } },
    });
    const synchronized = await h2("/v2025-02-19/descriptors/synchronize", {
      method: "POST",
      token: TOKEN,
      body: JSON.stringify({ id: claim.descriptorId, descriptors: [] }),
    });
    expect(synchronized.json).toEqual({ type: "complete" });
    // As sanity.io: only for a signed-in user, and only a descriptor id.
    const anonymous = await h2("/v2025-02-19/descriptors/claim", {
      method: "POST",
      body: JSON.stringify(claim),
    });
    expect(anonymous.status).toBe(401);
    const malformed = await h2("/v2025-02-19/descriptors/claim", {
      method: "POST",
      token: TOKEN,
      body: JSON.stringify({ descriptorId: "../../etc" }),
    });
    expect(malformed.status).toBe(400);
  });

  it("streams listen events over HTTP/2 (no connection-specific headers)", async () => {
    const stream = session.request({
      authorization: `Bearer ${TOKEN}`,
      ":path": `/v2025-02-19/data/listen/production?query=${encodeURIComponent("*[_id in $ids]")}&$ids=${encodeURIComponent('["h2doc","drafts.h2doc"]')}&effectFormat=mendoza&includeAllVersions=true`,
    });
    stream.setEncoding("utf8");
    let text = "";
    const seen = (pattern: RegExp) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (pattern.test(text)) {
            stream.off("data", onData);
            resolve();
          }
        };
        const onData = (chunk: string) => {
          text += chunk;
          check();
        };
        stream.on("data", onData);
        check();
      });
    await seen(/event: welcome/);
    await t.client.create({ _id: "drafts.h2doc", _type: "post" });
    await seen(/event: mutation\n/);
    expect(text).toMatch(/"documentId":"drafts.h2doc"/);
    expect(text).toMatch(/"effects":\{"apply":\[0,/);
    stream.close();
  });
});
