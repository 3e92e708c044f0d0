/**
 * The lake beside a browser (issue 13, finding 1): any page the developer visits can aim
 * requests at it, so only the site's and Studio's origins may call it, and a body that a
 * foreign page could send without a preflight (text/plain, no type) is never read.
 */
import http2 from "node:http2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { raw, startLake, type TestLake, TOKEN } from "../testing/test-lake";

const SITE = "http://127.0.0.1:5173";
const EVIL = "http://evil.example";
const mutation = JSON.stringify({ mutations: [{ create: { _id: "pwned", _type: "note" } }] });

let t: TestLake;
beforeAll(async () => {
  t = await startLake({ httpsPort: 0, corsOrigins: [SITE, "http://localhost:3333"] });
});
afterAll(() => t.stop());

async function exists(id: string): Promise<boolean> {
  return (await t.client.getDocument(id)) !== undefined;
}

describe("browser origins", () => {
  it("answers the site's origin with CORS headers", async () => {
    const response = await raw(t.lake, "/v1/data/query/production?query=count(*)", {
      headers: { origin: SITE },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
  });

  it("refuses a foreign origin's text/plain mutation with 403, commits nothing, and tells it nothing", async () => {
    const response = await raw(t.lake, "/v1/data/mutate/production", {
      method: "POST",
      headers: { origin: EVIL, "content-type": "text/plain" },
      body: mutation,
      token: TOKEN,
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: "Forbidden" });
    expect((response.body as { message: string }).message).toContain("LAKE_CORS_ORIGINS");
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(await exists("pwned")).toBe(false);
  });

  it("refuses a foreign origin's reads and preflights too", async () => {
    const query = await raw(t.lake, "/v1/data/query/production?query=count(*)", {
      headers: { origin: EVIL },
    });
    expect(query.status).toBe(403);
    const preflight = await raw(t.lake, "/v1/data/mutate/production", {
      method: "OPTIONS",
      headers: {
        origin: EVIL,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const sandboxed = await raw(t.lake, "/v1/ping", { headers: { origin: "null" } });
    expect(sandboxed.status).toBe(403);
  });

  it("refuses a foreign origin on the Studio listener, where a tokenless call is the admin", async () => {
    const session = http2.connect(`https://localhost:${t.lake.httpsPort}`, {
      ca: t.lake.certificate,
    });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({
          ":method": "POST",
          ":path": "/v1/data/mutate/production",
          origin: EVIL,
          "content-type": "text/plain",
        });
        stream.on("response", (headers) => resolve(Number(headers[":status"])));
        stream.on("error", reject);
        stream.end(mutation);
      });
      expect(status).toBe(403);
    } finally {
      session.close();
    }
    expect(await exists("pwned")).toBe(false);
  });
});

describe("state-changing bodies", () => {
  it("must be JSON: text/plain or no type is 415 and commits nothing, even with the token", async () => {
    for (const headers of [{ "content-type": "text/plain" }, {}] as Record<string, string>[]) {
      const response = await raw(t.lake, "/v1/data/mutate/production", {
        method: "POST",
        headers,
        body: new Blob([mutation]),
        token: TOKEN,
      });
      expect(response.status).toBe(415);
      expect((response.body as { message: string }).message).toContain("application/json");
    }
    expect(await exists("pwned")).toBe(false);
  });

  it("accepts the same mutation as JSON from an allowed origin", async () => {
    const response = await raw(t.lake, "/v1/data/mutate/production", {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/json" },
      body: JSON.stringify({ mutations: [{ create: { _id: "welcome", _type: "note" } }] }),
      token: TOKEN,
    });
    expect(response.status).toBe(200);
    expect(await exists("welcome")).toBe(true);
  });
});
