/**
 * Bad client input is a 4xx, never a 500 and never a crash; datasets can be created.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_VERSION, raw, startLake, type TestLake, TOKEN } from "../testing/test-lake";

let t: TestLake;

beforeAll(async () => {
  t = await startLake();
  await t.client.createOrReplace({
    _id: "doc",
    _type: "thing",
    list: [{ _key: "a", n: 1 }],
    text: "hello",
  });
});
afterAll(() => t.stop());

const v = `/v${API_VERSION}`;
const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body),
  token: TOKEN,
});

const badRequests: [string, string, (RequestInit & { token?: string })?][] = [
  ["mutate: null body", `${v}/data/mutate/production`, json("null")],
  ["mutate: array body", `${v}/data/mutate/production`, json([])],
  ["mutate: empty body", `${v}/data/mutate/production`, { method: "POST", token: TOKEN }],
  ["mutate: mutation is a string", `${v}/data/mutate/production`, json({ mutations: ["create"] })],
  [
    "mutate: two kinds in one",
    `${v}/data/mutate/production`,
    json({ mutations: [{ create: { _type: "x" }, delete: { id: "a" } }] }),
  ],
  [
    "mutate: _id not a string",
    `${v}/data/mutate/production`,
    json({ mutations: [{ createOrReplace: { _id: 5, _type: "x" } }] }),
  ],
  [
    "mutate: bad id characters",
    `${v}/data/mutate/production`,
    json({ mutations: [{ createOrReplace: { _id: "a b", _type: "x" } }] }),
  ],
  [
    "mutate: patch without id",
    `${v}/data/mutate/production`,
    json({ mutations: [{ patch: { set: { a: 1 } } }] }),
  ],
  [
    "mutate: patch bad path",
    `${v}/data/mutate/production`,
    json({ mutations: [{ patch: { id: "doc", set: { "a[": 1 } } }] }),
  ],
  [
    "mutate: insert without items",
    `${v}/data/mutate/production`,
    json({ mutations: [{ patch: { id: "doc", insert: { after: "list[-1]" } } }] }),
  ],
  [
    "mutate: insert into a string",
    `${v}/data/mutate/production`,
    json({ mutations: [{ patch: { id: "doc", insert: { after: "text[-1]", items: [1] } } }] }),
  ],
  [
    "mutate: unset not an array",
    `${v}/data/mutate/production`,
    json({ mutations: [{ patch: { id: "doc", unset: "text" } }] }),
  ],
  [
    "mutate: unknown patch op",
    `${v}/data/mutate/production`,
    json({ mutations: [{ patch: { id: "doc", rename: { a: "b" } } }] }),
  ],
  [
    "mutate: bad query selection",
    `${v}/data/mutate/production`,
    json({ mutations: [{ delete: { query: "*[" } }] }),
  ],
  [
    "mutate: transactionId object",
    `${v}/data/mutate/production`,
    json({ mutations: [{ create: { _type: "x" } }], transactionId: {} }),
  ],
  ["query: no query", `${v}/data/query/production`],
  [
    "query: POST params not object",
    `${v}/data/query/production`,
    json({ query: "*", params: [1] }),
  ],
  [
    "query: unknown function",
    `${v}/data/query/production?query=${encodeURIComponent("foo::bar()")}`,
  ],
  [
    "query: bad perspective",
    `${v}/data/query/production?query=*&perspective=a%20b`,
    { token: TOKEN },
  ],
  ["doc: only commas", `${v}/data/doc/production/,,`],
  ["actions: not an array", `${v}/data/actions/production`, json({ actions: {} })],
  ["actions: no type", `${v}/data/actions/production`, json({ actions: [{}] })],
  [
    "actions: edit without patch",
    `${v}/data/actions/production`,
    json({
      actions: [
        { actionType: "sanity.action.document.edit", draftId: "drafts.doc", publishedId: "doc" },
      ],
    }),
  ],
  [
    "actions: draft id of another doc",
    `${v}/data/actions/production`,
    json({ actions: [{ actionType: "sanity.action.document.discard", draftId: "doc" }] }),
  ],
  [
    "history: bad limit",
    `${v}/data/history/production/transactions/doc?limit=-1`,
    { token: TOKEN },
  ],
  ["history: no selector", `${v}/data/history/production/documents/doc`, { token: TOKEN }],
  [
    "history: bad time",
    `${v}/data/history/production/documents/doc?time=yesterday`,
    { token: TOKEN },
  ],
  ["image: bad rect", `/images/local/production/${"a".repeat(40)}-1x1.png?rect=a,b`],
  [
    "keyvalue: bad body",
    `${v}/users/me/keyvalue`,
    {
      method: "PUT",
      body: '{"nokey":1}',
      token: TOKEN,
      headers: { "content-type": "application/json" },
    },
  ],
  ["dataset: bad name", `${v}/projects/local/datasets/Bad%20Name`, { method: "PUT", token: TOKEN }],
  [
    "mutate: a draft of a draft",
    `${v}/data/mutate/production`,
    json({ mutations: [{ createOrReplace: { _id: "drafts.drafts.x", _type: "x" } }] }),
  ],
  [
    "mutate: a version without its release",
    `${v}/data/mutate/production`,
    json({ mutations: [{ createOrReplace: { _id: "versions.x", _type: "x" } }] }),
  ],
  [
    "mutate: _createdAt not a date",
    `${v}/data/mutate/production`,
    json({ mutations: [{ createOrReplace: { _id: "d1", _type: "x", _createdAt: "not-a-date" } }] }),
  ],
  [
    "mutate: 5,000-deep JSON",
    `${v}/data/mutate/production`,
    json(`{"mutations":[{"create":{"_type":"x","deep":${"[".repeat(5000)}${"]".repeat(5000)}}}]}`),
  ],
  ["wrong method", `${v}/data/mutate/production`],
];

describe("bad input", () => {
  for (const [name, path, init] of badRequests) {
    it(`${name} → 4xx JSON`, async () => {
      const res = await raw(t.lake, path, init);
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text).toBeLessThan(500);
      expect(typeof res.body).toBe("object");
    });
  }

  it("treats an undecodable id as a missing document, not an error", async () => {
    const res = await raw(t.lake, `${v}/data/doc/production/%E0%A4%A`);
    expect(res.body).toEqual({ documents: [], omitted: [{ id: "%E0%A4%A", reason: "existence" }] });
  });

  it("is still serving afterwards, with the document untouched", async () => {
    expect(await t.client.getDocument("doc")).toMatchObject({
      list: [{ _key: "a", n: 1 }],
      text: "hello",
    });
  });

  it("rejects oversized bodies with 413", async () => {
    const res = await raw(
      t.lake,
      `${v}/data/mutate/production`,
      json({ mutations: [{ create: { _type: "x", big: "x".repeat(65 * 1024 * 1024) } }] }),
    );
    expect(res.status).toBe(413);
  });
});

describe("hostile input at the door", () => {
  it("stores nothing from a refused mutation: ids, dates and nesting are checked first", async () => {
    for (const id of ["drafts.drafts.x", "versions.x", "d1"]) {
      expect(await t.client.getDocument(id)).toBeUndefined();
    }
    // 4,000 levels used to be stored and then never patchable again.
    const res = await raw(
      t.lake,
      `${v}/data/mutate/production`,
      json(
        `{"mutations":[{"createOrReplace":{"_id":"deep","_type":"x","a":${"[".repeat(4000)}${"]".repeat(4000)}}}]}`,
      ),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/deeper than 100 levels/);
    expect(await t.client.getDocument("deep")).toBeUndefined();
  });

  it("refuses a patch that sets _createdAt to something that is not a date-time, and keeps the document", async () => {
    await t.client.create({ _id: "dated", _type: "x", _createdAt: "2024-05-01T10:00:00Z" });
    await expect(
      t.client.patch("dated").set({ _createdAt: "not-a-date" }).commit(),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/_createdAt must be an ISO 8601/),
    });
    expect((await t.client.getDocument("dated"))?._createdAt).toBe("2024-05-01T10:00:00Z");
    await t.client.patch("dated").set({ _createdAt: "2023-01-01T00:00:00Z" }).commit();
    expect((await t.client.getDocument("dated"))?._createdAt).toBe("2023-01-01T00:00:00Z");
  });

  it("keeps drafts and versions of ordinary ids writable", async () => {
    await t.client.createOrReplace({ _id: "drafts.ordinary", _type: "x" });
    await t.client.createOrReplace({ _id: "versions.launch.ordinary", _type: "x" });
    await t.client.createOrReplace({
      _id: "dated",
      _type: "x",
      _createdAt: "2025-01-01T00:00:00Z",
    });
    expect((await t.client.getDocument("dated"))?._createdAt).toBe("2025-01-01T00:00:00Z");
  });

  it("refuses a token sent without the Bearer scheme, with a message saying so", async () => {
    const res = await raw(t.lake, `${v}/data/mutate/production`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: TOKEN },
      body: JSON.stringify({ mutations: [{ create: { _id: "nobearer", _type: "x" } }] }),
    });
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).toMatch(/Bearer <token>/);
    expect(await t.client.getDocument("nobearer")).toBeUndefined();
  });
  it("answers a URL over 16 KB with 431 and where to send a long query, and keeps serving", async () => {
    const long = `*[_type == "${"x".repeat(20_000)}"]`;
    const res = await raw(t.lake, `${v}/data/query/production?query=${encodeURIComponent(long)}`);
    expect(res.status).toBe(431);
    expect(JSON.stringify(res.body)).toMatch(/POST/);
    expect((await raw(t.lake, "/v1/ping")).status).toBe(200);
  });
});

describe("documents at path ids are private, as on the hosted API", () => {
  it("hides `secrets.x` and `_.releases.x` from anonymous queries and doc reads", async () => {
    await t.client.createOrReplace({ _id: "secrets.api", _type: "secret", value: "s3cret" });
    await t.client.createOrReplace({ _id: "_.releases.launch", _type: "system.release" });
    await t.client.createOrReplace({ _id: "open", _type: "secret", value: "public" });
    expect(await t.anon.fetch('*[_type == "secret"].value')).toEqual(["public"]);
    expect(await t.anon.fetch("count(*[_id in path('_.**')])")).toBe(0);
    const doc = await raw(t.lake, `${v}/data/doc/production/secrets.api,open`);
    expect(doc.body).toMatchObject({
      documents: [{ _id: "open" }],
      omitted: [{ id: "secrets.api", reason: "permission" }],
    });
    // With the token they are there.
    expect((await t.client.fetch('*[_type == "secret"].value')).sort()).toEqual([
      "public",
      "s3cret",
    ]);
  });
});

describe("datasets", () => {
  it("creates a dataset with PUT /projects/:id/datasets/:name and uses it", async () => {
    const res = await raw(t.lake, `${v}/projects/local/datasets/staging`, {
      method: "PUT",
      token: TOKEN,
    });
    expect(res.status).toBe(200);
    const staging = t.clientFor({ dataset: "staging", token: TOKEN });
    await staging.create({ _id: "s", _type: "x" });
    expect(await staging.fetch("count(*)")).toBe(1);
    expect(await t.client.fetch("count(*[_id == 's'])")).toBe(0);
    const list = await raw(t.lake, `${v}/projects/local/datasets`);
    expect((list.body as { name: string }[]).map((d) => d.name).sort()).toEqual([
      "production",
      "staging",
    ]);
    expect(
      (await raw(t.lake, `${v}/projects/local/datasets/staging`, { method: "PUT", token: TOKEN }))
        .status,
    ).toBe(409);
    expect(
      (await raw(t.lake, `${v}/projects/local/datasets/other`, { method: "PUT" })).status,
    ).toBe(401);
  });
});
