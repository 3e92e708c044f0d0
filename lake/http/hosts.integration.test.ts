/**
 * Issue 23, item 8 (DNS rebinding): a page whose name was rebound to 127.0.0.1 calls the lake
 * as same-origin, with its own name in Host and no Origin. The lake answers only loopback
 * names (and LAKE_ALLOWED_HOSTS) on every listener: HTTP, HTTPS/HTTP2 (`:authority`) and the
 * presence socket's upgrade.
 */
import http from "node:http";
import http2 from "node:http2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLake, type TestLake, TOKEN } from "../testing/test-lake";

let t: TestLake;
beforeAll(async () => {
  t = await startLake({ httpsPort: 0, allowedHosts: ["lake.test", ".dev.test"] });
});
afterAll(() => t.stop());

/** A request over real HTTP/1.1 to the lake's address, naming `host` in its Host header. */
function request(
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port: t.lake.port, path, headers: { host, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on("error", reject);
  });
}

/** The same over HTTP/2 + TLS to the Studio listener, naming `authority`. */
async function request2(
  path: string,
  authority: string,
): Promise<{ status: number; text: string }> {
  const session = http2.connect(`https://127.0.0.1:${t.lake.httpsPort}`, {
    ca: t.lake.certificate,
    servername: "localhost",
  });
  try {
    return await new Promise((resolve, reject) => {
      const stream = session.request({ ":path": path, ":authority": authority });
      let status = 0;
      const chunks: Buffer[] = [];
      stream.on("response", (headers) => {
        status = Number(headers[":status"]);
      });
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => resolve({ status, text: Buffer.concat(chunks).toString() }));
      stream.on("error", reject);
    });
  } finally {
    session.close();
  }
}

describe("Host header (DNS rebinding)", () => {
  it.each([
    "evil.example",
    "evil.example:8787",
    "localhost.evil.example",
    "127.0.0.1.nip.io",
    "localhost:80@evil.example",
    "lake.test.evil.example",
    "notdev.test",
  ])("refuses Host %s with a 403 that says why", async (host) => {
    const res = await request("/v1/ping", host);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text)).toMatchObject({
      error: "Forbidden",
      statusCode: 403,
      message: expect.stringMatching(
        /is not answered: this lake answers only localhost.*LAKE_ALLOWED_HOSTS/,
      ),
    });
  });

  it("refuses a rebound page's export of drafts, token or not", async () => {
    await t.client.create({ _id: "drafts.secret", _type: "note", text: "draft" });
    const res = await request("/v1/data/export/production", "evil.example:8787", {
      authorization: `Bearer ${TOKEN}`,
    });
    expect(res.status).toBe(403);
    expect(res.text).not.toContain("draft");
  });

  it.each([
    "localhost",
    "LOCALHOST:8787",
    "localhost.:8787",
    "local.localhost:8788",
    "127.0.0.1:8787",
    "[::1]:8787",
    "lake.test",
    "dev.test:8787",
    "a.dev.test",
  ])("answers Host %s", async (host) => {
    expect((await request("/v1/ping", host)).status).toBe(200);
  });

  it("checks :authority on the HTTPS/HTTP2 listener Studio uses", async () => {
    const refused = await request2("/v1/ping", "evil.example:8788");
    expect(refused.status).toBe(403);
    expect(refused.text).toMatch(/evil\.example/);
    expect((await request2("/v1/ping", `local.localhost:${t.lake.httpsPort}`)).status).toBe(200);
  });

  it("refuses the presence socket's upgrade from a foreign Host before the handshake", async () => {
    const upgrade = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.get({
          host: "127.0.0.1",
          port: t.lake.port,
          path: "/v2022-06-30/socket/production",
          headers: {
            host,
            connection: "Upgrade",
            upgrade: "websocket",
            "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
            "sec-websocket-version": "13",
          },
        });
        req.on("response", (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("upgrade", (res, socket) => {
          socket.destroy();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
      });
    expect(await upgrade("evil.example")).toBe(403);
    expect(await upgrade(`localhost:${t.lake.port}`)).toBe(101);
  });
});
