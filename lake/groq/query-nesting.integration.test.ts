/**
 * Issue 23, item 14: a deeply nested query used to answer 400 with the raw "Maximum call
 * stack size exceeded" and the whole query echoed back. The parser now bounds nesting
 * (256 levels) and says so, and an error quotes at most a short excerpt of the query.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_VERSION, raw, startLake, type TestLake } from "../testing/test-lake";
import { QUERY_EXCERPT_CHARS } from "./query";

let t: TestLake;
beforeAll(async () => {
  t = await startLake();
  await t.client.create({ _id: "rome", _type: "city", name: "Rome" });
});
afterAll(() => t.stop());

async function post(query: string) {
  return raw(t.lake, `/v${API_VERSION}/data/query/production`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
}

type ParseError = { error: { type: string; description: string; query: string; start: number } };

/** `(((1)))` with `levels` groups around the literal: an expression `levels + 1` deep. */
const groups = (levels: number) => `${"(".repeat(levels)}1${")".repeat(levels)}`;

describe("nesting depth", () => {
  it.each([
    ["brackets", groups(5_000)],
    ["arrays", `${"[".repeat(5_000)}${"]".repeat(5_000)}`],
    ["prefix operators", `${"!".repeat(5_000)}true`],
    ["a chain of operators", `1${" + 1".repeat(20_000)}`],
    ["a chain of traversals", `*${".a".repeat(20_000)}`],
    ["a chain of pipes", `*${" | order(_id)".repeat(2_000)}`],
    ["a filter's chain of conditions", `*[_type == "city"${" && true".repeat(2_000)}]`],
    ["a projection", `*[0]{${'"a": {'.repeat(2_000)}${"}".repeat(2_000)}}`],
  ])(
    "refuses a query nested too deeply through %s, saying so, without echoing it",
    async (_, query) => {
      const res = await post(query);
      expect(res.status).toBe(400);
      const { error } = res.body as ParseError;
      expect(error.type).toBe("queryParseError");
      expect(error.description).toMatch(/nested too deeply: more than 256 levels/);
      expect(error.query.length).toBeLessThanOrEqual(QUERY_EXCERPT_CHARS + 2);
      expect(res.text.length).toBeLessThan(1_000);
      // The lake answers others meanwhile and afterwards.
      expect((await raw(t.lake, "/v1/ping")).status).toBe(200);
    },
  );

  it("answers queries right at the limit, through every stage (tree, rewrites, evaluation)", async () => {
    expect((await post(groups(255))).body).toMatchObject({ result: 1 });
    expect((await post(groups(256))).status).toBe(400);
    // Objects and arrays cost the evaluator two frames a level: still within the stack.
    const objects = `${'{"a":'.repeat(255)}1${"}".repeat(255)}`;
    expect((await post(objects)).status).toBe(200);
    const arrays = `${"[".repeat(255)}1${"]".repeat(255)}`;
    expect((await post(arrays)).status).toBe(200);
    const orChain = `*[${Array.from({ length: 250 }, (_, i) => `_id == "x${i}"`).join(" || ")} || _id == "rome"].name`;
    expect((await post(orChain)).body).toMatchObject({ result: ["Rome"] });
  });
});

describe("errors quote an excerpt, never the whole query", () => {
  it("points at a syntax error deep in a long query within a short excerpt the client can frame", async () => {
    // Long but flat: 20,000 elements side by side in one array.
    const query = `*[_id in [${'"a", '.repeat(20_000)}"b"] && ] {name}`;
    const res = await post(query);
    expect(res.status).toBe(400);
    const { error } = res.body as ParseError;
    expect(error.query.length).toBeLessThanOrEqual(QUERY_EXCERPT_CHARS + 2);
    expect(error.query.startsWith("…")).toBe(true);
    // The excerpt's own positions point where they point in the query: at the `]` that
    // cannot follow `&&`.
    expect(error.query).toContain('"b"] && ] {name}');
    expect(error.query.slice(error.start)).toMatch(/^\] \{name\}/);
    expect(error.description).toBe('unexpected token "]", expected expression');
    expect(res.text.length).toBeLessThan(1_000);
    // @sanity/client draws its code frame from the excerpt.
    const thrown = await t.anon.fetch(query).catch((e: Error) => e);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toMatch(/GROQ query parse error/);
    expect((thrown as Error).message.length).toBeLessThan(1_000);
  });

  it("cuts long names quoted in a description", async () => {
    const name = `p${"a".repeat(50_000)}`;
    const res = await post(`*[_id == $${name}]`);
    expect(res.status).toBe(400);
    expect((res.body as ParseError).error.description).toMatch(/^param \$paaaa.*…$/);
    expect(res.text.length).toBeLessThan(1_000);
  });
});
