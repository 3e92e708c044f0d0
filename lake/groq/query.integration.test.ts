import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_VERSION, raw, startLake, type TestLake, TOKEN } from "../testing/test-lake";

let t: TestLake;

beforeAll(async () => {
  t = await startLake();
  await t.client
    .transaction()
    .create({ _id: "rome", _type: "city", name: "Rome", population: 2_800_000 })
    .create({ _id: "milan", _type: "city", name: "Milan", population: 1_400_000 })
    .create({ _id: "drafts.milan", _type: "city", name: "Milano (draft)", population: 1_400_001 })
    .create({ _id: "drafts.turin", _type: "city", name: "Turin (new draft)" })
    .create({ _id: "versions.summer.rome", _type: "city", name: "Rome (summer release)" })
    .create({
      _id: "r1",
      _type: "restaurant",
      name: "Da Enzo",
      city: { _type: "reference", _ref: "rome" },
    })
    .create({
      _id: "r2",
      _type: "restaurant",
      name: "Luini",
      city: { _type: "reference", _ref: "milan" },
    })
    .commit();
});

afterAll(() => t.stop());

describe("GET/POST /data/query", () => {
  it("answers {result, ms, query} and excludes drafts by default (published perspective)", async () => {
    const res = await t.client.fetch(
      "*[_type == 'city'] | order(name asc).name",
      {},
      { filterResponse: false },
    );
    expect(res.result).toEqual(["Milan", "Rome"]);
    expect(typeof res.ms).toBe("number");
    expect(res.query).toBe("*[_type == 'city'] | order(name asc).name");
  });

  it("answers clients on the experimental API version vX, as the hosted API does", async () => {
    const experimental = t.client.withConfig({ apiVersion: "X" });
    expect(await experimental.fetch('count(*[_type == "city"])')).toBe(2);
  });

  it("passes $params (JSON-encoded in the URL)", async () => {
    const names = await t.anon.fetch<string[]>("*[_type == $type && population > $min].name", {
      type: "city",
      min: 2_000_000,
    });
    expect(names).toEqual(["Rome"]);
    const byIds = await t.anon.fetch<string[]>("*[_id in $ids] | order(_id asc)._id", {
      ids: ["rome", "r1", "nope"],
    });
    expect(byIds).toEqual(["r1", "rome"]);
  });

  it("dereferences references", async () => {
    const rows = await t.anon.fetch(
      "*[_type == 'restaurant'] | order(name asc){name, 'city': city->name}",
    );
    expect(rows).toEqual([
      { name: "Da Enzo", city: "Rome" },
      { name: "Luini", city: "Milan" },
    ]);
    const withCount = await t.anon.fetch(
      "*[_type == 'city' && _id == $id][0]{name, 'restaurants': count(*[_type == 'restaurant' && city._ref == ^._id])}",
      { id: "rome" },
    );
    expect(withCount).toEqual({ name: "Rome", restaurants: 1 });
  });

  it("overlays drafts on published ids with the drafts perspective", async () => {
    const cities = await t.client.fetch(
      "*[_type == 'city'] | order(_id asc){_id, name, _originalId}",
      {},
      { perspective: "drafts" },
    );
    expect(cities).toEqual([
      { _id: "milan", name: "Milano (draft)", _originalId: "drafts.milan" },
      { _id: "rome", name: "Rome", _originalId: "rome" },
      { _id: "turin", name: "Turin (new draft)", _originalId: "drafts.turin" },
    ]);
    // Dereferencing follows the same overlay.
    const luini = await t.client.fetch(
      "*[_id == 'r2'][0].city->name",
      {},
      { perspective: "drafts" },
    );
    expect(luini).toBe("Milano (draft)");
  });

  it("accepts the legacy previewDrafts name and release stacks", async () => {
    const legacy = await raw(
      t.lake,
      `/v${API_VERSION}/data/query/production?query=*[_id=="milan"][0].name&perspective=previewDrafts`,
      {
        token: TOKEN,
      },
    );
    expect(legacy.body).toMatchObject({ result: "Milano (draft)" });
    const release = await t.client.fetch(
      "*[_id == 'rome'][0].name",
      {},
      { perspective: ["summer", "drafts"] },
    );
    expect(release).toBe("Rome (summer release)");
  });

  it("shows every stored document with the raw perspective", async () => {
    const ids = await t.client.fetch<string[]>(
      "*[_type == 'city'] | order(_id asc)._id",
      {},
      { perspective: "raw" },
    );
    expect(ids).toEqual(["drafts.milan", "drafts.turin", "milan", "rome", "versions.summer.rome"]);
  });

  it("requires the token for drafts and raw perspectives", async () => {
    await expect(t.anon.fetch("*", {}, { perspective: "drafts" })).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(t.anon.fetch("*", {}, { perspective: "raw" })).rejects.toMatchObject({
      statusCode: 401,
    });
    const wrong = t.clientFor({ token: "not-the-token" });
    await expect(wrong.fetch("count(*)")).rejects.toMatchObject({ statusCode: 401 });
  });

  it("uses POST with {query, params} for long queries", async () => {
    const filler = "x".repeat(12_000);
    const result = await t.anon.fetch<string[]>(
      "*[_type == $type && name != $filler] | order(name asc).name",
      {
        type: "city",
        filler,
      },
    );
    expect(result).toEqual(["Milan", "Rome"]);
    const post = await raw(t.lake, `/v${API_VERSION}/data/query/production`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "*[_id == $id][0].name", params: { id: "rome" } }),
    });
    expect(post.status).toBe(200);
    expect(post.body).toMatchObject({ result: "Rome", query: "*[_id == $id][0].name" });
  });

  it("answers a GROQ parse error with 400 queryParseError and its position", async () => {
    const query = '*[_type == "city"';
    const res = await raw(
      t.lake,
      `/v${API_VERSION}/data/query/production?query=${encodeURIComponent(query)}`,
    );
    expect(res.status).toBe(400);
    const error = (res.body as { error: Record<string, unknown> }).error;
    expect(error.type).toBe("queryParseError");
    expect(error.query).toBe(query);
    // Sanity's wording, at the end of the query, where the `]` is missing.
    expect(error.description).toBe("expected ']' following expression");
    expect([error.start, error.end]).toEqual([query.length, query.length]);
    // And the client turns it into a readable error.
    await expect(t.anon.fetch(query)).rejects.toMatchObject({
      statusCode: 400,
      message: /GROQ query parse error/,
    });
    // As @sanity/client's own integration suite expects of the hosted API.
    await expect(t.anon.fetch("*[_type == ")).rejects.toMatchObject({
      statusCode: 400,
      message: /unexpected end-of-file, expected expression/,
    });
  });

  it("refuses a non-integer index or slice bound when parsing, as groq-js 2 does", async () => {
    for (const [query, description] of [
      ['*[_type == "city"][1.5]', "array element access must use an integer"],
      ['*[_type == "city"][0..1.5]', "slicing must use integer bounds"],
    ]) {
      const res = await raw(
        t.lake,
        `/v${API_VERSION}/data/query/production?query=${encodeURIComponent(query as string)}`,
      );
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ error: { type: "queryParseError", description } });
    }
    // Integer bounds still work.
    expect(await t.anon.fetch('*[_type == "city"] | order(name asc)[0..0].name')).toEqual([
      "Milan",
    ]);
  });

  it("rejects a referenced but missing parameter and unparseable $params", async () => {
    const missing = await raw(
      t.lake,
      `/v${API_VERSION}/data/query/production?query=${encodeURIComponent("*[_id == $id]")}`,
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: { type: "queryParseError", description: "param $id referenced, but not provided" },
    });
    const bad = await raw(t.lake, `/v${API_VERSION}/data/query/production?query=*&$id=not-json`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: "Bad Request" });
  });

  it("answers 400 for bad JSON bodies and 404 for unknown datasets", async () => {
    const badJson = await raw(t.lake, `/v${API_VERSION}/data/query/production`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toMatchObject({
      error: "Bad Request",
      message: expect.stringMatching(/JSON/),
    });
    const other = t.clientFor({ dataset: "nope" });
    await expect(other.fetch("*")).rejects.toMatchObject({
      statusCode: 404,
      message: /Dataset "nope" not found/,
    });
  });

  it("omits returnQuery when asked to", async () => {
    const res = await raw(
      t.lake,
      `/v${API_VERSION}/data/query/production?query=count(*)&returnQuery=false`,
    );
    // syncTags: what the Live Content API's events are matched against (live.integration.test.ts).
    expect(res.body).toEqual({ result: 4, syncTags: [expect.any(String)], ms: expect.any(Number) });
  });
});

describe("GET /data/doc", () => {
  it("returns documents and lists missing ones as omitted", async () => {
    const res = await raw(t.lake, `/v${API_VERSION}/data/doc/production/rome,nope`);
    expect(res.status).toBe(200);
    const body = res.body as { documents: { _id: string }[]; omitted: unknown[] };
    expect(body.documents.map((d) => d._id)).toEqual(["rome"]);
    expect(body.omitted).toEqual([{ id: "nope", reason: "existence" }]);
    const docs = await t.client.getDocuments(["milan", "drafts.milan", "nope"]);
    expect(docs.map((d) => d?.name ?? null)).toEqual(["Milan", "Milano (draft)", null]);
  });

  it("hides drafts from anonymous callers", async () => {
    expect(await t.anon.getDocument("drafts.milan")).toBeUndefined();
    const res = await raw(t.lake, `/v${API_VERSION}/data/doc/production/drafts.milan`);
    expect(res.body).toEqual({
      documents: [],
      omitted: [{ id: "drafts.milan", reason: "permission" }],
    });
    expect((await t.client.getDocument("drafts.milan"))?.name).toBe("Milano (draft)");
  });
});

describe("CORS and routing", () => {
  it("answers preflight requests for any origin with credentials", async () => {
    const res = await fetch(`${t.lake.url}/v${API_VERSION}/data/mutate/production`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type,x-sanity-app",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain(
      "x-sanity-app",
    );
  });

  it("answers unknown routes with a JSON 404", async () => {
    const res = await raw(t.lake, "/v1/nothing/here");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: "Not Found", statusCode: 404 });
  });
});
