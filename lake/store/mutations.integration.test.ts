import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_VERSION, raw, startLake, type TestLake, TOKEN } from "../testing/test-lake";

let t: TestLake;

beforeAll(async () => {
  t = await startLake();
});
afterAll(() => t.stop());

const mutate = (
  body: unknown,
  query = "returnIds=true&visibility=sync",
  token: string | null = TOKEN,
) =>
  raw(t.lake, `/v${API_VERSION}/data/mutate/production?${query}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    token: token ?? undefined,
  });

describe("create, createOrReplace, createIfNotExists, delete", () => {
  it("creates with system fields and answers {transactionId, results}", async () => {
    const res = await mutate({
      mutations: [{ create: { _id: "c1", _type: "city", name: "Rome" } }],
    });
    expect(res.status).toBe(200);
    const body = res.body as { transactionId: string; results: unknown[] };
    expect(body).toEqual({
      transactionId: expect.any(String),
      results: [{ id: "c1", operation: "create" }],
    });
    const doc = await t.client.getDocument("c1");
    expect(doc).toMatchObject({ _id: "c1", _type: "city", name: "Rome", _rev: body.transactionId });
    expect(Date.parse(String(doc?._createdAt))).not.toBeNaN();
    expect(doc?._updatedAt).toBe(doc?._createdAt);
  });

  it("refuses to create an existing id (409) and generates ids when none is given", async () => {
    await expect(t.client.create({ _id: "c1", _type: "city" })).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining("already exists"),
    });
    const generated = await t.client.create({ _type: "note", text: "hi" });
    expect(generated._id).toMatch(/^[A-Za-z0-9]{10,}$/);
    const draft = await t.client.create({ _id: "drafts.", _type: "note" });
    expect(draft._id).toMatch(/^drafts\.[A-Za-z0-9]+$/);
  });

  it("createOrReplace replaces and keeps _createdAt; createIfNotExists leaves existing docs alone", async () => {
    const before = await t.client.getDocument("c1");
    const replaced = await t.client.createOrReplace({ _id: "c1", _type: "city", name: "Roma" });
    expect(replaced).toMatchObject({ name: "Roma", _createdAt: before?._createdAt });
    expect(replaced._rev).not.toBe(before?._rev);
    const kept = await t.client.createIfNotExists({ _id: "c1", _type: "city", name: "ignored" });
    expect(kept.name).toBe("Roma");
    const fresh = await t.client.createIfNotExists({ _id: "c2", _type: "city", name: "Milan" });
    expect(fresh.name).toBe("Milan");
  });

  it("deletes by id and by query", async () => {
    await t.client.create({ _id: "tmp1", _type: "tmp" });
    await t.client.create({ _id: "tmp2", _type: "tmp" });
    await t.client.create({ _id: "tmp3", _type: "tmp" });
    const byId = await t.client.delete("tmp1");
    expect(byId.results).toEqual([
      { id: "tmp1", operation: "delete", document: expect.objectContaining({ _id: "tmp1" }) },
    ]);
    const res = await t.client.mutate(
      [{ delete: { query: "*[_type == $type]", params: { type: "tmp" } } }],
      {
        returnDocuments: false,
      },
    );
    expect(res.results.map((r) => r.id).sort()).toEqual(["tmp2", "tmp3"]);
    expect(await t.client.fetch("count(*[_type == 'tmp'])")).toBe(0);
  });

  it("rejects documents without _type and unknown mutation kinds with 400", async () => {
    await expect(t.client.createOrReplace({ _id: "x" } as never)).rejects.toMatchObject({
      statusCode: 400,
    });
    const unknown = await mutate({ mutations: [{ upsert: { _id: "x", _type: "y" } }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { type: "mutationError", items: [{ index: 0 }] } });
    const notArray = await mutate({ mutations: "nope" });
    expect(notArray.status).toBe(400);
    const badJson = await mutate("{oops");
    expect(badJson.status).toBe(400);
  });
});

describe("patch", () => {
  beforeAll(async () => {
    await t.client.createOrReplace({
      _id: "p1",
      _type: "restaurant",
      name: "Da Enzo",
      rating: 4,
      visits: 10,
      tags: ["roman", "pasta"],
      description: "The quick brown fox",
      address: { street: "Via dei Vascellari 29" },
    });
  });

  it("set, setIfMissing, unset, inc, dec", async () => {
    const doc = await t.client
      .patch("p1")
      .set({ name: "Da Enzo al 29", "address.city": "Rome" })
      .setIfMissing({ rating: 1, price: "€€" })
      .unset(["address.street"])
      .inc({ visits: 5 })
      .dec({ rating: 0.5 })
      .commit();
    expect(doc).toMatchObject({
      name: "Da Enzo al 29",
      address: { city: "Rome" },
      rating: 3.5,
      price: "€€",
      visits: 15,
    });
    expect(doc.address).not.toHaveProperty("street");
  });

  it("insert before, after and replace", async () => {
    await t.client.patch("p1").insert("after", "tags[-1]", ["wine"]).commit();
    await t.client.patch("p1").insert("before", "tags[0]", ["trastevere"]).commit();
    const doc = await t.client.patch("p1").insert("replace", "tags[1]", ["carbonara"]).commit();
    expect(doc.tags).toEqual(["trastevere", "carbonara", "pasta", "wine"]);
  });

  it("diffMatchPatch", async () => {
    const doc = await t.client
      .patch("p1")
      .diffMatchPatch({ description: "@@ -1,19 +1,19 @@\n The \n-quick\n+quack\n  brown fox\n" })
      .commit();
    expect(doc.description).toBe("The quack brown fox");
  });

  it("patches by query and several ids", async () => {
    await t.client.createOrReplace({ _id: "q1", _type: "menu", price: 10 });
    await t.client.createOrReplace({ _id: "q2", _type: "menu", price: 20 });
    await t.client.mutate([{ patch: { query: "*[_type == 'menu']", inc: { price: 1 } } }]);
    expect(await t.client.fetch("*[_type == 'menu'] | order(_id asc).price")).toEqual([11, 21]);
    await t.client.mutate([{ patch: { id: ["q1", "q2"], set: { open: true } } }] as never);
    expect(await t.client.fetch("*[_type == 'menu'].open")).toEqual([true, true]);
  });

  it("checks ifRevisionID: a stale revision is a 409 and changes nothing", async () => {
    const current = await t.client.getDocument("p1");
    const ok = await t.client
      .patch("p1")
      .ifRevisionId(String(current?._rev))
      .set({ checked: 1 })
      .commit();
    expect(ok.checked).toBe(1);
    await expect(
      t.client.patch("p1").ifRevisionId(String(current?._rev)).set({ checked: 2 }).commit(),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining("unexpected revision"),
    });
    expect((await t.client.getDocument("p1"))?.checked).toBe(1);
  });

  it("refuses to patch a missing document (409) or to change _id (400)", async () => {
    await expect(t.client.patch("missing").set({ a: 1 }).commit()).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(t.client.patch("p1").set({ _id: "other" }).commit()).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      t.client
        .patch("p1")
        .inc({ visits: "a" as never })
        .commit(),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("adds _key to array items with autoGenerateArrayKeys", async () => {
    await t.client
      .patch("p1")
      .set({ dishes: [{ _type: "dish", name: "Cacio e pepe" }] })
      .commit({ autoGenerateArrayKeys: true });
    const doc = await t.client.getDocument("p1");
    const dishes = (doc?.dishes ?? []) as { _key?: string }[];
    expect(dishes[0]?._key).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe("transactions", () => {
  it("applies all or nothing: a failing second mutation leaves the first unapplied", async () => {
    await expect(
      t.client
        .transaction()
        .create({ _id: "atomic-1", _type: "city", name: "Naples" })
        .patch("does-not-exist", (p) => p.set({ a: 1 }))
        .commit(),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await t.client.getDocument("atomic-1")).toBeUndefined();
    expect(await t.client.fetch("count(*[_id == 'atomic-1'])", {}, { perspective: "raw" })).toBe(0);
    // Same for a failing create after a successful patch.
    const before = await t.client.getDocument("c1");
    await expect(
      t.client
        .transaction()
        .patch("c1", (p) => p.set({ name: "changed" }))
        .create({ _id: "c1", _type: "city" })
        .commit(),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await t.client.getDocument("c1")).toEqual(before);
  });

  it("uses one new _rev for every document of a transaction and honours transactionId", async () => {
    const res = await t.client
      .transaction()
      .createOrReplace({ _id: "t1", _type: "x" })
      .createOrReplace({ _id: "t2", _type: "x" })
      .commit({ transactionId: "my-tx-1" });
    expect(res.transactionId).toBe("my-tx-1");
    expect(res.documentIds).toEqual(["t1", "t2"]);
    const docs = await t.client.getDocuments(["t1", "t2"]);
    expect(docs.map((d) => d?._rev)).toEqual(["my-tx-1", "my-tx-1"]);
    await expect(
      t.client.mutate([{ createOrReplace: { _id: "t3", _type: "x" } }], {
        transactionId: "my-tx-1",
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it("returns documents with returnDocuments and supports dryRun", async () => {
    const res = await mutate(
      {
        mutations: [
          { createOrReplace: { _id: "rd", _type: "x", n: 1 } },
          { patch: { id: "rd", inc: { n: 1 } } },
        ],
      },
      "returnIds=true&returnDocuments=true&visibility=sync",
    );
    expect(res.body).toMatchObject({
      results: [
        { id: "rd", operation: "create", document: { _id: "rd", n: 2 } },
        { id: "rd", operation: "update", document: { _id: "rd", n: 2 } },
      ],
    });
    const dry = await mutate(
      { mutations: [{ create: { _id: "dry", _type: "x" } }] },
      "dryRun=true&returnIds=true",
    );
    expect(dry.status).toBe(200);
    expect(await t.client.getDocument("dry")).toBeUndefined();
  });
});

describe("auth", () => {
  it("requires the token for writes: 401 {error, message}", async () => {
    const res = await mutate(
      { mutations: [{ create: { _id: "nope", _type: "x" } }] },
      "returnIds=true",
      null,
    );
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: "Unauthorized", message: expect.any(String) });
    await expect(t.anon.create({ _id: "nope", _type: "x" })).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(
      t.clientFor({ token: "wrong" }).create({ _id: "nope", _type: "x" }),
    ).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(await t.client.getDocument("nope")).toBeUndefined();
  });
});
